import { useMemo } from 'react';

/** "22 November 2026" / "22 de novembro de 2026" for an ISO instant, as the day it was in London. */
export function useInstantDate(dateLocale: string): (iso: string) => string {
  return useMemo(() => {
    const formatter = new Intl.DateTimeFormat(dateLocale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    });
    return (iso: string) => formatter.format(new Date(iso));
  }, [dateLocale]);
}
