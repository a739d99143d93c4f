/**
 * From a direction the order reader found to the document it asks for: which document, who the
 * order says it goes to, and the query string that opens /documents with it. Without zod, so the
 * tracker's lazily loaded order reader carries no schema (./direction.ts reads the query back).
 */
import type { DocumentType } from '../document-types';
import type { DirectionKind, OrderDirection } from '../orders/types';

/** Who a document is sent to besides the claimant's own file. */
export const draftRecipients = ['respondent', 'tribunal'] as const;
export type DraftRecipient = (typeof draftRecipients)[number];

/** The order's words kept with a direction: a paragraph, with the questions further particulars answer. */
export const MAX_DIRECTION_QUOTE = 1500;

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
 * date and time when certain, or as the claimant accepted them).
 */
export function draftQuery(direction: OrderDirection, caseId: string): string | null {
  const type = documentForKind[direction.kind];
  // A hearing is not a document, and what the respondent or the tribunal must do is not the claimant's to draft.
  if (!type || direction.listing || direction.party === 'respondent' || direction.party === 'tribunal') return null;
  const params = new URLSearchParams({ case: caseId, type });
  // Dates fail safe: a date the reader doubts (no year, a weekday that does not match, counted from
  // a date the order does not give) is not passed on as the due date until the claimant accepts it.
  if (direction.date && direction.certain) {
    params.set('due', direction.date);
    if (direction.time) params.set('time', direction.time);
  }
  const to = recipientsIn(direction.quote);
  if (to.length > 0) params.set('to', to.join(','));
  params.set('quote', direction.quote.slice(0, MAX_DIRECTION_QUOTE));
  return params.toString();
}
