/**
 * Plain text (a .txt file, or a Word document's text) typeset onto A4 portrait pages: its name in
 * bold at the top of the first page (and, for Word, the note that its formatting was not kept),
 * then the text in Helvetica with word wrap and page breaks.
 */
import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { BundleFonts } from './fonts';
import { A4, drawLineOfText, drawRule, MARGIN } from './page-writer';
import { paginate, wrapParagraph } from './text-layout';

export const BODY_SIZE = 10.5;
export const BODY_LEADING = 14;
const TITLE_SIZE = 12;
const TITLE_LEADING = 15;
const NOTE_SIZE = 9;
const NOTE_LEADING = 12;
const HEADING_SPACE = 14;
const WIDTH = A4.width - 2 * MARGIN;
const TOP = A4.height - MARGIN;

// In a module of its own so the bundle checks can read a text file without loading pdf-lib.
export { decodeText } from './decode-text';

/** How many body lines fit below `top`, the first baseline one font size down. */
const linesBelow = (top: number): number => Math.floor((top - BODY_SIZE - MARGIN) / BODY_LEADING) + 1;

export function addTextPages(
  out: PDFDocument,
  text: string,
  heading: { title: string; note?: string },
  fonts: BundleFonts,
): PDFPage[] {
  const titleLines = wrapParagraph(fonts.printable(heading.title), WIDTH, fonts.measure(fonts.bold, TITLE_SIZE));
  const noteLines = heading.note
    ? wrapParagraph(fonts.printable(heading.note), WIDTH, fonts.measure(fonts.italic, NOTE_SIZE))
    : [];
  const headingHeight = titleLines.length * TITLE_LEADING + noteLines.length * NOTE_LEADING + HEADING_SPACE;

  const measure = fonts.measure(fonts.regular, BODY_SIZE);
  // Line by line: printable() drops control characters, line breaks among them.
  const body = text
    .split(/\r\n|\r|\n/)
    .flatMap((paragraph) => wrapParagraph(fonts.printable(paragraph.replace(/\t/g, '    ')), WIDTH, measure));
  // Trailing blank lines would only add empty pages.
  while (body.length > 0 && body[body.length - 1] === '') body.pop();

  return paginate(body, linesBelow(TOP - headingHeight), linesBelow(TOP)).map((lines, pageIndex) => {
    const page = out.addPage([A4.width, A4.height]);
    let top = TOP;
    if (pageIndex === 0) {
      let y = TOP - TITLE_SIZE;
      for (const line of titleLines) {
        drawLineOfText(page, line, { font: fonts.bold, size: TITLE_SIZE, x: MARGIN, y });
        y -= TITLE_LEADING;
      }
      y += TITLE_LEADING - NOTE_LEADING;
      for (const line of noteLines) {
        drawLineOfText(page, line, { font: fonts.italic, size: NOTE_SIZE, x: MARGIN, y });
        y -= NOTE_LEADING;
      }
      top = TOP - headingHeight;
      drawRule(page, MARGIN, A4.width - MARGIN, top + HEADING_SPACE / 2);
    }
    lines.forEach((line, i) => {
      drawLineOfText(page, line, { font: fonts.regular, size: BODY_SIZE, x: MARGIN, y: top - BODY_SIZE - i * BODY_LEADING });
    });
    return page;
  });
}
