/**
 * Calendar dates as ISO `yyyy-mm-dd` strings, with integer arithmetic only. Legal time limits are
 * counted in calendar days and months; JavaScript `Date` month arithmetic overflows (30 November
 * + 3 months = 2 March), which would tell a claimant they have more time than they do, so it is
 * never used here. Day arithmetic goes through a day number (days since 1970-01-01) computed with
 * the proleptic Gregorian calendar.
 */
export type IsoDate = string;

export interface CalendarDate {
  year: number;
  month: number; // 1–12
  day: number; // 1–31
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar date written as yyyy-mm-dd (so 2026-02-30 is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function parseIsoDate(value: IsoDate): CalendarDate {
  if (!isIsoDate(value)) throw new RangeError(`Not a calendar date in yyyy-mm-dd form: ${String(value)}`);
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export function toIsoDate({ year, month, day }: CalendarDate): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01 (Howard Hinnant's days_from_civil). */
export function toDayNumber(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The inverse of toDayNumber (civil_from_days). */
export function fromDayNumber(dayNumber: number): IsoDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return toIsoDate({ year, month, day });
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** The year and month `months` calendar months after the month of `date`. */
export function shiftMonth(date: IsoDate, months: number): { year: number; month: number } {
  const { year, month } = parseIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The corresponding date `months` on (same day number), or the last day of that month when it has
 * no such day: 31 January + 1 month → 28 (or 29) February. Dodds v Walker [1981] 1 WLR 1027.
 */
export function correspondingDate(date: IsoDate, months: number): { date: IsoDate; exists: boolean } {
  const { day } = parseIsoDate(date);
  const { year, month } = shiftMonth(date, months);
  const last = daysInMonth(year, month);
  return { date: toIsoDate({ year, month, day: Math.min(day, last) }), exists: day <= last };
}

export function isBefore(a: IsoDate, b: IsoDate): boolean {
  return toDayNumber(a) < toDayNumber(b);
}

export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return isBefore(a, b) ? b : a;
}

/** The day of the month of the month's last Sunday. */
function lastSunday(year: number, month: number): number {
  const last = daysInMonth(year, month);
  return last - new Date(Date.UTC(year, month - 1, last)).getUTCDay();
}

/**
 * Today's date in England and Wales (Europe/London), whatever the machine's time zone. British
 * Summer Time, GMT + 1 hour, runs from 1 a.m. GMT on the last Sunday in March to 1 a.m. GMT on the
 * last Sunday in October (Summer Time Act 1972 s.1, periods as set by the Summer Time Order 2002);
 * GMT the rest of the year. Worked out from that rule, not with an Intl.DateTimeFormat for
 * Europe/London: making one costs 15–30 ms in a browser (its time-zone data), on the way to the
 * tracker's deadline card. A unit test holds the rule to the time-zone database hour by hour, so a
 * change in the law recorded there fails it.
 */
export function todayInLondon(now: Date = new Date()): IsoDate {
  const time = now.getTime();
  const year = now.getUTCFullYear();
  const summerStarts = Date.UTC(year, 2, lastSunday(year, 3), 1);
  const summerEnds = Date.UTC(year, 9, lastSunday(year, 10), 1);
  const offset = time >= summerStarts && time < summerEnds ? 3_600_000 : 0;
  return new Date(time + offset).toISOString().slice(0, 10);
}

/**
 * Today, or how to read it: the islands pass the day they show; the Worker passes a function
 * (todayInLondon), so one schema built once compares with the day each request is checked on.
 */
export type Today = IsoDate | (() => IsoDate);
export const dayOf = (today: Today): IsoDate => (typeof today === 'function' ? today() : today);
