/**
 * A drafted document as a Word file (the `docx` library), read from the same markup the screen
 * shows (src/domain/drafting/markup.ts): headings, numbered paragraphs with a hanging indent,
 * bullets, tables with the heading row repeated on each page, and page numbers in the footer
 * ("Page 3 of 7"). Loaded with import() only when the download is pressed.
 */
import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { type Block, parseMarkup } from '../../domain/drafting/markup';

export interface DocumentDocxInput {
  title: string;
  content: string;
  /** BCP 47 tag ('en-GB', 'pt-PT') for Word's spelling check. */
  language: string;
  /** "Page {page} of {pages}" in the document's language. */
  pageLabel: string;
}

const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

function cell(text: string, bold: boolean, width: number): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.PERCENTAGE },
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    children: [new Paragraph({ children: text ? [new TextRun({ text, bold })] : [] })],
  });
}

function table(block: Extract<Block, { kind: 'table' }>): Table {
  const columns = Math.max(block.header.length, ...block.rows.map((row) => row.length), 1);
  const width = Math.floor(100 / columns);
  const padded = (row: readonly string[]) => Array.from({ length: columns }, (_, i) => row[i] ?? '');
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: padded(block.header).map((text) => cell(text, true, width)) }),
      ...block.rows.map(
        (row) => new TableRow({ cantSplit: true, children: padded(row).map((text) => cell(text, false, width)) }),
      ),
    ],
  });
}

/** Lines inside a block (a letter's sign-off) stay separate lines in Word. */
function runs(text: string): TextRun[] {
  return text.split('\n').map((line, index) => new TextRun({ text: line, break: index > 0 ? 1 : 0 }));
}

function wordBlock(block: Block): Paragraph | Table {
  switch (block.kind) {
    case 'heading':
      return new Paragraph({ heading: HEADINGS[block.level], children: runs(block.text) });
    case 'numbered':
      // The number is part of the text (as in the .txt): a hanging indent lines the paragraphs up.
      return new Paragraph({
        indent: { left: 567, hanging: 567 },
        spacing: { after: 120 },
        children: [new TextRun(`${block.number}.\t`), ...runs(block.text)],
        tabStops: [{ type: 'left', position: 567 }],
      });
    case 'bullet':
      return new Paragraph({ bullet: { level: 0 }, children: runs(block.text) });
    case 'table':
      return table(block);
    case 'paragraph':
      return new Paragraph({ spacing: { after: 120 }, children: runs(block.text) });
  }
}

export function documentBlocks(content: string): (Paragraph | Table)[] {
  return parseMarkup(content).map(wordBlock);
}

export function documentDocx(input: DocumentDocxInput): Document {
  const [before = '', middle = '', after = ''] = input.pageLabel.split(/\{page\}|\{pages\}/);
  return new Document({
    title: input.title,
    creator: 'Tribunal Toolkit',
    styles: { default: { document: { run: { language: { value: input.language }, font: 'Arial', size: 22 } } } },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: [before, PageNumber.CURRENT, middle, PageNumber.TOTAL_PAGES, after] })],
              }),
            ],
          }),
        },
        children: documentBlocks(input.content),
      },
    ],
  });
}

export function documentDocxBlob(input: DocumentDocxInput): Promise<Blob> {
  return Packer.toBlob(documentDocx(input));
}
