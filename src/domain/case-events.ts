/**
 * Dated events on a case: each act before or after a dismissal — a detriment, a
 * deduction from wages, an act of discrimination, the end of employment for equal pay — starts a
 * time limit of its own, which the tracker shows beside the case's main date. One schema for the
 * tracker island and the Worker.
 */
import { z } from 'zod';
import { dayOf, type IsoDate, isIsoDate, type Today } from './calendar';
import { EARLIEST_EVENT_DATE, type EventKind, eventKinds, eventMessages, MAX_EVENT_DESCRIPTION } from './case-event-values';
import { plainTextOrNull } from './text';

export {
  EARLIEST_EVENT_DATE,
  type EventKind,
  eventKinds,
  eventMessages,
  isEventKind,
  MAX_EVENT_DESCRIPTION,
  MAX_EVENTS_PER_CASE,
} from './case-event-values';

export function caseEventInputSchema(today: Today) {
  return z.object(
    {
      kind: z.enum(eventKinds, { error: eventMessages.kindRequired }),
      // ISO strings compare in calendar order.
      date: z
        .string({ error: eventMessages.dateRequired })
        .refine(isIsoDate, eventMessages.dateRequired)
        .refine((date) => date >= EARLIEST_EVENT_DATE, eventMessages.dateTooEarly)
        .refine((date) => date <= dayOf(today), eventMessages.dateInFuture),
      description: z.preprocess(
        plainTextOrNull,
        z
          .string({ error: eventMessages.descriptionTooLong })
          .max(MAX_EVENT_DESCRIPTION, eventMessages.descriptionTooLong)
          .nullable()
          .optional(),
      ),
    },
    { error: eventMessages.notAnObject },
  );
}
export type CaseEventInput = z.infer<ReturnType<typeof caseEventInputSchema>>;

/** A dated event as the API sends it. */
export interface CaseEventRecord {
  id: string;
  caseId: string;
  kind: EventKind;
  date: IsoDate;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}
