/**
 * The index at the front of the bundle: the title, then a table of section headings and documents
 * (number, description or file name, the document's own date, page range). Each document's row is a link (a Link annotation whose
 * /Dest is the document's first page, PDF 1.7 §12.5.6.5 and §12.3.2.2), so a judge reading on
 * screen can jump to it. Planned first (how many pages), drawn once the page numbers are known.
 */
import type { PDFDocument, PDFPage, PDFRef } from 'pdf-lib';
import type { BundleFonts } from './fonts';
import { format } from './format';
import { ENTRY_LEADING, type IndexRow, layoutIndex, NOTE_LEADING, ROW_PADDING, SECTION_HEIGHT } from './index-layout';
import { A4, drawLineOfText, drawRule, MARGIN } from './page-writer';
import { wrapParagraph } from './text-layout';
import type { BundleLabels, BundleSection } from './types';

const TITLE_SIZE = 18;
const TITLE_LEADING = 22;
const SUBTITLE_SIZE = 13;
const HEADING_SIZE = 14;
const HEADER_SIZE = 9;
const HEADER_HEIGHT = 18;
const ENTRY_SIZE = 10;
const NOTE_SIZE = 8.5;
const SECTION_SIZE = 11;

const LEFT = MARGIN;
const RIGHT = A4.width - MARGIN;
const NUMBER_WIDTH = 26;
const GAP = 10;
const PAGES_WIDTH = 78;
const DATE_WIDTH = 62;
const NAME_X = LEFT + NUMBER_WIDTH + GAP;
const DATE_X = RIGHT - PAGES_WIDTH - GAP - DATE_WIDTH;
const NAME_WIDTH = DATE_X - GAP - NAME_X;

export interface IndexItem {
  number: number;
  /** The document's description, or its file name. */
  title: string;
  date: string;
  section: BundleSection | null;
  convertedFromWord: boolean;
  /** In a bundle split into volumes: the volume it is in (from 1); a heading opens each. */
  volume?: number;
}

/** Where an index item's document is in the finished bundle. */
export interface IndexTarget {
  firstPage: number;
  lastPage: number;
  /** Its first page, when in this PDF (a split bundle's index links only to its own volume). */
  pageRef?: PDFRef | undefined;
}

export interface IndexPlan {
  pageCount: number;
  draw(doc: PDFDocument, pages: readonly PDFPage[], targets: readonly IndexTarget[]): void;
}

