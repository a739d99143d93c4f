/**
 * The hearing bundle builder's inputs and outputs. Plain data: the screen (src/islands/bundle) and
 * the bench (bench/bundle-build) fill these in; nothing here imports pdf-lib.
 */

import type { BundleSection } from '../domain/bundle-arrangement-values';
import type { VolumeLimit } from '../domain/bundle-checks/volumes';

export { BUNDLE_SECTIONS, type BundleSection } from '../domain/bundle-arrangement-values';

/** One file of the case, as the claimant arranged it. */
export interface BundleDocument {
  id: string;
  fileName: string;
  /** The MIME type recorded at upload ('application/pdf', 'image/png' …). */
  fileType: string;
  /** ISO 8601: a date ('2026-11-20') or a timestamp ('2026-11-20T10:04:00Z'). */
  uploadDate: string;
  section: BundleSection | null;
  /** The document's own date (yyyy-mm-dd), printed in the index; absent or null: undated. */
  documentDate?: string | null;
  /** The index's title for it; absent or null: its file name. */
  description?: string | null;
  bytes: ArrayBuffer;
}

/**
 * Every word printed in the PDF, in the reader's language (the bundlePdf.* strings). Templates take
 * {placeholders}: pageOf {n} {total}; pageRange {from} {to}; singlePage {page}.
 */
export interface BundleLabels {
  /** Printed under the title on the first page: 'Hearing bundle'. */
  bundleTitle: string;
  index: string;
  indexContinued: string;
  number: string;
  document: string;
  date: string;
  pages: string;
  pageOf: string;
  pageRange: string;
  singlePage: string;
  convertedFromWord: string;
  /** The heading of documents given no section, when others have one. */
  otherDocuments: string;
  /** The index's date for a document given no date of its own. */
  undated: string;
  /** A volume's heading in the index: 'Volume {n}'. */
  volume: string;
  /** Set as a volume's title: 'Volume {n} of {total}'. */
  volumeOf: string;
  sections: Record<BundleSection, string>;
}

export interface BuildOptions {
  /** '{claimant} v {employer}': printed on the first page and set as the PDF's title. */
  title: string;
  labels: BundleLabels;
  /** Dates in the index are written for this locale (dd/mm/yyyy in both). */
  dateLocale: 'en-GB' | 'pt-PT';
  /** Called after each document and after each final step: (steps done, steps in all). */
  onProgress?: (done: number, total: number) => void;
  /** Whether Word (.docx) files are put in as their text (the default) or left out. */
  includeDocx?: boolean;
  /**
   * A copy that is not the one to file (a reading copy in another language): said under the title
   * and beside every page number, so no page of it can pass for the filed bundle.
   */
  notice?: string;
  /**
   * Split into volumes of at most so many pages or bytes (the claimant's e-mail limit), cut between
   * documents, the index in the first: absent, one PDF.
   */
  volumes?: VolumeLimit;
}

/** One volume of a split bundle: its PDF and the bundle pages it holds (numbered as in the whole). */
export interface BuiltVolume {
  number: number;
  bytes: Uint8Array;
  firstPage: number;
  lastPage: number;
}

/** One line of the index: a document that is in the bundle. */
export interface IndexEntry {
  id: string;
  /** 1, 2, 3 … in bundle order. */
  number: number;
  fileName: string;
  /** What the index calls it: its description, or its file name. */
  title: string;
  section: BundleSection | null;
  /** The document's own date as printed ('20/11/2026'), or the 'Undated' label. */
  date: string;
  /** Pages of the finished bundle, counted from 1 (the index's own pages included). */
  firstPage: number;
  lastPage: number;
  convertedFromWord: boolean;
  /** In a bundle split into volumes: the volume it is in (from 1). */
  volume?: number;
}

export type SkipReason = 'doc-not-supported' | 'encrypted' | 'damaged' | 'docx-excluded' | 'type-not-supported';

export interface SkippedDocument {
  fileName: string;
  reason: SkipReason;
}

export interface BuildResult {
  /** The bundle; when split, its first volume (every volume is in `volumes`). */
  bytes: Uint8Array;
  /** Pages of the whole bundle, across volumes. */
  pageCount: number;
  /** Pages of the index at the front. */
  indexPages: number;
  /** When split: every volume, the first holding the index (over a byte limit: see overLimit). */
  volumes?: BuiltVolume[];
  /** Numbers of volumes still over the limit chosen (one document alone is larger). */
  overLimit?: number[];
  entries: IndexEntry[];
  skipped: SkippedDocument[];
}
