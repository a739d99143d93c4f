/**
 * The hearing bundle: the case's documents in one PDF, with a title and index at the front, every
 * page numbered 'Page N of M' in the same place, bookmarks per section and document, page labels
 * and a title in its metadata.
 *
 * It runs in the claimant's browser, not in the Worker: a Worker has 128 MB of memory and a CPU
 * time limit per request, and a 200-page bundle (parsing every PDF, copying its pages, compressing
 * the result) would not fit there; in the browser the files are already at hand after download, and
 * the work costs our servers nothing. The screen loads this module with import() when the claimant
 * presses Build, so pdf-lib (and mammoth, for Word files, loaded only when one is included) are not
 * part of any page's first download.
 *
 * One pass: each document's pages are added (PDF pages copied at their own size; images and text
 * laid out on A4); then the index is planned (its length depends only on the rows, not on page
 * numbers), its pages inserted at the front, and only then the page ranges, links and numbers,
 * which count the index's own pages, are drawn.
 */
import { PageSizes, ParseSpeeds, PDFDocument, type PDFPage } from 'pdf-lib';
import { uploadMoment } from './dates';
import { docxText } from './docx-text';
import { type BundleFonts, embedBundleFonts } from './fonts';
import { format } from './format';
import { addImagePage } from './image-page';
import { type IndexItem, planIndex } from './index-pages';
import { documentKind } from './kinds';
import { outlineItems, setOutline } from './outline';
import { setDecimalPageLabels } from './page-labels';
import { type EmbeddedImage, embedPng } from './png-image';
import { groupBySection, usesSections } from './sections';
import { stampPage } from './stamp';
import { addTextPages, decodeText } from './text-pages';
import type { BuildOptions, BuildResult, BundleDocument, IndexEntry, SkippedDocument, SkipReason } from './types';
import { splitIntoVolumes } from './volumes-pdf';

/** Nothing could go in: every document was left out or could not be read. */
export class EmptyBundleError extends Error {
  constructor(readonly skipped: readonly SkippedDocument[]) {
    super('No document could be put in the bundle');
    this.name = 'EmptyBundleError';
  }
}

/** A document whose pages are in the bundle. */
interface Part {
  document: BundleDocument;
  pages: PDFPage[];
  convertedFromWord: boolean;
}

type Added = { pages: PDFPage[]; convertedFromWord: boolean } | { skip: SkipReason };

/** Options for reading and writing PDFs, shared with the benchmark's floor so both do the same work. */
export const LOAD_OPTIONS = { parseSpeed: ParseSpeeds.Fastest, updateMetadata: false, ignoreEncryption: true } as const;
export const SAVE_OPTIONS = {
  useObjectStreams: true,
  objectsPerTick: Number.POSITIVE_INFINITY,
  addDefaultPage: false,
  updateFieldAppearances: false,
} as const;

const YIELD_EVERY_MS = 50;

