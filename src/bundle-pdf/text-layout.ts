/**
 * Word wrap and page breaks for text typeset onto A4 (text files, Word documents' text, long names
 * in the index). Pure: widths come from a measuring function, so this is tested without a PDF.
 */

export type Measure = (text: string) => number;

/** Splits one paragraph (no line breaks) into lines no wider than maxWidth. */
export function wrapParagraph(paragraph: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  // Words keep the spaces before them, so indentation and double spaces survive inside a line.
  for (const token of paragraph.trimEnd().match(/\s*\S+/g) ?? []) {
    if (measure(line + token) <= maxWidth) {
      line += token;
      continue;
    }
    const word = token.trimStart();
    if (line.trim() !== '') lines.push(line.trimEnd());
    line = '';
    if (measure(word) <= maxWidth) {
      line = word;
      continue;
    }
    // A word wider than the line (a long web address): broken between characters.
    for (const char of word) {
      if (line !== '' && measure(line + char) > maxWidth) {
        lines.push(line);
        line = '';
      }
      line += char;
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
