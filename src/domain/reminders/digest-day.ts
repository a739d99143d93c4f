/**
 * The weekly case-law digest goes out on Mondays: the start of the working week, when a
 * claimant plans it. The cron runs daily, so the rule is written to survive a missed or bounded
 * run: a reader's unsent decisions found before the most recent Monday (Europe/London) are due, on
 * Monday's run or, if that run did not reach them, on the next one. Decisions found on or after
 * Monday wait for the next Monday. Integer day arithmetic only.
 */
import { addDays, type IsoDate, toDayNumber } from '../calendar';

/** 1970-01-01 (day 0) was a Thursday: day numbers ≡ 4 (mod 7) are Mondays. */
const MONDAY_REMAINDER = 4;

/** The most recent Monday on or before `today`. */
export function latestMonday(today: IsoDate): IsoDate {
  const sinceMonday = (((toDayNumber(today) - MONDAY_REMAINDER) % 7) + 7) % 7;
  return addDays(today, -sinceMonday);
}
