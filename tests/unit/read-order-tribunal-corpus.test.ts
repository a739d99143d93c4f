/**
 * The order reader held to orders written as tribunals send them (tests/fixtures/orders/tribunal):
 * case management summaries with headed sections, variation and postponement orders, preliminary
 * hearings on disability, time points, strike-out and deposit, unless orders, tribunal letters and
 * text pasted from PDFs. Each fixture's directions were written before the reader was changed for
 * them. The reader is given the sending date only where the fixture says so (null: it finds the
 * date at the order's foot itself).
 *
 * Over every order the reader is tested on (this folder, corpus/ and held-back/), no date may be
 * offered as certain that the order does not give, and every direction missed is listed.
 */
import { describe, expect, it } from 'vitest';
import type { OrderDirection } from '../../src/domain/orders/types';
import { type ExpectedDirection as Expected, type OrderFixture as Fixture, orderFixtures, readFixture as read } from './_orders';

const shape = (d: OrderDirection | Expected) => ({
  date: d.date,
  time: d.time,
  party: d.party,
  kind: d.kind,
  waitsFor: d.waitsFor === undefined || d.waitsFor === null ? null : typeof d.waitsFor === 'string' ? d.waitsFor : d.waitsFor.on,
  certain: d.certain,
});
const label = (fixture: Fixture, d: OrderDirection | Expected) =>
  `${fixture.name}: ${d.date ?? 'no date'}${d.time ? ` ${d.time}` : ''} ${d.party} ${d.kind}${d.certain ? ' (certain)' : ''}`;
const same = (a: OrderDirection | Expected, b: OrderDirection | Expected) =>
  a.date === b.date && a.time === b.time && a.party === b.party && a.kind === b.kind && a.certain === b.certain;

const tribunal = orderFixtures('tribunal', { folderInName: true });
const all = [
  ...tribunal,
  ...orderFixtures('corpus', { folderInName: true }),
  ...orderFixtures('held-back', { folderInName: true }),
];

describe('readOrder on orders as tribunals write them', () => {
  it('is held to at least 40 orders in all', () => {
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(tribunal.length).toBeGreaterThanOrEqual(20);
  });

  it.each(tribunal.map((f) => [f.name, f] as const))('reads %s', (_name, fixture) => {
    const directions = read(fixture);
    expect(directions.map(shape)).toEqual(fixture.directions.map(shape));
    fixture.directions.forEach((expected, i) => {
      const actual = directions[i] as OrderDirection;
      expect(actual.quote).toContain(expected.quote);
      // A date with any doubt is never offered as certain; one without a date says what it waits for.
      expect(actual.certain).toBe(actual.date !== null && actual.doubts.length === 0);
      if (actual.date === null) expect(actual.waitsFor?.words).toBeTruthy();
    });
  });

  it('offers no wrong date as certain and misses no direction, over every order', () => {
    let expectedCount = 0;
    let foundCount = 0;
    const missed: string[] = [];
    const unexpected: string[] = [];
    const wrongCertain: string[] = [];
    for (const fixture of all) {
      const actual = read(fixture);
      const left = [...actual];
      expectedCount += fixture.directions.length;
      for (const expected of fixture.directions) {
        const at = left.findIndex((d) => same(d, expected));
        if (at >= 0) {
          foundCount += 1;
          left.splice(at, 1);
        } else {
          missed.push(label(fixture, expected));
        }
      }
      const certainDates = new Set(fixture.directions.filter((d) => d.certain).map((d) => d.date));
      for (const extra of left) {
        unexpected.push(label(fixture, extra));
        if (extra.certain && !certainDates.has(extra.date)) wrongCertain.push(label(fixture, extra));
      }
    }
    const report = [
      `${all.length} orders: ${expectedCount} directions expected, ${foundCount} found, ${missed.length} missed, ` +
        `${unexpected.length} read wrongly or not in the order, ${wrongCertain.length} wrong dates marked certain`,
      ...missed.map((line) => `missed: ${line}`),
      ...unexpected.map((line) => `read: ${line}`),
    ].join('\n');
    console.info(report);
    expect(wrongCertain, report).toEqual([]);
    expect(missed, report).toEqual([]);
  });
});
