/**
 * The claimant's arrangement of a case's hearing bundle, kept on the server so it survives a
 * reload: for each file its place, its section, whether it goes in, and the document's own date
 * and a description (what the index prints instead of the upload date and the file name). Shared
 * by the bundle island (which sends it) and the Worker (which checks it again).
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/translate';
import { BUNDLE_SECTIONS, MAX_DOCUMENT_DESCRIPTION } from './bundle-arrangement-values';
import { MAX_BUNDLE_FILES_PER_CASE } from './bundle-files';
import { isIsoDate } from './calendar';
import { plainNameOrNull } from './text';

export { BUNDLE_SECTIONS, type BundleSection, MAX_DOCUMENT_DESCRIPTION } from './bundle-arrangement-values';

/**
 * The refusals' message keys (src/i18n): the Worker answers the English text as its message. The
 * figures and sections in their words are MAX_BUNDLE_FILES_PER_CASE, MAX_DOCUMENT_DESCRIPTION and
 * BUNDLE_SECTIONS (tests/unit/schema-message-keys.test.ts holds them together).
 */
export const arrangementMessages = {
  notAnObject: 'bundleArrangement.validation.notAnObject',
  tooMany: 'bundleArrangement.validation.tooMany',
  badId: 'bundleArrangement.validation.badId',
  duplicate: 'bundleArrangement.validation.duplicate',
  badSection: 'bundleArrangement.validation.badSection',
  badIncluded: 'bundleArrangement.validation.badIncluded',
  badDate: 'bundleArrangement.validation.badDate',
  descriptionTooLong: 'bundleArrangement.validation.descriptionTooLong',
} as const satisfies Record<string, MessageKey>;

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const arrangedFileSchema = z.object(
  {
    id: z.uuid({ error: arrangementMessages.badId }),
    section: z.enum(BUNDLE_SECTIONS, { error: arrangementMessages.badSection }).nullable(),
    included: z.boolean({ error: arrangementMessages.badIncluded }),
    documentDate: z.preprocess(
      emptyToNull,
      z.string({ error: arrangementMessages.badDate }).refine(isIsoDate, arrangementMessages.badDate).nullable(),
    ),
    // A line of the index: the plain-name rule of every other name (no control or direction-override
    // characters, line breaks as spaces: ./text.ts).
    description: z.preprocess(
      plainNameOrNull,
      z
        .string({ error: arrangementMessages.descriptionTooLong })
        .max(MAX_DOCUMENT_DESCRIPTION, arrangementMessages.descriptionTooLong)
        .nullable(),
    ),
  },
  { error: arrangementMessages.notAnObject },
);
export type ArrangedFile = z.infer<typeof arrangedFileSchema>;

/** The whole list in bundle order: a file's place is its index here. */
export const bundleArrangementSchema = z.object(
  {
    items: z
      .array(arrangedFileSchema, { error: arrangementMessages.notAnObject })
      .max(MAX_BUNDLE_FILES_PER_CASE, arrangementMessages.tooMany)
      .refine((items) => new Set(items.map((item) => item.id)).size === items.length, arrangementMessages.duplicate),
  },
  { error: arrangementMessages.notAnObject },
);
export type BundleArrangement = z.infer<typeof bundleArrangementSchema>;
