/**
 * Dated events' earliest date, limits and exact messages, without zod: the tracker's screen needs
 * these on its way in and loads the schema (./case-events, built from them and re-exporting them)
 * only when an event is added.
 */
import type { IsoDate } from './calendar';
import { firstRecordedDate } from './figures';
import { limitKinds, limitRules } from './limit-rules';

/**
 * The earliest date the tracker accepts for any date that starts a time limit: the table answers
 * every kind from here on (equal pay's row starts with the Equality Act 2010), so every accepted
 * date gets an answer and no calculation can throw. Claims about earlier events are long out of
 * time; the message says the tool cannot work them out.
 */
export const EARLIEST_EVENT_DATE: IsoDate = limitKinds
  .map((kind) => firstRecordedDate(limitRules[kind].figure))
  .sort()
  .at(-1) as IsoDate;

function englishLongDate(date: IsoDate): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** The English text of the "too early" message (islands translate it by key, with the date). */
export const dateTooEarlyMessage = `Enter a date from ${englishLongDate(EARLIEST_EVENT_DATE)} onwards: this tool cannot work out time limits for earlier events`;

/** At most this many dated events on one case (checked in the same SQL statement as the insert). */
export const MAX_EVENTS_PER_CASE = 50;

export const eventMessages = {
  kindRequired: 'Choose what happened',
  dateRequired: 'Enter the date it happened, like 2026-03-27',
  dateInFuture: 'The date cannot be in the future',
  dateTooEarly: dateTooEarlyMessage,
  descriptionTooLong: 'Description must be less than 200 characters',
  notAnObject: 'Send the event as a JSON object',
  tooMany: `A case can hold at most ${MAX_EVENTS_PER_CASE} dated events`,
} as const;
export type EventMessageKey = keyof typeof eventMessages;

export function eventMessageKey(message: string): EventMessageKey | undefined {
  return (Object.keys(eventMessages) as EventMessageKey[]).find((key) => eventMessages[key] === message);
}
