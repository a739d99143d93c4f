/**
 * Every statutory figure and time limit the product states, in one effective-dated table. Pages
 * read it at build time through the <Fig> components; calculations pick the row in force on the
 * relevant date (`appliesBy`). Nothing else in the code base may type one of these numbers.
 *
 * Each row names its legislation.gov.uk source; the table was last researched on 22 November 2026
 * and corrected on 23 November 2026.
 * Re-verify every April, when the Increase of Limits Order and the Vento addendum usually change.
 * Where a figure could not be confirmed, `confidence: 'unverified'` makes every page that shows it
 * say so; a change only reported in force (`'reported'`) is never used until it is verified.
 * The rows live in ./figures/, one file per theme.
 */
import type { IsoDate } from './calendar';
import { awardFigures } from './figures/awards';
import { costFigures } from './figures/costs';
import type { Figure, FigureRow, FigureValue } from './figures/model';
import { rightFigures } from './figures/rights';
import { timeLimitFigures } from './figures/time-limits';

export type { Confidence, Figure, FigureRow, FigureValue, Source } from './figures/model';

export const figures = {
  ...timeLimitFigures,
  ...rightFigures,
  ...awardFigures,
  ...costFigures,
} as const satisfies Record<string, Figure>;

export type FigureId = keyof typeof figures;
export const figureIds = Object.keys(figures) as FigureId[];

export function isFigureId(value: unknown): value is FigureId {
  return typeof value === 'string' && Object.hasOwn(figures, value);
}

/** The rows a calculation or a page may rely on: every row except those only reported. */
function reliableRows(id: FigureId): readonly FigureRow[] {
  const rows: readonly FigureRow[] = figures[id].rows;
  return rows.filter((row) => row.confidence !== 'reported');
}

/** The first day the table has a reliable value for (earlier dates cannot be answered). */
export function firstRecordedDate(id: FigureId): IsoDate {
  const first = reliableRows(id)[0];
  if (!first) throw new RangeError(`${id} has no verified row`);
  return first.from;
}

/** The row in force on `date`; throws when the date is before the first row (callers validate first). */
export function figureRowOn(id: FigureId, date: IsoDate): FigureRow {
  let found: FigureRow | undefined;
  for (const row of reliableRows(id)) if (row.from <= date) found = row;
  if (!found) throw new RangeError(`No value of ${id} is recorded for ${date}`);
  return found;
}

export function figureOn(id: FigureId, date: IsoDate): FigureValue {
  return figureRowOn(id, date).value;
}

/** The next reliable row after `date`, if a change is already legislated with a date. */
export function nextFigureRow(id: FigureId, date: IsoDate): FigureRow | undefined {
  return reliableRows(id).find((row) => row.from > date);
}

/**
 * A change reported in force on `date` but not verified (a 'reported' row newer than the row in
 * force), so that pages and the deadline card can say it may apply without relying on it.
 */
export function reportedRowOn(id: FigureId, date: IsoDate): FigureRow | undefined {
  const rows: readonly FigureRow[] = figures[id].rows;
  const inForce = figureRowOn(id, date);
  let found: FigureRow | undefined;
  for (const row of rows) if (row.confidence === 'reported' && row.from <= date && row.from > inForce.from) found = row;
  return found;
}

/** Any reported-but-unverified row of a figure, whatever the date (for pages that describe it). */
export function reportedRow(id: FigureId): FigureRow | undefined {
  const rows: readonly FigureRow[] = figures[id].rows;
  return rows.find((row) => row.confidence === 'reported');
}

/** A time-limit figure in months on a date (ERA s.111, EqA ss.123 and 129, the 1994 Order art. 7). */
export function monthsOn(id: FigureId, date: IsoDate): number {
  const value = figureOn(id, date);
  if (value.kind !== 'duration' || value.unit !== 'month') throw new TypeError(`${id} must be a number of months`);
  return value.amount;
}

/** The claim time limit in months on an event date (ERA s.111, EqA s.123), from the table. */
export function claimTimeLimitMonths(eventDate: IsoDate): number {
  return monthsOn('claimTimeLimit', eventDate);
}
