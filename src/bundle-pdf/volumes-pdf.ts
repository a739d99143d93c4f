/**
 * A bundle split into volumes, each its own PDF, for a claimant who must send it by e-mail or who
 * was told a volume's page limit. The documents' pages are already in `out` (in bundle order, no
 * index); each volume copies its documents' pages into a PDF of its own. The index goes at the
 * front of the first volume and lists every volume's documents, under a heading per volume, with
 * their pages; page numbers run on across volumes ('Page N of M' counts the whole bundle), so a
 * page reference means the same page whichever volume it is in. The index links (and bookmarks)
 * only to pages in its own PDF: a link cannot open another file reliably.
 *
 * A byte limit is planned on the source files' sizes; a volume that comes out over it is planned
 * again on a budget shrunk by what it overshot, at most twice, and any still over (one document
 * alone is larger) is reported.
 */
import { PageSizes, PDFDocument, type PDFPage } from 'pdf-lib';
import { type PartSize, planVolumes, type VolumeLimit } from '../domain/bundle-checks/volumes';
import { embedBundleFonts } from './fonts';
import { format } from './format';
import { type IndexItem, type IndexTarget, planIndex } from './index-pages';
import { outlineItems, setOutline } from './outline';
import { setDecimalPageLabels } from './page-labels';
import { stampPage } from './stamp';
import type { BuiltVolume, BundleDocument, BundleLabels } from './types';

/** What the index, the fonts and the PDF's own objects add to the first volume, before its documents. */
const FRONT_BYTES = 40_000;
const REPLANS = 2;

export interface VolumeParts {
  document: BundleDocument;
  pages: PDFPage[];
}

export interface VolumeSettings {
  title: string;
  /** With the reading copy's notice in the subtitle, if any. */
  labels: BundleLabels;
  notice: string | undefined;
  grouped: boolean;
  dateLocale: string;
  save: (doc: PDFDocument) => Promise<Uint8Array>;
}

export interface SplitBundle {
  volumes: BuiltVolume[];
  /** Where each item's document is: bundle page numbers, and its volume when there are several. */
  targets: { firstPage: number; lastPage: number; volume?: number }[];
  indexPages: number;
  pageCount: number;
  overLimit: number[];
}

export async function splitIntoVolumes(
  out: PDFDocument,
  parts: readonly VolumeParts[],
  items: readonly IndexItem[],
  limit: VolumeLimit,
  settings: VolumeSettings,
): Promise<SplitBundle> {
  const sizes: PartSize[] = parts.map((part) => ({ pages: part.pages.length, bytes: part.document.bytes.byteLength }));
  const measuring = await embedBundleFonts(await PDFDocument.create());
  let budget = limit.maxBytes ?? null;
  let split: SplitBundle | null = null;
  for (let attempt = 0; attempt <= REPLANS; attempt++) {
    const plan = stablePlan(
      sizes,
      items,
      { maxPages: limit.maxPages ?? null, maxBytes: budget },
      (placed) => planIndex(placed, settings.grouped, settings.title, settings.labels, measuring).pageCount,
    );
    split = await writeVolumes(out, parts, plan.items, plan.volumes, plan.indexPages, settings);
    const largest = Math.max(...split.volumes.map((volume) => volume.bytes.byteLength));
    const tooBig = split.volumes.filter((volume) => limit.maxBytes && volume.bytes.byteLength > limit.maxBytes);
    if (
      !limit.maxBytes ||
      !budget ||
      tooBig.length === 0 ||
      tooBig.every((volume) => plan.volumes[volume.number - 1]?.length === 1)
    ) {
      break;
    }
    budget = Math.floor(budget * (limit.maxBytes / largest) * 0.95);
  }
  if (!split) throw new Error('No volume was planned');
  split.overLimit = split.volumes
    .filter(
      (volume) =>
        (limit.maxBytes && volume.bytes.byteLength > limit.maxBytes) ||
        (limit.maxPages && volume.lastPage - volume.firstPage + 1 > limit.maxPages),
    )
    .map((volume) => volume.number);
  return split;
}

/**
 * The volumes and the index's length, planned until they agree: the index's length (it gains a
 * heading per volume) counts towards the first volume, which can move a cut, which can change the
 * headings. Three rounds settle it in practice; the last plan is kept either way.
 */
