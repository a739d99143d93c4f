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
import type { DirectionKind, OrderDirection } from '../orders/types';

/** Who a document is sent to besides the claimant's own file. */
export const draftRecipients = ['respondent', 'tribunal'] as const;
export type DraftRecipient = (typeof draftRecipients)[number];

/** The order's words kept with a direction: a paragraph, with the questions further particulars answer. */
export const MAX_DIRECTION_QUOTE = 1500;

const isoDate = z.string().refine(isIsoDate, { error: 'Enter a real date' });
const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: 'Enter a time as HH:MM' });

export const directionFactSchema = z.object({
  due: isoDate.nullable(),
  time: time.nullable(),
  to: z.array(z.enum(draftRecipients)).max(draftRecipients.length),
  quote: z.string().trim().max(MAX_DIRECTION_QUOTE),
});
export type DirectionFact = z.infer<typeof directionFactSchema>;

/** The document each kind of direction asks the claimant for; the others (lists of documents, the bundle) have none. */
export const documentForKind: Partial<Record<DirectionKind, DocumentType>> = {
  scheduleOfLoss: 'schedule_of_loss',
  witnessStatements: 'witness_statement',
  furtherInformation: 'further_particulars',
  impactStatement: 'impact_statement',
  listOfIssues: 'list_of_issues',
  chronology: 'chronology_cast_list',
  remedyStatement: 'remedy_statement',
};

/**
 * Who the order says the document goes to: "send … to the Respondent", "exchange", "each other",
 * "to the Tribunal", "file with the Tribunal". Only what the words say; none when they say neither.
 */
export function recipientsIn(quote: string): DraftRecipient[] {
  const to: DraftRecipient[] = [];
  if (/\b(?:to|upon|on|with)\s+the\s+respondents?\b|\bexchange|\beach\s+other\b|\bthe\s+other\s+(?:party|side)\b/i.test(quote))
    to.push('respondent');
  if (
    /\b(?:to|with)\s+the\s+(?:employment\s+)?tribunal\b|\bcopy(?:ing)?\s+(?:it\s+)?to\s+the\s+(?:employment\s+)?tribunal\b/i.test(
      quote,
    )
  )
    to.push('tribunal');
  return to;
}

/**
 * The query string /documents reads: the case, the document, and the direction it answers (its
 * date and time as the claimant accepted them, when they changed them).
 */
export function draftQuery(direction: OrderDirection, caseId: string): string | null {
  const type = documentForKind[direction.kind];
  // A hearing is not a document, and what the respondent or the tribunal must do is not the claimant's to draft.
  if (!type || direction.listing || direction.party === 'respondent' || direction.party === 'tribunal') return null;
  const params = new URLSearchParams({ case: caseId, type });
  if (direction.date) params.set('due', direction.date);
  if (direction.time) params.set('time', direction.time);
  const to = recipientsIn(direction.quote);
  if (to.length > 0) params.set('to', to.join(','));
  params.set('quote', direction.quote.slice(0, MAX_DIRECTION_QUOTE));
  return params.toString();
}

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
