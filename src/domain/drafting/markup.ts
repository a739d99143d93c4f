/**
 * The plain-text markup every drafted document and research analysis is written in, so one text
 * reads well as a .txt file, in the editor, on the screen and as a .docx (headings, numbered
 * paragraphs, tables):
 *
 *   # Title            ## Section          ### Sub-section
 *   1. A numbered paragraph (the number is part of the text, so .txt and .docx agree)
 *   - A bullet
 *   | Cell | Cell |     consecutive lines form a table; the first row is its header;
 *   |---|---|           a separator row is optional and ignored
 *   Any other line: a paragraph; lines that follow it without a blank line join it.
 */

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'numbered'; number: string; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'table'; header: string[]; rows: string[][] }
  | { kind: 'paragraph'; text: string };

const SEPARATOR = /^\|(\s*:?-{3,}:?\s*\|)+\s*$/;
const NUMBERED = /^(\d{1,3}(?:\.\d{1,3})*)\.\s+(.*)$/;

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

export function parseMarkup(text: string): Block[] {
  const blocks: Block[] = [];
  let table: string[][] | null = null;
  let paragraph: string[] | null = null;
  const flush = () => {
    if (table) {
      const [header = [], ...rows] = table;
      blocks.push({ kind: 'table', header, rows });
    }
    if (paragraph) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    table = null;
    paragraph = null;
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      flush();
      continue;
    }
    if (line.trimStart().startsWith('|')) {
      if (paragraph) flush();
      if (SEPARATOR.test(line.trim())) continue;
      table ??= [];
      table.push(cells(line));
      continue;
    }
    if (table) flush();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const numbered = NUMBERED.exec(line);
    if (heading?.[1] && heading[2] !== undefined) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1].length as 1 | 2 | 3, text: heading[2].trim() });
    } else if (numbered?.[1] && numbered[2] !== undefined) {
      flush();
      blocks.push({ kind: 'numbered', number: numbered[1], text: numbered[2].trim() });
    } else if (/^[-*]\s+/.test(line)) {
      flush();
      blocks.push({ kind: 'bullet', text: line.replace(/^[-*]\s+/, '').trim() });
    } else {
      paragraph ??= [];
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/** A table's rows as markup lines (cells with "|" have it replaced so the table keeps its shape). */
export function tableMarkup(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (row: readonly string[]) =>
    `| ${row.map((cell) => cell.replace(/\|/g, '/').replace(/\s+/g, ' ').trim()).join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}
