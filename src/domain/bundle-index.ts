/**
 * The index of a case's hearing bundle as it was last built: for each document in it, in bundle
 * order, the file it is, its section and its first and last page. The bundle island sends it after
 * each build of the bundle to file (PUT /api/cases/:caseId/bundle/build-index); the Worker checks it
 * again and keeps it, and the drafts cite those pages ("[B: 45–47]", ./drafting/page-refs.ts).
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/translate';
import { BUNDLE_SECTIONS, type BundleSection } from './bundle-arrangement-values';
import { MAX_BUNDLE_FILES_PER_CASE } from './bundle-files';

/** Far beyond any hearing bundle (the tribunals' usual limits are a few hundred pages). */
export const MAX_BUNDLE_PAGES = 20_000;

/**
 * The refusals' message keys (src/i18n): the Worker answers the English text as its message. The
 * figures and sections in their words are MAX_BUNDLE_FILES_PER_CASE, MAX_BUNDLE_PAGES and
 * BUNDLE_SECTIONS (tests/unit/schema-message-keys.test.ts holds them together).
 */
export const bundleIndexMessages = {
  notAnObject: 'bundleIndex.validation.notAnObject',
  empty: 'bundleIndex.validation.empty',
  tooMany: 'bundleIndex.validation.tooMany',
  badId: 'bundleIndex.validation.badId',
  duplicate: 'bundleIndex.validation.duplicate',
  badSection: 'bundleIndex.validation.badSection',
  badPage: 'bundleIndex.validation.badPage',
  badRange: 'bundleIndex.validation.badRange',
} as const satisfies Record<string, MessageKey>;

const page = z.number({ error: bundleIndexMessages.badPage }).int(bundleIndexMessages.badPage).min(1).max(MAX_BUNDLE_PAGES);

export const bundleIndexEntrySchema = z.object(
  {
    documentId: z.uuid({ error: bundleIndexMessages.badId }),
    section: z.enum(BUNDLE_SECTIONS, { error: bundleIndexMessages.badSection }).nullable(),
    firstPage: page,
    lastPage: page,
  },
  { error: bundleIndexMessages.notAnObject },
);
export type BundleIndexEntry = z.infer<typeof bundleIndexEntrySchema>;

/**
 * Bundle order with continuous numbering: each document starts after the last page of the one
 * before. So no two documents share a page, and a page range names exactly one document.
 */
function inOrder(entries: readonly BundleIndexEntry[]): boolean {
  let last = 0;
  for (const entry of entries) {
    if (entry.firstPage <= last || entry.lastPage < entry.firstPage) return false;
    last = entry.lastPage;
  }
  return true;
}

export const bundleIndexSchema = z.object(
  {
    entries: z
      .array(bundleIndexEntrySchema, { error: bundleIndexMessages.notAnObject })
      .min(1, bundleIndexMessages.empty)
      .max(MAX_BUNDLE_FILES_PER_CASE, bundleIndexMessages.tooMany)
      .refine(
        (entries) => new Set(entries.map((entry) => entry.documentId)).size === entries.length,
        bundleIndexMessages.duplicate,
      )
      .refine(inOrder, bundleIndexMessages.badRange),
  },
  { error: bundleIndexMessages.notAnObject },
);

/** The index as kept: which build it is (a random id), when it was built, and its entries. */
export interface BundleIndex {
  id: string;
  /** ISO 8601 instant, the Worker's clock when the index was stored. */
  builtAt: string;
  entries: BundleIndexEntry[];
}

export type { BundleSection };
