/**
 * When the law watch last checked each watched figure row against legislation.gov.uk (GET
 * /api/law-watch), for the claimant-facing "reported, not verified" text. Kept apart from
 * law-watch.ts (zod, the figures table) so the tracker's first bundle stays without them.
 */
import type { IsoDate } from './calendar';
import type { FigureId } from './figures';

/** A row of the figures table, by figure and first day. */
export interface RowRef {
  figure: FigureId;
  from: IsoDate;
}

export interface LawWatchCheck extends RowRef {
  /** London date of the oldest last successful read among the row's provisions; null until each was read once. */
  checkedOn: IsoDate | null;
}

/** The day a row was last checked, from GET /api/law-watch's answer (null: not known). */
export function checkedOnFor(checks: readonly LawWatchCheck[] | undefined, row: RowRef): IsoDate | null {
  return checks?.find((check) => check.figure === row.figure && check.from === row.from)?.checkedOn ?? null;
}
