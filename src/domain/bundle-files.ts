/**
 * What the document bundle accepts (spec part 2, /bundle; issue 12): the browser checks these
 * before sending and the Worker enforces them again, never trusting the browser.
 */

/** 10 MB, as the spec's 'Maximum file size is 10MB' means it: 10 × 1024 × 1024 bytes. */
export const MAX_FILE_BYTES = 10_485_760;

/** The file input's `accept` list, in the spec's order. */
export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', '.txt'] as const;
export type AcceptedExtension = (typeof ACCEPTED_EXTENSIONS)[number];

/** The extension of a file name, lower case with its dot ('.pdf'), or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

export function isAcceptedExtension(extension: string): extension is AcceptedExtension {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(extension);
}

/** Why the browser will not send a file, before any byte leaves the phone. */
export type UploadRefusal = 'tooLarge' | 'empty' | 'unsupported';

export function refusalFor(file: { name: string; size: number }): UploadRefusal | null {
  if (!isAcceptedExtension(extensionOf(file.name))) return 'unsupported';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_FILE_BYTES) return 'tooLarge';
  return null;
}
