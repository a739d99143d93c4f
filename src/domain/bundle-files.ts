/**
 * The case's document bundle (/bundle and the document_bundles table): which files
 * a claimant may keep there, how large, how many, and the messages when one is refused. Shared by
 * the bundle island (checks before sending) and the Worker (which checks again and never trusts
 * the browser).
 */

import type { BundleSection } from './bundle-arrangement-values';
import { fileExtension } from './file-name';
import { quotaMegabytes } from './plans';

/** 10 MB (binary), the most one bundle file may be: checked in the browser before sending and again by the Worker. */
export const MAX_BUNDLE_FILE_BYTES = 10_485_760;
/** Room for the multipart boundaries and part headers around one file of the largest size. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** At most this many files in one case's bundle (checked in the same SQL statement as the insert). */
export const MAX_BUNDLE_FILES_PER_CASE = 200;

/** What a file really is, by its extension; the Worker checks the content matches. */
export const bundleKinds = ['pdf', 'word', 'wordOpenXml', 'jpeg', 'png', 'text'] as const;
export type BundleKind = (typeof bundleKinds)[number];

/** The accepted extensions (lower case, without the dot) and the kind each promises. */
export const bundleExtensions: Readonly<Record<string, BundleKind>> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'wordOpenXml',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  txt: 'text',
};

/** For the file input's `accept`. */
export const BUNDLE_ACCEPT = Object.keys(bundleExtensions)
  .map((extension) => `.${extension}`)
  .join(',');

/** The MIME type stored (and sent on download) for each kind. */
export const bundleMimeTypes: Readonly<Record<BundleKind, string>> = {
  pdf: 'application/pdf',
  word: 'application/msword',
  wordOpenXml: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  text: 'text/plain',
};

/** How a message names each kind: "{name} is not really a {label}". */
const kindLabels: Readonly<Record<BundleKind, string>> = {
  pdf: 'PDF',
  word: 'Word document',
  wordOpenXml: 'Word document',
  jpeg: 'JPEG image',
  png: 'PNG image',
  text: 'text file',
};

export function bundleKindOf(extension: string): BundleKind | null {
  return bundleExtensions[extension.toLowerCase()] ?? null;
}

export const bundleMessages = {
  tooLargeTitle: 'File too large',
  tooLarge: 'Maximum file size is 10MB',
  noFile: 'Choose a file to upload',
  empty: (name: string) => `${name} is empty`,
  unsupported: (name: string) => `${name}: only PDF, Word, JPEG, PNG and text files can be added`,
  signatureMismatch: (name: string, kind: BundleKind) => `${name} is not really a ${kindLabels[kind]}`,
  tooMany: `A case's bundle can hold at most ${MAX_BUNDLE_FILES_PER_CASE} files`,
  fileNotFound: 'No file with that id',
} as const;

/** The quota refusal names the quota: 'Your files can take at most 500 MB on your plan…'. */
export function storageQuotaMessage(quotaBytes: number): string {
  return `Your files can take at most ${quotaMegabytes(quotaBytes)} MB on your plan, and this upload would pass it. Delete files you no longer need, or choose a plan with more room.`;
}

/** A file of the bundle as the API sends it. */
export interface BundleFile {
  id: string;
  caseId: string;
  /** The sanitised display name (src/domain/file-name.ts). */
  fileName: string;
  /** The MIME type the Worker determined from the content (bundleMimeTypes). */
  fileType: string;
  /** Bytes. */
  fileSize: number;
  /** ISO 8601 instant. */
  uploadDate: string;
  /** The claimant's arrangement (./bundle-arrangement): place (null until first arranged), section, in or out. */
  position: number | null;
  section: BundleSection | null;
  included: boolean;
  /** The document's own date (yyyy-mm-dd) and what the index calls it; null when not given. */
  documentDate: string | null;
  description: string | null;
}

/** Why the browser will not send a file, before any byte leaves the phone. */
export type UploadRefusal = 'tooLarge' | 'empty' | 'unsupported';

export function refusalFor(file: { name: string; size: number }): UploadRefusal | null {
  if (bundleKindOf(fileExtension(file.name)) === null) return 'unsupported';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_BUNDLE_FILE_BYTES) return 'tooLarge';
  return null;
}