function stablePlan(
  sizes: readonly PartSize[],
  items: readonly IndexItem[],
  limit: VolumeLimit,
  indexLength: (items: readonly IndexItem[]) => number,
): { volumes: number[][]; items: IndexItem[]; indexPages: number } {
  let indexPages = indexLength(items);
  let placed: IndexItem[] = [...items];
  let volumes: number[][] = [sizes.map((_, i) => i)];
  for (let round = 0; round < 3; round++) {
    volumes = planVolumes(sizes, limit, { pages: indexPages, bytes: FRONT_BYTES }).volumes;
    const volumeOf = new Map(volumes.flatMap((members, v) => members.map((i) => [i, v + 1] as const)));
    placed = items.map((item, i) => (volumes.length > 1 ? { ...item, volume: volumeOf.get(i) ?? 1 } : { ...item }));
    const length = indexLength(placed);
    if (length === indexPages) break;
    indexPages = length;
  }
  return { volumes, items: placed, indexPages };
}

async function writeVolumes(
  out: PDFDocument,
  parts: readonly VolumeParts[],
  items: readonly IndexItem[],
  volumes: readonly number[][],
  indexPages: number,
  settings: VolumeSettings,
): Promise<SplitBundle> {
  const { labels, notice } = settings;
  // Where each document's pages are in `out` (added in bundle order) and in the bundle.
  const outStart: number[] = [];
  const targets: SplitBundle['targets'] = [];
  let outPage = 0;
  let bundlePage = indexPages + 1;
  for (const [i, part] of parts.entries()) {
    outStart.push(outPage);
    const volume = items[i]?.volume;
    targets.push({ firstPage: bundlePage, lastPage: bundlePage + part.pages.length - 1, ...(volume ? { volume } : {}) });
    outPage += part.pages.length;
    bundlePage += part.pages.length;
  }
  const pageCount = bundlePage - 1;
  const built: BuiltVolume[] = [];
  for (const [v, members] of volumes.entries()) {
    const doc = await PDFDocument.create();
    const fonts = await embedBundleFonts(doc);
    const indices = members.flatMap((i) => parts[i]!.pages.map((_, p) => outStart[i]! + p));
    const copied = (await doc.copyPages(out, indices)).map((page) => doc.addPage(page));
    const pageRefs = new Map<number, IndexTarget['pageRef']>();
    let at = 0;
    for (const i of members) {
      pageRefs.set(i, copied[at]?.ref);
      at += parts[i]!.pages.length;
    }
    const volumeTargets: IndexTarget[] = targets.map((target, i) => ({
      firstPage: target.firstPage,
      lastPage: target.lastPage,
      pageRef: pageRefs.get(i),
    }));
    let indexPage: PDFPage | null = null;
    if (v === 0) {
      const index = planIndex(items, settings.grouped, settings.title, labels, fonts);
      const front = Array.from({ length: index.pageCount }, (_, i) => doc.insertPage(i, PageSizes.A4));
      index.draw(doc, front, volumeTargets);
      indexPage = front[0] ?? null;
    }
    const firstPage = v === 0 ? 1 : targets[members[0]!]!.firstPage;
    const pages = doc.getPages();
    pages.forEach((page, i) => {
      const pageOf = format(labels.pageOf, { n: firstPage + i, total: pageCount });
      stampPage(page, fonts.printable(notice ? `${pageOf} – ${notice}` : pageOf), fonts.regular);
    });
    setOutline(doc, outlineItems(items, volumeTargets, indexPage, settings.grouped, labels));
    setDecimalPageLabels(doc, firstPage);
    // Everything fitted in one: it is the bundle, not a 'Volume 1 of 1'.
    const volumeOf = volumes.length > 1 ? ` – ${format(labels.volumeOf, { n: v + 1, total: volumes.length })}` : '';
    doc.setTitle(`${settings.title} – ${labels.bundleTitle}${volumeOf}`, { showInWindowTitleBar: true });
    doc.setLanguage(settings.dateLocale);
    doc.setCreator('Tribunal Toolkit');
    built.push({ number: v + 1, bytes: await settings.save(doc), firstPage, lastPage: firstPage + pages.length - 1 });
  }
  return { volumes: built, targets, indexPages, pageCount, overLimit: [] };
}
