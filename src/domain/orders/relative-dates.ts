/**
 * Dates an order counts from something: "within 14 days of the date this order is sent", "not later
 * than 8 weeks before the final hearing", "within 28 days of receiving the further information".
 * Counting follows the Employment Tribunal Procedure Rules 2024, rule 5 (as rule 4 of the 2013
 * Rules): the day of the event is not counted, so 28 days from 1 October is 29 October and 7 days
 * before a hearing on 8 October is 1 October; months run to the corresponding date
 * (../calendar correspondingDate). A limit that ends on a weekend or bank holiday may be met on the
 * next working day (rule 5(2)); the reader still gives the day the order names, the earlier and safe one.
 */
import { addDays, correspondingDate, type IsoDate } from '../calendar';
import { type WrittenDate, weekdayOf } from './absolute-dates';
import type { CountUnit, DateDoubt } from './types';

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty'];

/** "fourteen" → 14, "twenty-eight" → 28, "42" → 42. */
export function numberOf(words: string): number | null {
  const text = words.toLowerCase().replace(/\s+/g, '-');
  if (/^\d{1,3}$/.test(text)) return Number(text);
  if (text === 'a' || text === 'an') return 1;
  const unit = UNITS.indexOf(text);
  if (unit >= 0) return unit + 1;
  const teen = TEENS.indexOf(text);
  if (teen >= 0) return teen + 10;
  const [tens = '', ones] = text.split('-');
  const ten = TENS.indexOf(tens);
  if (ten < 0) return null;
  if (ones === undefined) return (ten + 2) * 10;
  const one = UNITS.indexOf(ones);
  return one >= 0 ? (ten + 2) * 10 + one + 1 : null;
}

const NUMBER_WORD = `(?:\\d{1,3}|an?|(?:${TENS.join('|')})(?:[- ](?:${UNITS.join('|')}))?|${TEENS.join('|')}|${UNITS.join('|')})`;
const RELATIVE = new RegExp(
  `\\b(?:(within|(?:no|not)\\s+(?:later|less)\\s+than|at\\s+least|by)\\s+)?(${NUMBER_WORD})(?:\\s*\\(\\s*${NUMBER_WORD}\\s*\\))?\\s+` +
    `(clear\\s+)?(working\\s+|business\\s+|calendar\\s+)?(days?|weeks?|months?)(?:['’]s?)?` +
    `(?:\\s+(of|from|after|following|before|prior\\s+to|beginning\\s+with)\\b)?`,
  'gi',
);

/** 'previous': "within 7 days thereafter" counts from the date of the direction before. */
/** 'receipt': the order's receipt, for which its sending (or, not given, its own) date stands in, with a doubt. */
type Anchor = 'orderSent' | 'orderDate' | 'receipt' | 'hearing' | 'preliminaryHearing' | 'date' | 'previous' | 'event';

export interface CountedDate {
  index: number;
  end: number;
  words: string;
  count: number;
  unit: CountUnit;
  clear: boolean;
  direction: 'after' | 'before';
  anchor: Anchor;
  /** The anchor's own words ("the date this order is sent", "receiving the further information"). */
  anchorWords: string;
  /** For anchor 'date': the date written after "of". */
  anchorDate: IsoDate | null;
  doubts: DateDoubt[];
}

const ORDER = '(?:this|these|the|that)\\s+(?:case\\s+management\\s+)?(?:order|orders|letter|notice|judgment)';
const SENT = new RegExp(
  `^(?:the\\s+)?(?:date\\s+(?:on\\s+which\\s+|that\\s+|when\\s+)?)?${ORDER}\\s+(?:is|was|are|were|being|has\\s+been|have\\s+been)\\s+sent|^(?:the\\s+)?(?:date\\s+of\\s+)?(?:the\\s+)?sending\\s+(?:of\\s+)?${ORDER}|^(?:the\\s+)?date\\s+of\\s+(?:sending|promulgation)`,
  'i',
);
const RECEIPT = new RegExp(`^(?:the\\s+)?(?:date\\s+of\\s+)?(?:receipt|receiving|being\\s+sent)\\s+(?:of\\s+)?${ORDER}`, 'i');
const ORDER_DATE = new RegExp(`^(?:the\\s+)?(?:date\\s+of\\s+)?${ORDER}\\b`, 'i');
const HEARING =
  /^(?:the\s+|that\s+|this\s+)?(?:(?:date|start|first\s+day|commencement|beginning|opening)\s+of\s+(?:the\s+|that\s+)?)?(?:new\s+|re-?listed\s+)?(?:final\s+|full\s+|main\s+|substantive\s+|remedy\s+|preliminary\s+)?hearing\b/i;
/** "within 7 days thereafter", "within 14 days after that": from the direction before. */
const THEREAFTER = /^(?:thereafter|after\s+that(?:\s+date)?|of\s+that\s+date|from\s+that\s+date)\b/i;
/** "the 7th day before the hearing": the same day as "7 days before the hearing". */
const ORDINAL_DAY = /\bthe\s+(\d{1,2})(?:st|nd|rd|th)\s+day\s+(before|after|following)\s+/gi;
/** "listed for 3 days from 7 June", "heard over 2 days from": a length, not a count. */
const LENGTH_BEFORE = /\b(?:for|over|of|lasting)\s+$/i;

