/** "20 June 2026" / "20 de junho de 2026" for an ISO date, in the reader's language, free of time zones. */
export function longDateIn(dateLocale: string): (iso: string) => string {
  const formatter = new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    return formatter.format(new Date(Date.UTC(y, m - 1, d)));
  };
}
