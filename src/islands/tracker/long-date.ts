/**
 * "20 June 2026" / "20 de junho de 2026" for an ISO date, in the reader's language, free of time zones.
 *
 * Intl.DateTimeFormat is slow to make in a browser (15–30 ms on a fast machine, several times that on
 * a phone: its calendar and time-zone data load the first time), and the tracker's first paint needs
 * long dates at once. So the page is built with the language's words for a long date (the month names
 * and the order of the parts, as Intl writes them: longDateWords) and the browser writes dates from
 * them without making a formatter; a unit test holds the two to the same text for every day of a decade.
 */

/** The month names, January first, and the parts of a long date in their order. */
export interface LongDateWords {
  months: readonly string[];
  parts: readonly ({ literal: string } | { field: 'day' | 'month' | 'year' })[];
}

const formatter = (dateLocale: string) =>
  new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The words of a long date in a language, as Intl writes them (run where the page is built). */
export function longDateWords(dateLocale: string): LongDateWords {
  const format = formatter(dateLocale);
  const months = Array.from(
    { length: 12 },
    (_, month) => format.formatToParts(new Date(Date.UTC(2026, month, 20))).find((part) => part.type === 'month')?.value ?? '',
  );
  const parts = format
    .formatToParts(new Date(Date.UTC(2026, 5, 20)))
    .map((part) =>
      part.type === 'day' || part.type === 'month' || part.type === 'year' ? { field: part.type } : { literal: part.value },
    );
  return { months, parts };
}

/** The long date writer for a language: from its words when the page has them, otherwise Intl's. */
export function longDateIn(dateLocale: string, words?: LongDateWords): (iso: string) => string {
  if (words) {
    return (iso: string) => {
      const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
      const value = { day: String(d), month: words.months[m - 1] ?? '', year: String(y) };
      return words.parts.map((part) => ('field' in part ? value[part.field] : part.literal)).join('');
    };
  }
  const format = formatter(dateLocale);
  return (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    return format.format(new Date(Date.UTC(y, m - 1, d)));
  };
}