/** The anchor's words: up to the end of the clause (a date's own dots do not end it). */
function anchorText(rest: string): string {
  const cut = /[,;:()]|\.(?!\d)/.exec(rest);
  return (cut ? rest.slice(0, cut.index) : rest).trim().slice(0, 120);
}

interface Count {
  index: number;
  whole: string;
  lead: string | undefined;
  countWords: string;
  clear: string | undefined;
  kind: string | undefined;
  unitWord: string;
  relation: string | undefined;
}

/** The counts written in `text`, in order: "within 14 days of", "the 7th day before". */
function countsIn(text: string): Count[] {
  const relative = [...text.matchAll(RELATIVE)].map((m) => ({
    index: m.index,
    whole: m[0],
    lead: m[1],
    countWords: m[2] ?? '',
    clear: m[3],
    kind: m[4],
    unitWord: m[5] ?? '',
    relation: m[6],
  }));
  const ordinal = [...text.matchAll(ORDINAL_DAY)].map((m) => ({
    index: m.index,
    whole: m[0].trimEnd(),
    lead: undefined,
    countWords: m[1] ?? '',
    clear: undefined,
    kind: undefined,
    unitWord: 'days',
    relation: m[2],
  }));
  return [...relative, ...ordinal].sort((a, b) => a.index - b.index);
}

/** Every counted date in `text`, with what it counts from. */
export function countedDates(text: string, written: readonly WrittenDate[]): CountedDate[] {
  const found: CountedDate[] = [];
  for (const { index, whole, lead, countWords, clear, kind, unitWord, relation } of countsIn(text)) {
    const count = numberOf(countWords);
    // "a hearing of 3 days" is no time limit: a limit says within, or counts from or before something.
    if (count === null || (!relation && lead?.toLowerCase() !== 'within')) continue;
    if (!lead && LENGTH_BEFORE.test(text.slice(0, index))) continue;
    const rel = relation?.toLowerCase().replace(/\s+/g, ' ');
    const direction = rel === 'before' || rel === 'prior to' ? 'before' : 'after';
    const unitBase = unitWord.toLowerCase().replace(/s$/, '');
    const unit: CountUnit =
      kind && !/calendar/i.test(kind) ? 'workingDays' : unitBase === 'week' ? 'weeks' : unitBase === 'month' ? 'months' : 'days';
    const end = index + whole.length;
    const rest = text.slice(end).replace(/^\s+/, '');
    const anchorWords = anchorText(rest);
    const restStart = text.length - rest.length;
    const doubts: DateDoubt[] = unit === 'workingDays' ? ['workingDays'] : [];
    const base = { index, end, words: whole, count, unit, clear: Boolean(clear), direction, anchorWords } as const;
    const dated = relation
      ? written.find((date) => date.index === restStart || date.index === restStart + (/^on\s/i.test(rest) ? 3 : 0))
      : undefined;
    if (!relation && THEREAFTER.test(rest)) {
      found.push({
        ...base,
        anchor: 'previous',
        anchorWords: rest.slice(0, THEREAFTER.exec(rest)?.[0].length),
        anchorDate: null,
        doubts,
      });
    } else if (dated) {
      found.push({ ...base, end: dated.end, anchor: 'date', anchorDate: dated.date, doubts: [...doubts, ...dated.doubts] });
    } else if (!relation || anchorWords === '') {
      // "within 14 days" counts from the order; "21 days before" from the hearing: neither written.
      found.push({
        ...base,
        anchor: direction === 'before' ? 'hearing' : 'orderSent',
        anchorDate: null,
        doubts: [...doubts, 'anchorAssumed'],
      });
    } else if (SENT.test(anchorWords)) {
      found.push({ ...base, anchor: 'orderSent', anchorDate: null, doubts });
    } else if (RECEIPT.test(anchorWords)) {
      found.push({ ...base, anchor: 'receipt', anchorDate: null, doubts: [...doubts, 'receipt'] });
    } else if (ORDER_DATE.test(anchorWords)) {
      found.push({ ...base, anchor: 'orderDate', anchorDate: null, doubts });
    } else if (HEARING.test(anchorWords)) {
      const anchor = /\bpreliminary\b/i.test(anchorWords) ? 'preliminaryHearing' : 'hearing';
      found.push({ ...base, anchor, anchorDate: null, doubts });
    } else {
      found.push({ ...base, anchor: 'event', anchorDate: null, doubts });
    }
  }
  return found;
}

/** `count` units after (or before) `from`, counted as rule 5 counts them. */
export function countFrom(from: IsoDate, counted: Pick<CountedDate, 'count' | 'unit' | 'clear' | 'direction'>): IsoDate {
  const sign = counted.direction === 'after' ? 1 : -1;
  switch (counted.unit) {
    case 'days':
      return addDays(from, sign * (counted.count + (counted.clear ? 1 : 0)));
    case 'weeks':
      return addDays(from, sign * 7 * counted.count);
    case 'months':
      return correspondingDate(from, sign * counted.count).date;
    case 'workingDays': {
      // Saturdays and Sundays skipped; bank holidays are not known here, so the day may be off by
      // one or more (the caller marks it uncertain).
      let date = from;
      for (let left = counted.count; left > 0; ) {
        date = addDays(date, sign);
        const weekday = weekdayOf(date);
        if (weekday !== 0 && weekday !== 6) left -= 1;
      }
      return date;
    }
  }
}
