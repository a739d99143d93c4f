/**
 * Dated events' earliest date, limits and message keys, without zod: the tracker's screen needs
 * these on its way in and loads the schema (./case-events, built from them and re-exporting them)
 * only when an event is added.
 */
import type { MessageKey } from '../i18n/translate';
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

/**
 * What a dated event can be: each kind of limit (../limit-rules.ts) starts one; a disclosure and a
 * safety concern start none, but found complaints (ERA s.43B, s.47B, s.103A; s.44, s.100) and
 * are told in the claim, the particulars and the list of issues.
 */
export const eventKinds = [...limitKinds, 'disclosure', 'safetyConcern'] as const;
export type EventKind = (typeof eventKinds)[number];

export function isEventKind(value: unknown): value is EventKind {
  return typeof value === 'string' && (eventKinds as readonly string[]).includes(value);
}

/** How long a dated event's own words may be: room to tell a disclosure (what, when, to whom, how). */
export const MAX_EVENT_DESCRIPTION = 2000;

/** At most this many dated events on one case (checked in the same SQL statement as the insert). */
export const MAX_EVENTS_PER_CASE = 50;

/**
 * The event form's messages, as keys of src/i18n/en.json and pt.json (eventValidation.*): the schema
 * gives them to its issues, the Worker names them per field, and each screen shows the words.
 */
export const eventMessages = {
  kindRequired: 'eventValidation.kindRequired',
  dateRequired: 'eventValidation.dateRequired',
  dateInFuture: 'eventValidation.dateInFuture',
  dateTooEarly: 'eventValidation.dateTooEarly',
  descriptionTooLong: 'eventValidation.descriptionTooLong',
  notAnObject: 'eventValidation.notAnObject',
  tooMany: 'eventValidation.tooMany',
} as const satisfies Record<string, MessageKey>;
