/**
 * When a dated task is reminded: 14, 7, 2 and 1 days before, and on the day, counted in
 * Europe/London calendar days with the integer day arithmetic of ../calendar (never Date month
 * arithmetic, which overflows at month ends).
 *
 * The missed-run rule: the daily cron may not run on some day (an outage, a deploy). On each run a
 * task gets at most ONE reminder: the most recent offset whose day has come (the smallest offset
 * that is not less than the days left), unless that one was already sent. So a task 5 days away
 * whose 7-day reminder was missed gets the 7-day one now, once, and never the 14-day one as well:
 * a late reminder still helps, a flood of stale ones does not. Overdue tasks get none (the tracker
 * shows them as overdue).
 */
import { addDays, daysBetween, type IsoDate } from '../calendar';

/** Days before the due date, largest first. */
export const REMINDER_OFFSETS = [14, 7, 2, 1, 0] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number];

/** The furthest a reminder reaches: a task due later than this is not looked at. */
export const REMINDER_HORIZON_DAYS = REMINDER_OFFSETS[0];

/**
 * The reminder a task due on `dueDate` is owed on `today` (the most recent offset whose day has
 * come), or null when it is overdue or further away than the horizon.
 */
export function dueOffset(today: IsoDate, dueDate: IsoDate): ReminderOffset | null {
  const daysLeft = daysBetween(today, dueDate);
  if (daysLeft < 0 || daysLeft > REMINDER_HORIZON_DAYS) return null;
  // Smallest offset not less than the days left: REMINDER_OFFSETS is in descending order.
  let owed: ReminderOffset = REMINDER_OFFSETS[0];
  for (const offset of REMINDER_OFFSETS) if (offset >= daysLeft) owed = offset;
  return owed;
}

/**
 * The due-date boundaries of each offset on `today`, for the SQL that selects due reminders:
 * a task due on `dueDate` is owed offset `o` when `dueDate` is in (upTo of the next smaller
 * offset, upTo of `o`]. Same rule as dueOffset, written as date ranges so the database can filter
 * and page without computing dates itself.
 */
export function offsetBands(today: IsoDate): { offset: ReminderOffset; after: IsoDate | null; upTo: IsoDate }[] {
  const ascending = [...REMINDER_OFFSETS].reverse();
  return ascending.map((offset, index) => {
    const previous = ascending[index - 1];
    return { offset, after: previous === undefined ? null : addDays(today, previous), upTo: addDays(today, offset) };
  });
}
