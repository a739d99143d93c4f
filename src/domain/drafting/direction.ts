/**
 * The direction of a tribunal's order a document answers, as the order reader found it and the
 * claimant accepted it (src/domain/orders): when it is due, who it goes to and the order's own
 * words. It travels from the order reader to /documents in the query string and from there in the
 * generate request; both read it through these schemas, so a hand-edited address is refused the
 * same way as a bad request.
 */
import { z } from 'zod';
import { isIsoDate } from '../calendar';
import { type DocumentType, documentTypes } from '../document-types';
import { type DraftRecipient, draftRecipients, MAX_DIRECTION_QUOTE } from './direction-link';

export { type DraftRecipient, draftRecipients, MAX_DIRECTION_QUOTE };

const isoDate = z.string().refine(isIsoDate, { error: 'documents.validation.directionDate' });
const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: 'documents.validation.directionTime' });

export const directionFactSchema = z.object({
  due: isoDate.nullable(),
  time: time.nullable(),
  to: z.array(z.enum(draftRecipients)).max(draftRecipients.length),
  quote: z.string().trim().max(MAX_DIRECTION_QUOTE),
});
export type DirectionFact = z.infer<typeof directionFactSchema>;

const querySchema = z.object({
  type: z.enum(documentTypes),
  due: isoDate.optional(),
  time: time.optional(),
  to: z
    .string()
    .max(40)
    .optional()
    .transform((value, ctx) => {
      const list = value ? [...new Set(value.split(','))] : [];
      const bad = list.some((item) => !(draftRecipients as readonly string[]).includes(item));
      if (bad) ctx.addIssue({ code: 'custom', message: 'Unknown recipient' });
      return list as DraftRecipient[];
    }),
  quote: z.string().trim().max(MAX_DIRECTION_QUOTE).optional(),
});

/** What /documents was opened for, from its query string; null when there is none or it is not valid. */
export function readDraftQuery(search: string): { type: DocumentType; direction: DirectionFact } | null {
  const params = new URLSearchParams(search);
  if (!params.has('type')) return null;
  const parsed = querySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return null;
  const { type, due, time: at, to, quote } = parsed.data;
  return { type, direction: { due: due ?? null, time: at ?? null, to, quote: quote ?? '' } };
}