export async function buildBundle(documents: readonly BundleDocument[], options: BuildOptions): Promise<BuildResult> {
  const { labels, title } = options;
  const ordered = groupBySection(documents);
  const steps = ordered.length + 2;
  let done = 0;
  const progress = () => options.onProgress?.(++done, steps);

  const out = await PDFDocument.create();
  const fonts = await embedBundleFonts(out);
  const parts: Part[] = [];
  const skipped: SkippedDocument[] = [];

  const pngs = embedPngsAhead(out, ordered);
  let lastYield = performance.now();
  for (const document of ordered) {
    const added = await addDocument(out, document, options, fonts, pngs.get(document));
    if ('skip' in added) skipped.push({ fileName: document.fileName, reason: added.skip });
    else parts.push({ document, ...added });
    progress();
    // Lets the page repaint its progress bar (and take a tap) between documents, at most every
    // 50 ms: a yield costs a trip through the event loop, too many for a run of small files.
    if (performance.now() - lastYield > YIELD_EVERY_MS) {
      await yieldToBrowser();
      lastYield = performance.now();
    }
  }
  if (parts.length === 0) throw new EmptyBundleError(skipped);

  const dates = new Intl.DateTimeFormat(options.dateLocale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
  // The document's own date and description, given by the claimant: the upload date says nothing
  // to a judge, and a file name like 'IMG_2041.jpg' says less.
  const items: IndexItem[] = parts.map((part, i) => ({
    number: i + 1,
    title: part.document.description?.trim() || part.document.fileName,
    date: part.document.documentDate ? printedDate(part.document.documentDate, dates) || labels.undated : labels.undated,
    section: part.document.section,
    convertedFromWord: part.convertedFromWord,
  }));
  const grouped = usesSections(parts.map((part) => part.document));
  const notice = options.notice;
  const subtitled = notice ? { ...labels, bundleTitle: `${labels.bundleTitle} (${notice})` } : labels;
  if (options.volumes) {
    const split = await splitIntoVolumes(out, parts, items, options.volumes, {
      title,
      labels: subtitled,
      notice,
      grouped,
      dateLocale: options.dateLocale,
      save: (doc) => doc.save(SAVE_OPTIONS),
    });
    progress();
    progress();
    const { volumes, pageCount, indexPages, overLimit } = split;
    return {
      bytes: volumes[0]!.bytes,
      pageCount,
      indexPages,
      volumes,
      overLimit,
      entries: entriesOf(parts, items, split.targets),
      skipped,
    };
  }
  const index = planIndex(items, grouped, title, subtitled, fonts);
  const indexPages = Array.from({ length: index.pageCount }, (_, i) => out.insertPage(i, PageSizes.A4));

  let nextPage = index.pageCount + 1;
  const targets = parts.map((part) => {
    const firstPage = nextPage;
    nextPage += part.pages.length;
    return { firstPage, lastPage: nextPage - 1, pageRef: part.pages[0]!.ref };
  });
  index.draw(out, indexPages, targets);

  const pages = out.getPages();
  pages.forEach((page, i) => {
    const pageOf = format(labels.pageOf, { n: i + 1, total: pages.length });
    stampPage(page, fonts.printable(notice ? `${pageOf} – ${notice}` : pageOf), fonts.regular);
  });
  progress();

  setOutline(out, outlineItems(items, targets, indexPages[0]!, grouped, labels));
  setDecimalPageLabels(out);
  out.setTitle(`${title} – ${labels.bundleTitle}`, { showInWindowTitleBar: true });
  out.setLanguage(options.dateLocale);
  out.setCreator('Tribunal Toolkit');

  const bytes = await out.save(SAVE_OPTIONS);
  progress();

  return { bytes, pageCount: pages.length, indexPages: index.pageCount, entries: entriesOf(parts, items, targets), skipped };
}

/**
 * Starts embedding every PNG at once, while the PDFs are copied: a screenshot with alpha is worked on
 * in a Web Worker (./png-soft-mask), several side by side as the device's cores allow
 * (./soft-mask-pool), so that wait overlaps the copying instead of adding to it. Each is streamed
 * through a chunk at a time, so even where they all run on the page's thread (no Worker) no decoded
 * image is held whole.
 */
function embedPngsAhead(out: PDFDocument, documents: readonly BundleDocument[]): Map<BundleDocument, Promise<EmbeddedImage>> {
  const ahead = new Map<BundleDocument, Promise<EmbeddedImage>>();
  for (const document of documents) {
    if (documentKind(document.fileName, document.fileType) !== 'png') continue;
    const embedded = embedPng(out, new Uint8Array(document.bytes));
    // A failure is met where the document's turn awaits it (and reported as damaged), not here.
    embedded.catch(() => undefined);
    ahead.set(document, embedded);
  }
  return ahead;
}

async function addDocument(
  out: PDFDocument,
  document: BundleDocument,
  options: BuildOptions,
  fonts: BundleFonts,
  pngAhead?: Promise<EmbeddedImage>,
): Promise<Added> {
  const kind = documentKind(document.fileName, document.fileType);
  const bytes = new Uint8Array(document.bytes);
  switch (kind) {
    case 'doc':
      return { skip: 'doc-not-supported' };
    case 'other':
      return { skip: 'type-not-supported' };
    case 'pdf':
      return addPdf(out, bytes);
    case 'jpeg':
    case 'png':
      try {
        // Captioned with the claimant's own description, as the index names it; the file name only without one.
        const caption = document.description?.trim() || document.fileName;
        return { pages: [await addImagePage(out, bytes, kind, caption, fonts, pngAhead)], convertedFromWord: false };
      } catch {
        return { skip: 'damaged' };
      }
    case 'text':
      return {
        pages: addTextPages(out, decodeText(bytes), { title: document.description?.trim() || document.fileName }, fonts),
        convertedFromWord: false,
      };
    case 'docx': {
      if (options.includeDocx === false) return { skip: 'docx-excluded' };
      let text: string;
      try {
        text = await docxText(document.bytes);
      } catch {
        return { skip: 'damaged' };
      }
      const heading = { title: document.fileName, note: options.labels.convertedFromWord };
      return { pages: addTextPages(out, text, heading, fonts), convertedFromWord: true };
    }
  }
}

/**
 * A PDF's pages, copied at their own size. An encrypted PDF is refused: pdf-lib cannot decrypt, and
 * copying its still-encrypted contents into an unencrypted bundle would print garbage. It is found
 * by loading with ignoreEncryption and reading isEncrypted (the /Encrypt entry of the trailer):
 * pdf-lib's EncryptedPDFError cannot be told apart with instanceof, as its ES5 build loses the
 * subclass of Error. Anything pdf-lib cannot parse or copy is damaged; nothing of it is added.
 */
async function addPdf(out: PDFDocument, bytes: Uint8Array): Promise<Added> {
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(bytes, LOAD_OPTIONS);
  } catch {
    return { skip: 'damaged' };
  }
  if (source.isEncrypted) return { skip: 'encrypted' };
  try {
    const indices = source.getPageIndices();
    if (indices.length === 0) return { skip: 'damaged' };
    const copied = await out.copyPages(source, indices);
    return { pages: copied.map((page) => out.addPage(page)), convertedFromWord: false };
  } catch {
    return { skip: 'damaged' };
  }
}

/** The index's lines as the screen shows them, with where each document is in the bundle. */
function entriesOf(
  parts: readonly Part[],
  items: readonly IndexItem[],
  targets: readonly { firstPage: number; lastPage: number; volume?: number }[],
): IndexEntry[] {
  return items.map((item, i) => ({
    id: parts[i]!.document.id,
    number: item.number,
    fileName: parts[i]!.document.fileName,
    title: item.title,
    section: item.section,
    date: item.date,
    firstPage: targets[i]!.firstPage,
    lastPage: targets[i]!.lastPage,
    convertedFromWord: item.convertedFromWord,
    ...(targets[i]!.volume === undefined ? {} : { volume: targets[i]!.volume }),
  }));
}

/** A date as the index prints it (dd/mm/yyyy), on the London calendar. */
function printedDate(iso: string, dates: Intl.DateTimeFormat): string {
  const moment = uploadMoment(iso);
  return moment ? dates.format(moment) : '';
}

/** A macrotask break (MessageChannel: setTimeout is clamped to 4 ms after a few nested calls). */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
