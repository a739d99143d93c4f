/**
 * The Worker's own checks on each uploaded file, whatever the island checked before
 * sending: a name made safe, an accepted extension, not empty, at most 10 MB, and content whose
 * signature is what the extension says. The browser's Content-Type is never read: the stored MIME
 * type is the one determined here.
 */
import { fileTypeFromBuffer } from 'file-type';
import {
  type BundleKind,
  bundleKindOf,
  bundleMessages,
  bundleMimeTypes,
  MAX_BUNDLE_FILE_BYTES,
} from '../../../src/domain/bundle-files';
import { fileExtension, sanitiseFileName } from '../../../src/domain/file-name';
import { ApiError, ErrorCode } from '../../errors';

/** A file that passed every check, ready to store. */
export interface CheckedUpload {
  /** The sanitised display name. */
  name: string;
  /** The MIME type determined from the content. */
  type: string;
  bytes: Uint8Array;
}

export const fileTooLarge = () => new ApiError(413, ErrorCode.FILE_TOO_LARGE, bundleMessages.tooLarge);

/** Valid UTF-8 with no NUL byte: what a text file is here (a binary renamed .txt has NULs or invalid sequences). */
function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the content is what `kind` promises. file-type reads only the bytes it needs from the
 * start of the buffer (for a .docx, the zip's entries up to the one that says it is Word).
 */
export async function contentIs(kind: BundleKind, bytes: Uint8Array): Promise<boolean> {
  if (kind === 'text') return isUtf8Text(bytes);
  let detected: { ext: string; mime: string } | undefined;
  try {
    detected = await fileTypeFromBuffer(bytes);
  } catch {
    // A parser limit hit by crafted content: not a file we recognise.
    return false;
  }
  switch (kind) {
    case 'pdf':
      return detected?.mime === 'application/pdf';
    // A .doc is an OLE compound file (CFB); file-type names only the container.
    case 'word':
      return detected?.mime === 'application/x-cfb';
    case 'wordOpenXml':
      return detected?.ext === 'docx';
    case 'jpeg':
      return detected?.mime === 'image/jpeg';
    case 'png':
      return detected?.mime === 'image/png';
  }
}

/** Every check on one file, in the order a person would want to hear about them. */
export async function checkUpload(file: File): Promise<CheckedUpload> {
  const name = sanitiseFileName(file.name);
  const kind = bundleKindOf(fileExtension(name));
  if (!kind) throw new ApiError(415, ErrorCode.UNSUPPORTED_FILE_TYPE, bundleMessages.unsupported(name));
  if (file.size === 0) throw new ApiError(400, ErrorCode.EMPTY_FILE, bundleMessages.empty(name));
  if (file.size > MAX_BUNDLE_FILE_BYTES) throw fileTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!(await contentIs(kind, bytes))) {
    throw new ApiError(422, ErrorCode.FILE_SIGNATURE_MISMATCH, bundleMessages.signatureMismatch(name, kind));
  }
  return { name, type: bundleMimeTypes[kind], bytes };
}
