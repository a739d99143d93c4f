/**
 * The words printed in the hearing bundle PDF (bundlePdf.* strings, in the page's language) as the
 * builder takes them. Kept apart from the component so a unit test can check both languages.
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
    sections: {
      pleadings: t['bundlePdf.section.pleadings'],
      orders: t['bundlePdf.section.orders'],
      correspondence: t['bundlePdf.section.correspondence'],
      evidence: t['bundlePdf.section.evidence'],
      witness_statements: t['bundlePdf.section.witness_statements'],
    },
  };
}
