/**
 * Word wrap and page breaks for text typeset onto A4 (text files, Word documents' text, long names
 * in the index). Pure: widths come from a measuring function, so this is tested without a PDF.
 */

export type Measure = (text: string) => number;

/** Splits one paragraph (no line breaks) into lines no wider than maxWidth. */
export function wrapParagraph(paragraph: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  // Widths add up (Tj applies no kerning), so the line's width is kept rather than measured again.
  let width = 0;
  // Words keep the spaces before them, so indentation and double spaces survive inside a line.
  for (const token of paragraph.trimEnd().match(/\s*\S+/g) ?? []) {
    const tokenWidth = measure(token);
    if (width + tokenWidth <= maxWidth) {
      line += token;
      width += tokenWidth;
      continue;
    }
    const word = token.trimStart();
    if (line.trim() !== '') lines.push(line.trimEnd());
    line = word;
    width = measure(word);
    if (width <= maxWidth) continue;
    // A word wider than the line (a long web address): broken between characters.
    line = '';
    width = 0;
    for (const char of word) {
      const charWidth = measure(char);
      if (line !== '' && width + charWidth > maxWidth) {
        lines.push(line);
        line = '';
        width = 0;
      }
      line += char;
      width += charWidth;
    }
  }
  lines.push(line.trimEnd());
  return lines;
}

/** Lines into pages: the first page holds firstPageLines (it carries a heading), the others perPage. */
export function paginate<T>(lines: readonly T[], firstPageLines: number, perPage: number): T[][] {
  if (firstPageLines < 1 || perPage < 1) throw new RangeError('A page must hold at least one line');
  const pages: T[][] = [lines.slice(0, firstPageLines)];
  for (let start = firstPageLines; start < lines.length; start += perPage) pages.push(lines.slice(start, start + perPage));
  return pages;
}
