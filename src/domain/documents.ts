/**
 * Documents drafted from a claimant's case (/documents and the documents table):
 * the request shapes the island and the Worker share, the limits and the messages the API answers
 * with (the island shows each in the reader's language through its i18n key).
 */
import { z } from 'zod';
import { complaintChoiceSchema } from './complaints';
import { documentTypes } from './document-types';
import { directionFactSchema } from './drafting/direction';

/** The languages a draft can be written in: English to file or send, Portuguese to read and check. */
export const documentLanguages = ['en', 'pt'] as const;
export type DocumentLanguage = (typeof documentLanguages)[number];

/** A document's text, generated or edited: long enough for a detailed witness statement. */
export const MAX_DOCUMENT_CHARS = 60_000;
/** Documents a user may keep; generation beyond it is refused (and the oldest can be deleted). */
export const MAX_DOCUMENTS_PER_USER = 500;

export const documentMessages = {
  /** A message key (src/i18n): the schema's issue for a missing case names it, the island shows it. */
  noCase: 'documents.noCaseBody',
  generationFailed: 'Failed to generate document',
  /** Message keys too (their words give MAX_DOCUMENT_CHARS); the rest are the API's English messages. */
  contentRequired: 'documents.contentRequired',
  contentTooLong: 'documents.contentTooLong',
  invalidType: 'documents.validation.type',
  tooMany: `You can keep at most ${MAX_DOCUMENTS_PER_USER} documents. Delete one you no longer need first.`,
  et1LimitReached: 'You have used your free ET1 drafts for this month. Upgrade to Premium for unlimited documents.',
  et1LimitReachedNoPayments:
    'You have used your free ET1 drafts for this month. Drafting an unchanged case again is still free, and the count starts again next month.',
  paymentRequired: 'This document costs £10, or is included in Premium. Buy it once, or upgrade.',
  paymentComingSoon: 'Payment for single documents will be added soon; this one is free for now.',
} as const;
export type DocumentMessageKey = keyof typeof documentMessages;

export const generateDocumentSchema = z.object({
  caseId: z.uuid({ error: documentMessages.noCase }),
  documentType: z.enum(documentTypes, { error: documentMessages.invalidType }),
  language: z.enum(['en', 'pt']).default('en'),
  /** The complaints to plead, chosen before drafting particulars of claim; kept with the case. */
  complaints: complaintChoiceSchema.optional(),
  /** The direction of a tribunal's order the document answers (opened from the order reader): due date, recipients, words. */
  direction: directionFactSchema.optional(),
});
export type GenerateDocumentRequest = z.infer<typeof generateDocumentSchema>;

export const updateDocumentSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, { error: documentMessages.contentRequired })
    .max(MAX_DOCUMENT_CHARS, { error: documentMessages.contentTooLong }),
});
export type UpdateDocumentRequest = z.infer<typeof updateDocumentSchema>;

export const documentListQuerySchema = z.object({ caseId: z.uuid().optional() });

/** How a free or pay-per-document generation was allowed, for the answer's notice. */
export type GenerationAllowance =
  | 'documents_feature'
  | 'free_et1'
  | 'credit'
  | 'payments_not_configured'
  /** Drafted again from a case that has not changed since the stored draft of that type: free. */
  | 'unchanged_case';
