/**
 * The counting a schedule of loss rests on: whole years of age and of continuous employment, the
 * weeks in a period of loss, and pence times weeks. Integer arithmetic on calendar dates only
 * (../calendar.ts), so the same inputs always give the same figures as a hand calculation.
 */
import { addDays, daysBetween, daysInMonth, type IsoDate, isBefore, parseIsoDate, toIsoDate } from '../calendar';

/**
 * The `years`-th anniversary of a date. A 29 February has none in a common year: the day after
 * (1 March) is used, because a person born on 29 February attains an age at the start of 1 March
 * in a common year in England and Wales (Family Law Reform Act 1969 s.9 counts from the
 * anniversary's commencement; there is none on 28 February).
 */
export function anniversary(date: IsoDate, years: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const target = year + years;
  if (day > daysInMonth(target, month)) return addDays(toIsoDate({ year: target, month, day: daysInMonth(target, month) }), 1);
  return toIsoDate({ year: target, month, day });
}

/** Age in whole years on `on` (the birthday counts from its first day). */
export function ageOn(dateOfBirth: IsoDate, on: IsoDate): number {
  if (isBefore(on, dateOfBirth)) return 0;
  let years = parseIsoDate(on).year - parseIsoDate(dateOfBirth).year;
  while (years > 0 && isBefore(on, anniversary(dateOfBirth, years))) years -= 1;
  return years;
}

/**
 * Complete years of continuous employment from its first day to `end` (the effective date of
 * termination), both days included: from 30 June 2014 to 29 June 2026 is 12 complete years.
 */
export function completeYearsOfService(start: IsoDate, end: IsoDate): number {
  // Employment up to and including `end` is the same span as an age reached on the day after.
  return ageOn(start, addDays(end, 1));
}

/**
 * A period of loss, both ends included, and its length in weeks. A part week counts as its days
 * over 7, rounded to two decimal places (10 days = 1.43 weeks), and the money for it is the weekly
 * figure times those rounded weeks, rounded to the penny: a reader can redo every line by hand from
 * the weeks printed beside it.
 */
export interface LossPeriod {
  from: IsoDate;
  to: IsoDate;
  days: number;
  /** Weeks × 100, an integer (1.43 weeks = 143). */
  weeksHundredths: number;
}

/** The period from `from` to `to`, both included; null when it is empty (`to` before `from`). */
export function lossPeriod(from: IsoDate, to: IsoDate): LossPeriod | null {
  const days = daysBetween(from, to) + 1;
  if (days <= 0) return null;
  return { from, to, days, weeksHundredths: weeksHundredthsOf(days) };
}

export function weeksHundredthsOf(days: number): number {
  return Math.round((days * 100) / 7);
}

/** Weekly pence × weeks given in hundredths, to the nearest penny. */
export function penceForWeeks(weeklyPence: number, weeksHundredths: number): number {
  return Math.round((weeklyPence * weeksHundredths) / 100);
}
