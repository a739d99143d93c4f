/**
 * Saving a document on the claimant's device: a .txt named from the title with spaces
 * replaced by underscores, and a .docx (built in the browser, the `docx` library loaded on demand).
 */
import { sanitiseFileName } from '../../domain/file-name';
import { saveBlob } from '../files/save-blob';

/** "Particulars of Claim" → "Particulars_of_Claim" (no spaces for upload forms and mail to mangle), made safe for every file system. */
export function documentFileBase(title: string): string {
  return sanitiseFileName(title.trim().replace(/\s+/g, '_')) || 'document';
}

export function downloadText(title: string, content: string): void {
  saveBlob(new Blob([content], { type: 'text/plain;charset=utf-8' }), `${documentFileBase(title)}.txt`);
}

export async function downloadDocx(input: {
  title: string;
  content: string;
  language: string;
  pageLabel: string;
}): Promise<void> {
  const { documentDocxBlob } = await import('./document-docx');
  saveBlob(await documentDocxBlob(input), `${documentFileBase(input.title)}.docx`);
}
