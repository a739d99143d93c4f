/**
 * The words printed in the hearing bundle PDF (bundlePdf.* strings) as the builder takes them. The
 * bundle filed with the tribunal is printed in English whatever the screen's language (the page
 * picks the English strings for it); a Portuguese reading copy is printed with the Portuguese ones
 * and marked as not for filing. Kept apart from the component so a unit test can check both.
 */
import type { BundleLabels } from '../../bundle-pdf/types';
import type { Messages } from '../../i18n/island-messages';

export const BUNDLE_PDF_MESSAGE_KEYS = [
  'bundlePdf.bundleTitle',
  'bundlePdf.index',
  'bundlePdf.indexContinued',
  'bundlePdf.number',
  'bundlePdf.document',
  'bundlePdf.date',
  'bundlePdf.pages',
  'bundlePdf.pageOf',
  'bundlePdf.pageRange',
  'bundlePdf.singlePage',
  'bundlePdf.convertedFromWord',
  'bundlePdf.otherDocuments',
  'bundlePdf.undated',
  'bundlePdf.volume',
  'bundlePdf.volumeOf',
  'bundlePdf.readingCopy',
  'bundlePdf.section.pleadings',
  'bundlePdf.section.orders',
  'bundlePdf.section.correspondence',
  'bundlePdf.section.evidence',
  'bundlePdf.section.witness_statements',
] as const;
export type BundlePdfMessageKey = (typeof BUNDLE_PDF_MESSAGE_KEYS)[number];

export function bundleLabels(t: Messages<BundlePdfMessageKey>): BundleLabels {
  return {
    bundleTitle: t['bundlePdf.bundleTitle'],
    index: t['bundlePdf.index'],
    indexContinued: t['bundlePdf.indexContinued'],
    number: t['bundlePdf.number'],
    document: t['bundlePdf.document'],
    date: t['bundlePdf.date'],
    pages: t['bundlePdf.pages'],
    pageOf: t['bundlePdf.pageOf'],
    pageRange: t['bundlePdf.pageRange'],
    singlePage: t['bundlePdf.singlePage'],
    convertedFromWord: t['bundlePdf.convertedFromWord'],
    otherDocuments: t['bundlePdf.otherDocuments'],
    undated: t['bundlePdf.undated'],
    volume: t['bundlePdf.volume'],
    volumeOf: t['bundlePdf.volumeOf'],
    sections: {
      pleadings: t['bundlePdf.section.pleadings'],
      orders: t['bundlePdf.section.orders'],
      correspondence: t['bundlePdf.section.correspondence'],
      evidence: t['bundlePdf.section.evidence'],
      witness_statements: t['bundlePdf.section.witness_statements'],
    },
  };
}

/** The labels for the bundle to file and, where the screen is not in English, for a reading copy in its language. */
export interface BundlePdfLabels {
  filing: BundleLabels;
  reading: { labels: BundleLabels; notice: string; dateLocale: 'pt-PT' } | null;
}

export function bundlePdfLabels(
  english: Messages<BundlePdfMessageKey>,
  screen: Messages<BundlePdfMessageKey>,
  screenLocale: 'en' | 'pt',
): BundlePdfLabels {
  return {
    filing: bundleLabels(english),
    reading:
      screenLocale === 'pt'
        ? { labels: bundleLabels(screen), notice: screen['bundlePdf.readingCopy'], dateLocale: 'pt-PT' }
        : null,
  };
}
