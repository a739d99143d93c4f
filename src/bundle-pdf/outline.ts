/**
 * PDF bookmarks (the "outline", PDF 1.7 §12.3.3), which pdf-lib has no API for. The catalog's
 * /Outlines points to an outline dictionary (Table 152) whose /First and /Last are its top-level
 * items; the items of each level form a doubly linked list through /Prev and /Next, each names its
 * /Parent, and an item with children has /First, /Last and /Count (Table 153). Every item here is
 * open, so an item's /Count is the number of its visible descendants and the root's /Count is the
 * number of all items. Each item goes to a page with /Dest [page /Fit] (§12.3.2.2).
 */
import { type PDFDocument, PDFHexString, PDFName, PDFNumber, type PDFPage, type PDFRef } from 'pdf-lib';
import type { IndexItem } from './index-pages';
import type { BundleLabels } from './types';

export interface OutlineItem {
  title: string;
  page: PDFRef;
  children: readonly OutlineItem[];
}

/** How many items an open outline shows under these items, counting them and all their descendants. */
export function visibleCount(items: readonly OutlineItem[]): number {
  return items.reduce((sum, item) => sum + 1 + visibleCount(item.children), 0);
}

/** Sets the document's outline to `items` and asks readers to open the bookmarks panel. */
export function setOutline(doc: PDFDocument, items: readonly OutlineItem[]): void {
  if (items.length === 0) return;
  const { context, catalog } = doc;
  const rootRef = context.nextRef();
  const [first, last] = writeLevel(doc, items, rootRef);
  context.assign(rootRef, context.obj({ Type: 'Outlines', First: first, Last: last, Count: visibleCount(items) }));
  catalog.set(PDFName.of('Outlines'), rootRef);
  catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

/** Writes one level's items, linked to each other and to `parent`; returns the first and last refs. */
function writeLevel(doc: PDFDocument, items: readonly OutlineItem[], parent: PDFRef): [PDFRef, PDFRef] {
  const { context } = doc;
  const refs = items.map(() => context.nextRef());
  items.forEach((item, i) => {
    const ref = refs[i]!;
    const dict = context.obj({
      // A text string in UTF-16: bookmarks can show any character, unlike the WinAnsi page text.
      Title: PDFHexString.fromText(item.title),
      Parent: parent,
      Dest: [item.page, 'Fit'],
    });
    if (i > 0) dict.set(PDFName.of('Prev'), refs[i - 1]!);
    if (i < refs.length - 1) dict.set(PDFName.of('Next'), refs[i + 1]!);
    if (item.children.length > 0) {
      const [first, last] = writeLevel(doc, item.children, ref);
      dict.set(PDFName.of('First'), first);
      dict.set(PDFName.of('Last'), last);
      dict.set(PDFName.of('Count'), PDFNumber.of(visibleCount(item.children)));
    }
    context.assign(ref, dict);
  });
  return [refs[0]!, refs[refs.length - 1]!];
}

/**
 * One bookmark for the index (when this PDF has it), then one per section with its documents (or
 * one per document); documents not in this PDF (another volume's) have none.
 */
export function outlineItems(
  items: readonly IndexItem[],
  targets: readonly { pageRef?: PDFRef | undefined }[],
  indexPage: PDFPage | null,
  grouped: boolean,
  labels: BundleLabels,
): OutlineItem[] {
  const here = items.flatMap((item, i) => {
    const page = targets[i]?.pageRef;
    return page ? [{ item, bookmark: { title: `${item.number}. ${item.title}`, page, children: [] } as OutlineItem }] : [];
  });
  const documents = here.map(({ bookmark }) => bookmark);
  const front: OutlineItem[] = indexPage ? [{ title: labels.index, page: indexPage.ref, children: [] }] : [];
  if (!grouped) return [...front, ...documents];
  // Items arrive grouped by section (./sections), so each section is one run.
  const runs: { section: IndexItem['section']; children: OutlineItem[] }[] = [];
  for (const { item, bookmark } of here) {
    const run = runs[runs.length - 1];
    if (run && run.section === item.section) run.children.push(bookmark);
    else runs.push({ section: item.section, children: [bookmark] });
  }
  return [
    ...front,
    ...runs.map((run) => ({
      title: run.section ? labels.sections[run.section] : labels.otherDocuments,
      page: run.children[0]!.page,
      children: run.children,
    })),
  ];
}
