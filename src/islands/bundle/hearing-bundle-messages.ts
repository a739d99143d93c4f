/**
 * The strings 'Build hearing bundle' shows (bundleBuilder.*) and prints in the PDF (bundlePdf.*):
 * the screen that mounts it passes pickMessages(locale, HEARING_BUNDLE_MESSAGE_KEYS).
 */
import type { SkipReason } from '../../bundle-pdf/types';
import { BUNDLE_PDF_MESSAGE_KEYS } from './bundle-labels';

export const HEARING_BUNDLE_MESSAGE_KEYS = [
  ...BUNDLE_PDF_MESSAGE_KEYS,
  'bundleBuilder.title',
  'bundleBuilder.intro',
  'bundleBuilder.orderHint',
  'bundleBuilder.filingLanguage',
  'bundleBuilder.readingCopyNote',
  'bundleBuilder.listLabel',
  'bundleBuilder.include',
  'bundleBuilder.uploaded',
  'bundleBuilder.documentDate',
  'bundleBuilder.documentDateHint',
  'bundleBuilder.description',
  'bundleBuilder.descriptionHint',
  'bundleBuilder.section',
  'bundleBuilder.noSection',
  'bundleBuilder.moveUp',
  'bundleBuilder.moveDown',
  'bundleBuilder.moveUpLabel',
  'bundleBuilder.moveDownLabel',
  'bundleBuilder.moved',
  'bundleBuilder.docxNote',
  'bundleBuilder.cannotInclude',
  'bundleBuilder.docAdvice',
  'bundleBuilder.otherAdvice',
  'bundleBuilder.empty',
  'bundleBuilder.build',
  'bundleBuilder.indexNotStored',
  'bundleBuilder.indexNotStoredBody',
  'bundleBuilder.buildReadingCopy',
  'bundleBuilder.saving',
  'bundleBuilder.saved',
  'bundleBuilder.saveFailed',
  'bundleBuilder.building',
  'bundleBuilder.progressFetching',
  'bundleBuilder.progressBuilding',
  'bundleBuilder.noneChosen',
  'bundleBuilder.ready',
  'bundleBuilder.readyBody',
  'bundleBuilder.summaryTitle',
  'bundleBuilder.summaryPages.one',
  'bundleBuilder.summaryPages.other',
  'bundleBuilder.included',
  'bundleBuilder.entryOnePage',
  'bundleBuilder.entryPages',
  'bundleBuilder.notIncluded',
  'bundleBuilder.skipped.encrypted',
  'bundleBuilder.skipped.damaged',
  'bundleBuilder.skipped.doc',
  'bundleBuilder.skipped.docxExcluded',
  'bundleBuilder.skipped.typeNotSupported',
  'bundleBuilder.downloadAgain',
  'bundleBuilder.error',
  'bundleBuilder.fetchError',
  'bundleBuilder.nothingIncluded',
  'bundleBuilder.buildError',
] as const;
export type HearingBundleMessageKey = (typeof HEARING_BUNDLE_MESSAGE_KEYS)[number];

/** Why a file is not in the bundle, in words. */
export const SKIP_MESSAGES: Record<SkipReason, HearingBundleMessageKey> = {
  encrypted: 'bundleBuilder.skipped.encrypted',
  damaged: 'bundleBuilder.skipped.damaged',
  'doc-not-supported': 'bundleBuilder.skipped.doc',
  'docx-excluded': 'bundleBuilder.skipped.docxExcluded',
  'type-not-supported': 'bundleBuilder.skipped.typeNotSupported',
};
