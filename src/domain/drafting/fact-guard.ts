/**
 * The guard on an LLM's rewrite of a template draft (worker/services/drafting/llm.ts): the rewrite
 * may change words, never facts. Every date, money amount and case citation in it must be one the
 * template draft already holds; a rewrite that adds one is discarded. Dates and amounts compare by
 * value, so "2026-03-12", "12 March 2026", "12/03/2026" and "12 de março de 2026" are one date and
 * "£1,234.50" and "£1.234,50" one amount.
 */
import { findCitations } from './citations';

const MONTHS: Record<string, number> = {
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  janeiro: 1,
  fevereiro: 2,
  março: 3,
  abril: 4,
  maio: 5,
  junho: 6,
  julho: 7,
  agosto: 8,
  setembro: 9,
  outubro: 10,
  novembro: 11,
  dezembro: 12,
};
const MONTH_NAMES = Object.keys(MONTHS).join('|');

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function monthNumber(name: string): number | undefined {
  const lower = name.toLowerCase();
  // "Mar", "Sept", "fev.": a month's first three letters name it in both languages.
  return MONTHS[lower] ?? Object.entries(MONTHS).find(([full]) => lower.length >= 3 && full.startsWith(lower))?.[1];
}

const DATE_PATTERNS: { pattern: RegExp; read: (m: RegExpExecArray) => [number, number | undefined, number] }[] = [
  { pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g, read: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  // UK order: day/month/year.
  {
    pattern: /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4}|\d{2})\b/g,
    read: (m) => [Number(m[3]) < 100 ? 2000 + Number(m[3]) : Number(m[3]), Number(m[2]), Number(m[1])],
  },
  {
    pattern: new RegExp(
      String.raw`\b(\d{1,2})(?:st|nd|rd|th|º)?\s+(?:de\s+|of\s+)?(${MONTH_NAMES}|[A-Za-zç]{3,4}\.?)\s+(?:de\s+)?(\d{4})\b`,
      'gi',
    ),
    read: (m) => [Number(m[3]), monthNumber((m[2] ?? '').replace('.', '')), Number(m[1])],
  },
  {
    pattern: new RegExp(String.raw`\b(${MONTH_NAMES})\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`, 'gi'),
    read: (m) => [Number(m[3]), monthNumber(m[1] ?? ''), Number(m[2])],
  },
];

/** Every date written in the text, as yyyy-mm-dd. */
export function datesIn(text: string): Set<string> {
  const dates = new Set<string>();
  for (const { pattern, read } of DATE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const [year, month, day] = read(match);
      if (month && month >= 1 && month <= 12 && day >= 1 && day <= 31) dates.add(iso(year, month, day));
    }
  }
  return dates;
}

/** "1,234.56" or "1.234,56" → pence; the last separator is the decimal point when two digits follow it. */
function pence(amount: string): number {
  const decimal = /[.,](\d{2})$/.exec(amount);
  const whole = (decimal ? amount.slice(0, -3) : amount).replace(/[.,\s]/g, '');
  return Number(whole) * 100 + (decimal ? Number(decimal[1]) : 0);
}

const AMOUNT = /[\d][\d.,]*\d|\d/.source;
const MONEY = new RegExp(String.raw`(?:£|GBP\s?)\s?(${AMOUNT})|(${AMOUNT})\s?(?:£|GBP\b|libras\b|pounds\b)`, 'gi');

/** Every money amount in the text, in pence. */
export function amountsIn(text: string): Set<number> {
  const amounts = new Set<number>();
  for (const match of text.matchAll(MONEY)) {
    const value = pence(match[1] ?? match[2] ?? '');
    if (Number.isFinite(value)) amounts.add(value);
  }
  return amounts;
}

function caseKeysIn(text: string): Set<string> {
  return new Set(
    findCitations(text)
      .filter((c) => c.kind === 'case')
      .flatMap((c) => c.keys),
  );
}

export interface AddedFacts {
  dates: string[];
  amounts: number[];
  cases: string[];
}

/** What the rewrite states that the original does not: empty lists when it adds nothing. */
export function addedFacts(original: string, rewrite: string): AddedFacts {
  const dates = datesIn(original);
  const amounts = amountsIn(original);
  const cases = caseKeysIn(original);
  return {
    dates: [...datesIn(rewrite)].filter((d) => !dates.has(d)),
    amounts: [...amountsIn(rewrite)].filter((a) => !amounts.has(a)),
    cases: [...caseKeysIn(rewrite)].filter((c) => !cases.has(c)),
  };
}

export function addsFacts(original: string, rewrite: string): boolean {
  const added = addedFacts(original, rewrite);
  return added.dates.length + added.amounts.length + added.cases.length > 0;
}
