/**
 * The tracker writes long dates from its language's words (src/islands/tracker/long-date.ts), made
 * when the page is built, instead of making an Intl formatter in the browser: every day of a decade
 * reads exactly as Intl writes it, in English and in Portuguese.
 */
import { describe, expect, it } from 'vitest';
import { longDateIn, longDateWords } from '../../src/islands/tracker/long-date';

describe('long dates from their words', () => {
  it.each(['en-GB', 'pt-PT'])('%s: the same text as Intl for every day from 2020 to 2029', (dateLocale) => {
    const fromWords = longDateIn(dateLocale, longDateWords(dateLocale));
    const fromIntl = longDateIn(dateLocale);
    const differing: string[] = [];
    for (let day = Date.UTC(2020, 0, 1); day < Date.UTC(2030, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      if (fromWords(iso) !== fromIntl(iso)) differing.push(`${iso}: ${fromWords(iso)} ≠ ${fromIntl(iso)}`);
    }
    expect(differing).toEqual([]);
  });

  it('writes the day without a leading zero and the month in the language', () => {
    expect(longDateIn('en-GB', longDateWords('en-GB'))('2026-06-01')).toBe('1 June 2026');
    expect(longDateIn('pt-PT', longDateWords('pt-PT'))('2026-12-25')).toBe('25 de dezembro de 2026');
  });
});
