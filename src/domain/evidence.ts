/**
 * Evidence items (/evidence and the evidence_items table): what a
 * claimant logs about each document, message, photo or witness of their case. One schema for the
 * evidence island and the Worker; empty optional values become null; tags arrive as one
 * comma-separated string or a list and are split, trimmed and de-duplicated, empty ones dropped.
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/translate';
import { dayOf, type IsoDate, isIsoDate, type Today } from './calendar';
import { plainName, plainNameOrNull, plainTextOrNull, trimmedOrNull } from './text';

/**
 * In the form's order: the kinds a claimant holds most often first (letters, e-mails, messages,
 * payslips), witness statements (written later, for the hearing) near the end, other last.
 */
export const evidenceCategories = [
  'letter',
  'email',
  'message',
  'payslip',
  'contract',
  'policy',
  'photo',
  'recording',
  'witness_statement',
  'other',
] as const;
export type EvidenceCategory = (typeof evidenceCategories)[number];

/** Most important first: the order of the filter and the badges' weight. */
export const evidenceImportances = ['critical', 'high', 'medium', 'low'] as const;
export type EvidenceImportance = (typeof evidenceImportances)[number];

/** At most this many items on one case (checked in the same SQL statement as the insert). */
export const MAX_EVIDENCE_PER_CASE = 500;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 50;

/**
 * The evidence form's messages, as keys of src/i18n/en.json and pt.json (evidence.validation.*):
 * the schema gives them to its issues, the Worker names them per field, each screen shows the words.
 */
export const evidenceMessages = {
  titleRequired: 'evidence.validation.titleRequired',
  titleTooLong: 'evidence.validation.titleTooLong',
  categoryRequired: 'evidence.validation.categoryRequired',
  importanceRequired: 'evidence.validation.importanceRequired',
  invalidDate: 'evidence.validation.invalidDate',
  dateInFuture: 'evidence.validation.dateInFuture',
  descriptionTooLong: 'evidence.validation.descriptionTooLong',
  locationTooLong: 'evidence.validation.locationTooLong',
  notesTooLong: 'evidence.validation.notesTooLong',
  tooManyTags: 'evidence.validation.tooManyTags',
  tagTooLong: 'evidence.validation.tagTooLong',
  notAnObject: 'evidence.validation.notAnObject',
  tooMany: 'evidence.validation.tooMany',
  bundleFileInvalid: 'evidence.validation.bundleFileInvalid',
  bundleFileNotFound: 'evidence.validation.bundleFileNotFound',
} as const satisfies Record<string, MessageKey>;

const optionalText = (max: number, message: MessageKey, clean: (value: unknown) => unknown = plainTextOrNull) =>
  z.preprocess(clean, z.string({ error: message }).max(max, message).nullable()).optional();

/** "a, b,,c" or ["a", " b "] → ["a", "b", "c"]: trimmed, empty ones dropped, repeats once. */
export function splitTags(value: unknown): unknown {
  if (value === null) return [];
  const parts = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : value;
  if (!Array.isArray(parts)) return parts;
  const tags = parts.map((tag) => (typeof tag === 'string' ? plainName(tag).trim() : tag)).filter((tag) => tag !== '');
  return [...new Set(tags)];
}

export function evidenceInputSchema(today: Today) {
  return z.object(
    {
      title: z
        .string({ error: evidenceMessages.titleRequired })
        .overwrite(plainName)
        .trim()
        .min(1, evidenceMessages.titleRequired)
        .max(200, evidenceMessages.titleTooLong),
      category: z.enum(evidenceCategories, { error: evidenceMessages.categoryRequired }),
      importance: z.enum(evidenceImportances, { error: evidenceMessages.importanceRequired }),
      // ISO strings compare in calendar order.
      evidenceDate: z
        .preprocess(
          trimmedOrNull,
          z
            .string({ error: evidenceMessages.invalidDate })
            .refine(isIsoDate, evidenceMessages.invalidDate)
            .refine((date) => date <= dayOf(today), evidenceMessages.dateInFuture)
            .nullable(),
        )
        .optional(),
      description: optionalText(2000, evidenceMessages.descriptionTooLong),
      documentUrl: optionalText(500, evidenceMessages.locationTooLong, plainNameOrNull),
      /** A file of the same case's bundle (checked by the Worker in the write itself), or null. */
      bundleFileId: z.preprocess(trimmedOrNull, z.uuid({ error: evidenceMessages.bundleFileInvalid }).nullable()).optional(),
      tags: z
        .preprocess(
          splitTags,
          z
            .array(z.string({ error: evidenceMessages.tagTooLong }).max(MAX_TAG_LENGTH, evidenceMessages.tagTooLong))
            .max(MAX_TAGS, evidenceMessages.tooManyTags),
        )
        .optional(),
      notes: optionalText(5000, evidenceMessages.notesTooLong),
    },
    { error: evidenceMessages.notAnObject },
  );
}
export type EvidenceInput = z.infer<ReturnType<typeof evidenceInputSchema>>;

/** An evidence item as the API sends it. */
export interface EvidenceRecord {
  id: string;
  caseId: string;
  title: string;
  category: EvidenceCategory;
  importance: EvidenceImportance;
  evidenceDate: IsoDate | null;
  description: string | null;
  documentUrl: string | null;
  /** The file of the case's bundle this item is, or null. */
  bundleFileId: string | null;
  tags: string[];
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

export function isEvidenceCategory(value: unknown): value is EvidenceCategory {
  return typeof value === 'string' && (evidenceCategories as readonly string[]).includes(value);
}
export function isEvidenceImportance(value: unknown): value is EvidenceImportance {
  return typeof value === 'string' && (evidenceImportances as readonly string[]).includes(value);
}
