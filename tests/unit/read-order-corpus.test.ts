/**
 * The order reader against orders written for this project from the Presidential Guidance on case
 * management and its standard directions (tests/fixtures/orders/README.md): the corpus the reader
 * was built on, and a held-back set written before the reader was tuned and never edited to fit.
 * Every direction is compared (date, time, party, kind, what it waits for, certainty), and no
 * offered date may be one the order does not give.
 */
import { describe, expect, it } from 'vitest';
import type { OrderDirection } from '../../src/domain/orders/types';
import { type ExpectedDirection as Expected, type OrderFixture as Fixture, orderFixtures, readFixture as read } from './_orders';

const shape = (d: OrderDirection | Expected, withKind: boolean) => ({
  date: d.date,
  time: d.time,
  party: d.party,
  ...(withKind ? { kind: d.kind } : {}),
  waitsFor: d.waitsFor === undefined || d.waitsFor === null ? null : typeof d.waitsFor === 'string' ? d.waitsFor : d.waitsFor.on,
  certain: d.certain,
});

function expectRead(fixture: Fixture, withKind: boolean) {
  const directions = read(fixture);
  expect(directions.map((d) => shape(d, withKind))).toEqual(fixture.directions.map((d) => shape(d, withKind)));
  fixture.directions.forEach((expected, i) => {
    const actual = directions[i] as OrderDirection;
    expect(actual.quote).toContain(expected.quote);
    if (expected.doubts) expect(actual.doubts).toEqual(expected.doubts);
    if (expected.pageLimit !== undefined) expect(actual.pageLimit).toBe(expected.pageLimit);
    // A date with any doubt is never offered as certain; one without a date says what it waits for.
    expect(actual.certain).toBe(actual.date !== null && actual.doubts.length === 0);
    if (actual.date === null) expect(actual.waitsFor?.words).toBeTruthy();
  });
}

const corpus = orderFixtures('corpus');
const heldBack = orderFixtures('held-back');

describe('readOrder on the corpus of orders', () => {
  it('has at least 15 orders', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(15);
  });
  it.each(corpus.map((f) => [f.name, f] as const))('reads %s', (_name, fixture) => {
    expectRead(fixture, true);
  });
});

describe('readOrder on the held-back orders', () => {
  it('has at least 5 orders', () => {
    expect(heldBack.length).toBeGreaterThanOrEqual(5);
  });
  it.each(heldBack.map((f) => [f.name, f] as const))('reads the dates, times and parties of %s', (_name, fixture) => {
    expectRead(fixture, false);
  });
  it.each(heldBack.map((f) => [f.name, f] as const))('offers no date that %s does not give', (_name, fixture) => {
    const right = new Set(fixture.directions.map((d) => d.date).filter((date) => date !== null));
    const offered = read(fixture)
      .map((d) => d.date)
      .filter((date) => date !== null);
    expect(offered.filter((date) => !right.has(date))).toEqual([]);
  });
  it.each(heldBack.map((f) => [f.name, f] as const))('names the kind of each direction of %s', (_name, fixture) => {
    expect(read(fixture).map((d) => d.kind)).toEqual(fixture.directions.map((d) => d.kind));
  });
});
