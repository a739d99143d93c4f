/**
 * What the order reader's tests share: the fixtures in tests/fixtures/orders (each order's text and
 * the directions expected of it, written before the code), and a direction cut down to what a
 * misreading test compares.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readOrder } from '../../src/domain/orders/read-order';

export interface ExpectedDirection {
  date: string | null;
  time: string | null;
  party: string;
  kind: string;
  waitsFor?: string | null;
  certain: boolean;
  doubts?: string[];
  quote: string;
  /** Where the fixture says: the bundle's page limit the order sets (null: none, or not a bundle direction). */
  pageLimit?: number | null;
}

export interface OrderFixture {
  /** The file's name, or 'folder/name' when asked for. */
  name: string;
  text: string;
  orderSent: string | null;
  hearingDate: string | null;
  directions: ExpectedDirection[];
}

const root = path.resolve(import.meta.dirname, '../fixtures/orders');

/** Every order in a fixture folder, in name order. */
export function orderFixtures(folder: string, { folderInName = false } = {}): OrderFixture[] {
  const dir = path.join(root, folder);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => {
      const expected = JSON.parse(fs.readFileSync(path.join(dir, name.replace(/\.txt$/, '.json')), 'utf8'));
      return {
        name: folderInName ? `${folder}/${name}` : name,
        text: fs.readFileSync(path.join(dir, name), 'utf8'),
        ...expected,
      };
    });
}

/** The reader on a fixture, given what the fixture says it is given. */
export const readFixture = (fixture: OrderFixture) =>
  readOrder(fixture.text, { orderSent: fixture.orderSent, hearingDate: fixture.hearingDate });

/** Each direction read, as the misreading tests compare it. */
export const summary = (text: string, options = {}) =>
  readOrder(text, options).map(({ date, time, party, kind, listing, certain }) => ({
    date,
    time,
    party,
    kind,
    listing,
    certain,
  }));

/** A hearing the order lists, as `summary` gives it. */
export const hearing = (date: string, listing: 'final' | 'preliminary' = 'final', time: string | null = null) => ({
  date,
  time,
  party: 'tribunal',
  kind: 'other',
  listing,
  certain: true,
});
