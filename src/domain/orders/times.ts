/**
 * A time of day in an order: "4pm", "4.00 pm", "4 p.m.", "16:00", "at 16.00", "12 noon", "midday",
 * and the 24-hour clock with "hours" ("1600 hours", "16.00 hours", "12.00 hrs"). A duration ("within
 * 48 hours") has no minutes, so it is never read as a time.
 * Answered as HH:MM on the 24-hour clock (the tasks API's form). Dates are masked out first by the
 * caller, so "12.01.2027" is never read as 12:01.
 */
const TWELVE_HOUR = /\b(\d{1,2})(?:[.:](\d{2}))?\s*([ap])\.?\s?m\b\.?/i;
const NOON = /\b(?:12\s+)?(?:noon|midday)\b/i;
const TWENTY_FOUR_HOUR = /\b([01]?\d|2[0-3]):([0-5]\d)\b|\b(?:at|by|before)\s+([01]?\d|2[0-3])\.([0-5]\d)\b(?!\.\d)/i;

const HOURS = /\b([01]\d|2[0-3])[.:]?([0-5]\d)\s*(?:hours|hrs)\b/i;

const pad = (value: number) => String(value).padStart(2, '0');

export function timeIn(text: string): string | null {
  const hours = HOURS.exec(text);
  if (hours) return `${hours[1]}:${hours[2]}`;
  const twelve = TWELVE_HOUR.exec(text);
  if (twelve) {
    const hour = Number(twelve[1]);
    const minute = Number(twelve[2] ?? '0');
    if (hour >= 1 && hour <= 12 && minute <= 59) {
      const pm = twelve[3]?.toLowerCase() === 'p';
      return `${pad((hour % 12) + (pm ? 12 : 0))}:${pad(minute)}`;
    }
  }
  if (NOON.test(text)) return '12:00';
  const twentyFour = TWENTY_FOUR_HOUR.exec(text);
  if (twentyFour) return `${pad(Number(twentyFour[1] ?? twentyFour[3]))}:${twentyFour[2] ?? twentyFour[4]}`;
  return null;
}
