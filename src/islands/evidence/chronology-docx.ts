/**
 * The chronology as a Word document (the `docx` library): a title, the case's name, the table with
 * its heading row repeated on every page, and a line saying when it was made. The island loads this
 * module with import() only when 'Download Word (.docx)' is pressed, so the library (hundreds of KB)
 * never weighs on the page itself.
 */
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { ChronologyHeadings, ChronologyRow } from './chronology-rows';

export interface ChronologyDocxInput {
  title: string;
  caseName: string;
  headings: ChronologyHeadings;
  /** Dates already in words ("30 September 2026"), as on the page. */
  rows: readonly (Omit<ChronologyRow, 'date'> & { date: string })[];
  /** "Generated on 22 November 2026 …", in the page's language. */
  generatedLine: string;
  /** BCP 47 tag ('en-GB', 'pt-PT'): Word checks the spelling in the right language. */
  language: string;
  /** A reading copy's warning, printed in bold under the title: not the document to send. */
  notice?: string;
}

/** Column widths in percent: the date, the event (most of the page), the reference. */
const WIDTHS = [24, 60, 16] as const;

function cell(text: string, width: number, bold = false): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.PERCENTAGE },
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    children: [new Paragraph({ children: text ? [new TextRun({ text, bold })] : [] })],
  });
}

export function chronologyDocument(input: ChronologyDocxInput): Document {
  const [dateWidth, eventWidth, referenceWidth] = WIDTHS;
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: [
          cell(input.headings.date, dateWidth, true),
          cell(input.headings.event, eventWidth, true),
          cell(input.headings.reference, referenceWidth, true),
        ],
      }),
      ...input.rows.map(
        (row) =>
          new TableRow({
            cantSplit: true,
            children: [cell(row.date, dateWidth), cell(row.event, eventWidth), cell(row.reference, referenceWidth)],
          }),
      ),
    ],
  });
  return new Document({
    title: `${input.title}: ${input.caseName}`,
    creator: 'Tribunal Toolkit',
    styles: { default: { document: { run: { language: { value: input.language }, font: 'Arial', size: 22 } } } },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(input.title)] }),
          ...(input.notice ? [new Paragraph({ children: [new TextRun({ text: input.notice, bold: true })] })] : []),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(input.caseName)] }),
          table,
          new Paragraph({ spacing: { before: 240 }, children: [new TextRun({ text: input.generatedLine, italics: true })] }),
        ],
      },
    ],
  });
}

export function chronologyDocxBlob(input: ChronologyDocxInput): Promise<Blob> {
  return Packer.toBlob(chronologyDocument(input));
}
