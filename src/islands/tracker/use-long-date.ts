import { useMemo } from 'react';
import { type LongDateWords, longDateIn } from './long-date';

/** "20 June 2026" / "20 de junho de 2026" for an ISO date, in the reader's language, free of time zones. */
export function useLongDate(dateLocale: string, words?: LongDateWords): (iso: string) => string {
  return useMemo(() => longDateIn(dateLocale, words), [dateLocale, words]);
}
