/**
 * An upload date, which the API gives as an ISO date or timestamp, as a moment to format on the
 * London calendar. A bare date is taken at noon UTC, which is the same day in London all year.
 * No pdf-lib here: the screen uses it too.
 */
export function uploadMoment(iso: string): Date | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? null : date;
}
