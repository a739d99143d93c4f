/**
 * What the bundle checks need to know of one file, read on this device (nothing is uploaded): its
 * text, how many pages it makes, and which pages have no text layer. This module is imported only
 * when the claimant asks for the checks, so unpdf (Mozilla's pdf.js, already used to read a
 * tribunal's order) and mammoth (for Word files) are not part of the screen's first download.
 */

import { decodeText } from '../../bundle-pdf/decode-text';
import { docxText } from '../../bundle-pdf/docx-text';
import { documentKind } from '../../bundle-pdf/kinds';

export interface ProbedDocument {
  /** null for a picture: it has no text to read. */
  text: string | null;
  pages: number;
  /** Counted from the text, not laid out: the builder sets Word and text files itself. */
  pagesEstimated: boolean;
  /** 1-based. */
  pagesWithoutText: number[];
}

/**
 * A page with fewer letters and digits than this has no text layer to speak of: a scan carries
 * none, or only a stamp ('Page 3') a scanner added. A page of a letter has hundreds.
 */
const TEXT_PAGE_MIN = 20;
/** The builder's text pages (src/bundle-pdf/text-pages): about 90 characters a line, 52 lines a page. */
const CHARS_PER_LINE = 90;
const LINES_PER_PAGE = 52;

const hasText = (page: string) => (page.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= TEXT_PAGE_MIN;

function estimatedPages(text: string): number {
  const lines = text.split(/\r\n?|\n/).reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / CHARS_PER_LINE)), 0);
  // The file's name (and, for Word, a note) heads the first page.
  return Math.max(1, Math.ceil((lines + 3) / LINES_PER_PAGE));
}

/** null: a kind the bundle cannot take (the builder lists those apart), or a file that cannot be read. */
export async function probeDocument(
  file: { fileName: string; fileType: string },
  bytes: ArrayBuffer,
): Promise<ProbedDocument | null> {
  const kind = documentKind(file.fileName, file.fileType);
  try {
    switch (kind) {
      case 'pdf': {
        const { extractText } = await import('unpdf');
        // A copy: pdf.js may take over (detach) the buffer it is given, and the build needs these bytes.
        const { totalPages, text } = await extractText(new Uint8Array(bytes.slice(0)), { mergePages: false });
        const pagesWithoutText = text.flatMap((page, i) => (hasText(page) ? [] : [i + 1]));
        return { text: text.join('\n'), pages: totalPages, pagesEstimated: false, pagesWithoutText };
      }
      case 'jpeg':
      case 'png':
        return { text: null, pages: 1, pagesEstimated: false, pagesWithoutText: [1] };
      case 'text': {
        const text = decodeText(new Uint8Array(bytes));
        return { text, pages: estimatedPages(text), pagesEstimated: true, pagesWithoutText: [] };
      }
      case 'docx': {
        const text = await docxText(bytes);
        return { text, pages: estimatedPages(text), pagesEstimated: true, pagesWithoutText: [] };
      }
      default:
        return null;
    }
  } catch (error) {
    console.error('Bundle check could not read a file', error instanceof Error ? error.name : 'unknown');
    return null;
  }
}
