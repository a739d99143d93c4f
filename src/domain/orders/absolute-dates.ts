/**
 * Dates written out in an order: "8 December 2026", "Tuesday 8th December 2026", "the 8th of
 * January 2027", "12.01.2027", "26/01/2027", "22.1.27", "2027-01-12", a range ("from 12 to 16 April
 * 2027": its first day) and a day and month without a year. Numbers are read day first, as in every
 * tribunal order in England and Wales. Pure: integer calendar arithmetic only (../calendar).
 */
import { daysInMonth, type IsoDate, toDayNumber, toIsoDate } from '../calendar';
import type { DateDoubt } from './types';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export const MONTH_PATTERN =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAY_PATTERN = '\\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?';
const ORDINAL = '(?:st|nd|rd|th)?';

/** A date as the order wrote it, where it stands in the text, and whether it can be trusted. */
export interface WrittenDate {
  index: number;
  end: number;
  words: string;
  /** Null when the day does not exist or the year is missing and nothing says which. */
  date: IsoDate | null;
  doubts: DateDoubt[];
}

const monthNumber = (name: string): number => MONTHS.findIndex((month) => month.startsWith(name.toLowerCase().slice(0, 3))) + 1;
const weekdayNumber = (name: string): number => WEEKDAYS.findIndex((day) => day.startsWith(name.toLowerCase().slice(0, 3)));

/** 0 = Sunday … 6 = Saturday; 1970-01-01 (day 0) was a Thursday. */
export function weekdayOf(date: IsoDate): number {
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

const WORDS_DATE = new RegExp(
  [
    `(?:(${WEEKDAY_PATTERN}),?\\s+)?(?:the\\s+)?(?<![\\d.,/£])(\\d{1,2})${ORDINAL}`,
    // A range or a list of days ("12 to 16", "15, 16 and 17", "15-17"): the first day is the one to read.
    `(?:(?:\\s*,\\s*(?:${WEEKDAY_PATTERN}\\s+)?\\d{1,2}${ORDINAL})*\\s*(?:and|to|until|-|–)\\s*(?:${WEEKDAY_PATTERN},?\\s+)?\\d{1,2}${ORDINAL})?`,
    `(?:\\s+of)?\\s+(${MONTH_PATTERN})\\b\\.?(?:,?\\s+(\\d{4}))?`,
  ].join(''),
  'gi',
);
const MONTH_FIRST = new RegExp(
  `(?:(${WEEKDAY_PATTERN}),?\\s+)?(${MONTH_PATTERN})\\.?\\s+(\\d{1,2})${ORDINAL},?\\s+(\\d{4})`,
  'gi',
);
const NUMERIC = new RegExp(`(?:(${WEEKDAY_PATTERN}),?\\s+)?\\b(\\d{1,2})([./])(\\d{1,2})\\3(\\d{4}|\\d{2})(?![\\d.]\\d)`, 'gi');
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

function fullYear(written: string): number {
  return written.length === 2 ? 2000 + Number(written) : Number(written);
}

/**
 * The date, or null with a doubt: a day that does not exist, or a weekday that is not that date's
 * (the order has a slip somewhere; the claimant must check which part is right).
 */
function checked(year: number, month: number, day: number, weekday: string | undefined, doubts: DateDoubt[]) {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { date: null, doubts: [...doubts, 'notADate' as const] };
  }
  const date = toIsoDate({ year, month, day });
  if (weekday && weekdayNumber(weekday) !== weekdayOf(date)) return { date, doubts: [...doubts, 'weekdayMismatch' as const] };
  return { date, doubts };
}

/** The first such day and month on or after `from` (an order sets dates after it is sent). */
function nextOccurrence(month: number, day: number, from: IsoDate): IsoDate | null {
  const year = Number(from.slice(0, 4));
  for (const candidate of [year, year + 1]) {
    if (day > daysInMonth(candidate, month)) continue;
    const date = toIsoDate({ year: candidate, month, day });
    if (date >= from) return date;
  }
  return null;
}

/**
 * Every written date in `text`, in order. A day and month without a year is placed on or after
 * `yearFrom` (the order's sending date) and marked uncertain; without it there is no date.
 */
export function writtenDates(text: string, yearFrom: IsoDate | null): WrittenDate[] {
  const found: WrittenDate[] = [];
  const taken = (index: number, end: number) => found.some((other) => index < other.end && end > other.index);
  const add = (match: RegExpExecArray, read: () => { date: IsoDate | null; doubts: DateDoubt[] } | null) => {
    const index = match.index;
    const end = index + match[0].length;
    if (taken(index, end)) return;
    const result = read();
    if (result) found.push({ index, end, words: match[0].trim(), ...result });
  };
  for (const match of text.matchAll(ISO)) {
    add(match, () => checked(Number(match[1]), Number(match[2]), Number(match[3]), undefined, []));
  }
  for (const match of text.matchAll(NUMERIC)) {
    add(match, () => {
      const year = fullYear(match[5] ?? '');
      // A paragraph number such as 1.2.10 is not a date: only years an order could set.
      if (year < 2000 || year > 2100) return null;
      return checked(year, Number(match[4]), Number(match[2]), match[1], []);
    });
  }
  for (const match of text.matchAll(MONTH_FIRST)) {
    add(match, () => checked(Number(match[4]), monthNumber(match[2] ?? ''), Number(match[3]), match[1], []));
  }
  for (const match of text.matchAll(WORDS_DATE)) {
    add(match, () => {
      const day = Number(match[2]);
      const month = monthNumber(match[3] ?? '');
      // "May" alone is too often the verb: a day before it is needed, and a year after it.
      if ((match[3] ?? '').toLowerCase() === 'may' && !match[4]) return null;
      if (match[4]) return checked(Number(match[4]), month, day, match[1], []);
      if (!yearFrom) return { date: null, doubts: ['noYear'] };
      const date = nextOccurrence(month, day, yearFrom);
      if (!date) return { date: null, doubts: ['noYear', 'notADate'] };
      return checked(Number(date.slice(0, 4)), month, day, match[1], ['noYear']);
    });
  }
  return found.sort((a, b) => a.index - b.index);
}
