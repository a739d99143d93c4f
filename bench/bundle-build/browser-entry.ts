/**
 * What the benchmark page runs (bundled by bench/bundle-build/run.mjs with esbuild). `prepare` makes
 * the case file once; `build` makes the whole hearing bundle from it; `floor` only merges its PDFs
 * with pdf-lib (load, copyPages, save with the same options as the builder): the least any bundle of
 * those PDFs costs. Each returns its time in milliseconds, measured in the page.
 */
import { PDFDocument } from 'pdf-lib';
import { buildBundle, LOAD_OPTIONS, SAVE_OPTIONS } from '../../src/bundle-pdf/build-bundle';
import { pickMessages } from '../../src/i18n/island-messages';
import { BUNDLE_PDF_MESSAGE_KEYS, bundleLabels } from '../../src/islands/bundle/bundle-labels';
import { type BenchInputs, makeInputs } from './inputs';

let inputs: BenchInputs | undefined;

/** The builder of another commit (BENCH_BASELINE in bench/bundle-build/run.mjs), loaded beside this one. */
declare global {
  interface Window {
    bundleBaseline?: { buildBundle: typeof buildBundle; labels: ReturnType<typeof bundleLabels> };
  }
}

async function prepare(): Promise<{ files: number; pdfPages: number; bytes: number }> {
  inputs = await makeInputs();
  let pdfPages = 0;
  for (const bytes of inputs.pdfs) pdfPages += (await PDFDocument.load(bytes)).getPageCount();
  return { files: inputs.documents.length, pdfPages, bytes: inputs.documents.reduce((sum, d) => sum + d.bytes.byteLength, 0) };
}

/** The whole bundle, or the bundle without the files named in `leaveOut` (to see what each costs). */
async function build(
  leaveOut: readonly string[] = [],
  baseline = false,
): Promise<{ ms: number; pages: number; bytes: number; skipped: number }> {
  if (!inputs) throw new Error('Call prepare() first');
  const other = window.bundleBaseline;
  if (baseline && !other) throw new Error('No baseline loaded');
  const documents = inputs.documents.filter((document) => !leaveOut.includes(document.id));
  const started = performance.now();
  const result = await (baseline && other ? other.buildBundle : buildBundle)(documents, {
    title: 'Maria Silva v Acme Retail Ltd',
    labels: baseline && other ? other.labels : bundleLabels(pickMessages('en', BUNDLE_PDF_MESSAGE_KEYS)),
    dateLocale: 'en-GB',
  });
  return {
    ms: performance.now() - started,
    pages: result.pageCount,
    bytes: result.bytes.byteLength,
    skipped: result.skipped.length,
  };
}

/** The whole bundle's bytes, to look at in other readers (BENCH_BUNDLE_OUT in bench/bundle-build/run.mjs). */
async function bytes(): Promise<number[]> {
  if (!inputs) throw new Error('Call prepare() first');
  const result = await buildBundle(inputs.documents, {
    title: 'Maria Silva v Acme Retail Ltd',
    labels: bundleLabels(pickMessages('en', BUNDLE_PDF_MESSAGE_KEYS)),
    dateLocale: 'en-GB',
  });
  return Array.from(result.bytes);
}

async function floor(): Promise<{ ms: number; pages: number; bytes: number }> {
  if (!inputs) throw new Error('Call prepare() first');
  const started = performance.now();
  const out = await PDFDocument.create();
  for (const bytes of inputs.pdfs) {
    const source = await PDFDocument.load(bytes, LOAD_OPTIONS);
    for (const page of await out.copyPages(source, source.getPageIndices())) out.addPage(page);
  }
  const saved = await out.save(SAVE_OPTIONS);
  return { ms: performance.now() - started, pages: out.getPageCount(), bytes: saved.byteLength };
}

Object.assign(window, { bundleBench: { prepare, build, floor, bytes, baseline: () => build([], true) } });