export function planIndex(
  items: readonly IndexItem[],
  grouped: boolean,
  title: string,
  labels: BundleLabels,
  fonts: BundleFonts,
): IndexPlan {
  const { printable } = fonts;
  const titleLines = wrapParagraph(printable(title), RIGHT - LEFT, fonts.measure(fonts.bold, TITLE_SIZE));
  const measureName = fonts.measure(fonts.regular, ENTRY_SIZE);
  const measureNote = fonts.measure(fonts.italic, NOTE_SIZE);
  const note = printable(labels.convertedFromWord);

  const rows: IndexRow[] = [];
  items.forEach((item, i) => {
    const newVolume = item.volume !== undefined && (i === 0 || items[i - 1]?.volume !== item.volume);
    if (newVolume) rows.push({ kind: 'section', title: printable(format(labels.volume, { n: item.volume ?? 1 })) });
    if (grouped && (newVolume || i === 0 || items[i - 1]?.section !== item.section)) {
      rows.push({ kind: 'section', title: printable(item.section ? labels.sections[item.section] : labels.otherDocuments) });
    }
    rows.push({
      kind: 'entry',
      entry: i,
      nameLines: wrapParagraph(printable(item.title), NAME_WIDTH, measureName),
      noteLines: item.convertedFromWord ? wrapParagraph(note, NAME_WIDTH, measureNote) : [],
    });
  });

  const top = A4.height - MARGIN;
  const titleBlock = titleLines.length * TITLE_LEADING + SUBTITLE_SIZE + 24;
  const tableTop = (headingTop: number) => headingTop - HEADING_SIZE - 10 - HEADER_HEIGHT;
  const { pageCount, placed } = layoutIndex(rows, tableTop(top - titleBlock), tableTop(top), MARGIN);

  return {
    pageCount,
    draw(doc, pages, targets) {
      pages.forEach((page, pageIndex) => {
        let headingTop = top;
        if (pageIndex === 0) {
          let y = top - TITLE_SIZE;
          for (const line of titleLines) {
            drawLineOfText(page, line, { font: fonts.bold, size: TITLE_SIZE, x: LEFT, y });
            y -= TITLE_LEADING;
          }
          drawLineOfText(page, printable(labels.bundleTitle), {
            font: fonts.regular,
            size: SUBTITLE_SIZE,
            x: LEFT,
            y: y + TITLE_LEADING - TITLE_SIZE - 8,
          });
          headingTop = top - titleBlock;
        }
        const heading = printable(pageIndex === 0 ? labels.index : labels.indexContinued);
        drawLineOfText(page, heading, { font: fonts.bold, size: HEADING_SIZE, x: LEFT, y: headingTop - HEADING_SIZE });
        const headerBaseline = headingTop - HEADING_SIZE - 10 - HEADER_HEIGHT + 6;
        const header = { font: fonts.bold, size: HEADER_SIZE, y: headerBaseline };
        drawLineOfText(page, printable(labels.number), { ...header, x: LEFT });
        drawLineOfText(page, printable(labels.document), { ...header, x: NAME_X });
        drawLineOfText(page, printable(labels.date), { ...header, x: DATE_X });
        const pagesLabel = printable(labels.pages);
        drawLineOfText(page, pagesLabel, { ...header, x: RIGHT - fonts.bold.widthOfTextAtSize(pagesLabel, HEADER_SIZE) });
        drawRule(page, LEFT, RIGHT, headerBaseline - 6);
      });

      for (const { row, page: pageIndex, top: rowTop, height } of placed) {
        const page = pages[pageIndex];
        if (!page) continue;
        if (row.kind === 'section') {
          drawLineOfText(page, row.title, { font: fonts.bold, size: SECTION_SIZE, x: LEFT, y: rowTop - SECTION_HEIGHT + 8 });
          continue;
        }
        const item = items[row.entry];
        const target = targets[row.entry];
        if (!item || !target) continue;
        const baseline = rowTop - ROW_PADDING - ENTRY_SIZE;
        const entryText = { font: fonts.regular, size: ENTRY_SIZE, y: baseline };
        drawLineOfText(page, String(item.number), { ...entryText, x: LEFT });
        row.nameLines.forEach((line, i) => {
          drawLineOfText(page, line, { ...entryText, x: NAME_X, y: baseline - i * ENTRY_LEADING });
        });
        const noteTop = baseline - Math.max(1, row.nameLines.length) * ENTRY_LEADING + ENTRY_LEADING - NOTE_LEADING;
        row.noteLines.forEach((line, i) => {
          drawLineOfText(page, line, { font: fonts.italic, size: NOTE_SIZE, x: NAME_X, y: noteTop - i * NOTE_LEADING });
        });
        drawLineOfText(page, printable(item.date), { ...entryText, x: DATE_X });
        const range = printable(
          target.firstPage === target.lastPage
            ? format(labels.singlePage, { page: target.firstPage })
            : format(labels.pageRange, { from: target.firstPage, to: target.lastPage }),
        );
        drawLineOfText(page, range, { ...entryText, x: RIGHT - fonts.regular.widthOfTextAtSize(range, ENTRY_SIZE) });
        drawRule(page, LEFT, RIGHT, rowTop - height);
        if (target.pageRef) addLink(doc, page, [LEFT, rowTop - height, RIGHT, rowTop], target.pageRef);
      }
    },
  };
}

/** A Link annotation over `rect` that goes to the top of `pageRef`, fitted to the window. */
function addLink(doc: PDFDocument, page: PDFPage, rect: [number, number, number, number], pageRef: PDFRef): void {
  const annotation = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: rect,
    // No border: the row is the link, as in a printed table of contents.
    Border: [0, 0, 0],
    Dest: [pageRef, 'Fit'],
  });
  page.node.addAnnot(doc.context.register(annotation));
}
