// `npm run bench:bundle`: the hearing bundle built in Chromium, as a claimant's browser builds it.
// ./browser-entry.ts is bundled with esbuild and served from a loopback server;
// the page makes a fixed 13-file case (8 PDFs of 184 pages, a phone photo, two screenshots, two text
// files) and then, alternately, builds the 200-page bundle and merges the same 8 PDFs with pdf-lib
// alone (the floor: no index, numbers, images, text or bookmarks). Times are measured in the page;
// the peak JS heap is sampled through the DevTools protocol while each runs. Writes its section of
// docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';
import { applyOfflineEnv, root } from '../../scripts/offline-env.mjs';
import { median } from '../lib/stats.mjs';

applyOfflineEnv();
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARMUP = 2;
const BASELINE = process.env.BENCH_BASELINE ?? '';
const HEAP_RUNS = 3;
const SECTION = '## Hearing bundle build (in the browser)';

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

/** The page's script: the builder and the floor, bundled for the browser as Vite would (minified, production). */
async function bundle(dir) {
  await build({
    entryPoints: [path.join(root, 'bench', 'bundle-build', 'browser-entry.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    splitting: true,
    outdir: dir,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  // The soft-mask Worker (src/bundle-pdf/png-soft-mask.ts asks for it next to its own module, as
  // Vite builds it): served under the name the page asks for.
  await build({
    entryPoints: [path.join(root, 'src', 'bundle-pdf', 'png-soft-mask-worker.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    outfile: path.join(dir, 'png-soft-mask-worker.ts'),
    loader: { '.ts': 'ts' },
    logLevel: 'error',
  });
  const baseline = BASELINE ? await bundleBaseline(dir) : '';
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Bundle bench</title>${baseline}<script type="module" src="/browser-entry.js"></script></html>`,
  );
}

/**
 * BENCH_BASELINE=<commit>: that commit's builder (its src/, from git archive) bundled beside this
 * one and run on the same case file in the same page, alternately, so a change is measured before
 * and after in one run under the same load. Returns the script tag that loads it.
 */
async function bundleBaseline(dir) {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-baseline-'));
  try {
    execFileSync('sh', ['-c', `git archive ${JSON.stringify(BASELINE)} src | tar -x -C ${JSON.stringify(tree)}`], { cwd: root });
    fs.writeFileSync(
      path.join(tree, 'baseline-entry.ts'),
      [
        "import { buildBundle } from './src/bundle-pdf/build-bundle';",
        "import { pickMessages } from './src/i18n/island-messages';",
        "import { BUNDLE_PDF_MESSAGE_KEYS, bundleLabels } from './src/islands/bundle/bundle-labels';",
        "Object.assign(window, { bundleBaseline: { buildBundle, labels: bundleLabels(pickMessages('en', BUNDLE_PDF_MESSAGE_KEYS)) } });",
      ].join('\n'),
    );
    await build({
      entryPoints: [path.join(tree, 'baseline-entry.ts')],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      outfile: path.join(dir, 'baseline-entry.js'),
      nodePaths: [path.join(root, 'node_modules')],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
  } finally {
    fs.rmSync(tree, { recursive: true, force: true });
  }
  return '<script src="/baseline-entry.js"></script>';
}

/** Serves the bundle's folder on loopback only. */
function serve(dir) {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.ts': 'text/javascript' };
  const server = http.createServer((request, response) => {
    const name = path.basename(new URL(request.url ?? '/', 'http://localhost').pathname) || 'index.html';
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Runs one build (or floor) in the page while sampling memory every 10 ms through the DevTools
 * protocol (Runtime.getHeapUsage is answered between the builder's tasks and at V8 interrupts), after
 * a garbage collection. Two figures: the JS heap (objects), and the heap plus ArrayBuffer backing
 * stores (file bytes, decoded pixels, the finished PDF), each at its peak and before the run.
 */
async function peakMemory(page, cdp, which) {
  await cdp.send('HeapProfiler.collectGarbage');
  const sample = async () => {
    const usage = await cdp.send('Runtime.getHeapUsage');
    return { heap: usage.usedSize, total: usage.usedSize + (usage.backingStorageSize ?? 0) };
  };
  const before = await sample();
  const peak = { ...before };
  let running = true;
  const run = page
    .evaluate((name) => window.bundleBench[name](), which)
    .finally(() => {
      running = false;
    });
  while (running) {
    const now = await sample();
    peak.heap = Math.max(peak.heap, now.heap);
    peak.total = Math.max(peak.total, now.total);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await run;
  return { before, peak };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-bundle-'));
await bundle(dir);
const server = await serve(dir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS, '--disable-dev-shm-usage'],
});
let lines;
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => 'bundleBench' in window);
  const made = await page.evaluate(() => window.bundleBench.prepare());
  if (process.env.BENCH_BUNDLE_OUT) {
    fs.writeFileSync(process.env.BENCH_BUNDLE_OUT, new Uint8Array(await page.evaluate(() => window.bundleBench.bytes())));
    console.log(`The bundle: ${process.env.BENCH_BUNDLE_OUT}`);
  }

  const builds = [];
  const withoutPng = [];
  const pdfsOnly = [];
  const floors = [];
  const baselines = [];
  let shape;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    // In turn, so drift on a busy machine affects every series alike.
    const a = await page.evaluate(() => window.bundleBench.build());
    const c = await page.evaluate(() => window.bundleBench.build(['screenshot', 'screenshot-alpha']));
    const d = await page.evaluate(() =>
      window.bundleBench.build(['screenshot', 'screenshot-alpha', 'photo', 'notes-1', 'notes-2']),
    );
    const b = await page.evaluate(() => window.bundleBench.floor());
    const e = BASELINE ? await page.evaluate(() => window.bundleBench.build([], true)) : null;
    if (a.pages !== 200 || a.skipped !== 0)
      throw new Error(`Expected a 200-page bundle with nothing skipped, got ${JSON.stringify(a)}`);
    shape = { bundle: a, floor: b };
    if (i >= WARMUP) {
      builds.push(a.ms);
      withoutPng.push(c.ms);
      pdfsOnly.push(d.ms);
      floors.push(b.ms);
      if (e) baselines.push(e.ms);
    }
  }
  const memory = { build: [], floor: [], baseline: [] };
  for (let i = 0; i < HEAP_RUNS; i++) {
    memory.build.push(await peakMemory(page, cdp, 'build'));
    memory.floor.push(await peakMemory(page, cdp, 'floor'));
    if (BASELINE) memory.baseline.push(await peakMemory(page, cdp, 'baseline'));
  }
  if (errors.length > 0) throw errors[0];

  const buildMs = median(builds);
  const withoutPngMs = median(withoutPng);
  const pdfsOnlyMs = median(pdfsOnly);
  const floorMs = median(floors);
  const ratios = builds.map((a, i) => a / floors[i]);
  const ratiosWithoutPng = withoutPng.map((c, i) => c / floors[i]);
  const ratiosPdfsOnly = pdfsOnly.map((d, i) => d / floors[i]);
  const spread = (values) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
  const peakOf = (runs, kind) => Math.max(...runs.map((r) => r.peak[kind]));
  const beforeOf = (runs, kind) => median(runs.map((r) => r.before[kind]));
  const memoryRow = (label, kind, runs = memory.build) =>
    `| ${label}, MB (before the run: ${mb(beforeOf(runs, kind))}) | ${mb(peakOf(runs, kind))} | ${mb(peakOf(memory.floor, kind))} | ${(peakOf(runs, kind) / peakOf(memory.floor, kind)).toFixed(2)} |`;
  const baselineMs = BASELINE ? median(baselines) : 0;
  const baselineRows = BASELINE
    ? [
        `| Time, median ms: whole bundle, the builder of ${BASELINE} | ${baselineMs.toFixed(0)} | ${floorMs.toFixed(0)} | ${(baselineMs / floorMs).toFixed(2)} (${spread(baselines.map((e, i) => e / floors[i]))}) |`,
        memoryRow(`Peak JS heap, whole bundle, the builder of ${BASELINE}`, 'heap', memory.baseline),
        memoryRow(`Peak JS heap + ArrayBuffers, whole bundle, the builder of ${BASELINE}`, 'total', memory.baseline),
      ]
    : [];
  // Each whole bundle against the baseline's built just after it: on a busy machine the load moves
  // both alike, so this ratio is steadier than either median.
  const versusBaseline = BASELINE ? builds.map((a, i) => a / baselines[i]) : [];
  const versusLines = BASELINE
    ? [
        '',
        `Whole bundle, this builder ÷ the builder of ${BASELINE}, run by run: median ${median(versusBaseline).toFixed(2)} (${spread(versusBaseline)}).`,
      ]
    : [];
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const cpu = os.cpus();
  lines = [
    '',
    SECTION,
    '',
    `Reproduce with \`npm run bench:bundle\` (no build needed). Last run: ${new Date().toISOString().slice(0, 10)}, on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 1024 ** 3)} GB, Chromium ${browser.version()} (headless, no CPU throttling), ${RUNS} alternating runs after ${WARMUP} warm-ups.`,
    '',
    `The case: ${made.files} files, ${mb(made.bytes)} MB: 8 PDFs of ${made.pdfPages} pages (typed pages, tables, a 20-page scan of full-page JPEGs, landscape pages turned with /Rotate), a 4000 × 3000 phone photo (JPEG), two 1080 × 2340 screenshots (PNG with an alpha channel: one opaque, one with transparent corners and a half-transparent band) and two text files. The bundle: ${shape.bundle.pages} pages, ${mb(shape.bundle.bytes)} MB; the floor's merge: ${shape.floor.pages} pages, ${mb(shape.floor.bytes)} MB.`,
    '',
    '| Measure | Bundle | Floor: merge the PDFs only | Bundle ÷ floor (pairs) |',
    '|---|---:|---:|---:|',
    `| Time, median ms: whole bundle (${made.files} files) | ${buildMs.toFixed(0)} | ${floorMs.toFixed(0)} | ${(buildMs / floorMs).toFixed(2)} (${spread(ratios)}) |`,
    `| Time, median ms: without the two PNG screenshots (${made.files - 2} files) | ${withoutPngMs.toFixed(0)} | ${floorMs.toFixed(0)} | ${(withoutPngMs / floorMs).toFixed(2)} (${spread(ratiosWithoutPng)}) |`,
    `| Time, median ms: the 8 PDFs only, with index, numbers and bookmarks | ${pdfsOnlyMs.toFixed(0)} | ${floorMs.toFixed(0)} | ${(pdfsOnlyMs / floorMs).toFixed(2)} (${spread(ratiosPdfsOnly)}) |`,
    memoryRow('Peak JS heap, whole bundle', 'heap'),
    memoryRow('Peak JS heap + ArrayBuffers, whole bundle', 'total'),
    ...baselineRows,
    ...versusLines,
    '',
    `Load average (1, 5, 15 minutes) at the end of the run: ${load}.`,
    '',
    'The goal is a whole bundle within 1.5× of the floor. The floor is the same pdf-lib load, copy and',
    "save of the same PDFs with the same options, so the difference is the bundle's own work: laying",
    'out the index, stamping 200 page numbers, embedding the photo and the screenshots, typesetting the',
    'text files, the bookmarks and the links. The rows leave files out to show where the time goes.',
    'A PNG without transparency is stored as it is, at no cost, but phones save screenshots with an',
    'alpha channel, which PDF keeps apart, as a soft mask (src/bundle-pdf/png-image.ts): each',
    "screenshot's 10 MB of filtered rows is inflated, its bytes sorted into colour and alpha (no",
    "filter undone: both keep the PNG predictors) and both compressed again with the platform's zlib",
    '(CompressionStream), a chunk at a time, in Web Workers side by side (one per core, up to 4) while',
    'the page copies the PDFs; an opaque one (alpha 255 throughout) has no soft mask. The rows "the builder of"',
    "a commit (BENCH_BASELINE) are that commit's builder, run in turn in the same page. Builders before",
    'the soft mask laid the pixels over white, decoded by the browser (createImageBitmap and a canvas). Two faster ways were left out: a JPEG',
    "re-encode (measured at a fraction of the time, but lossy, for a claimant's evidence) and a DeviceN",
    "colour space over the PNG's own data (no decoding at all, but tried on the fixture: Poppler drew it",
    'right and MuPDF drew it black, and a bundle must look the same in every reader). The timings come',
    'from a shared 2-core machine: the spread of the pair ratios shows how noisy it was.',
    '',
    "Memory is the page's JavaScript heap and, beside it, the heap plus ArrayBuffers, where the files,",
    'decoded pixels and the finished PDF live (Runtime.getHeapUsage, sampled every 10 ms, highest of',
    "3 runs each; the page's only: the soft-mask Workers' own buffers are not in it;",
    `"before" includes the case's ${made.files} files, held by the page).`,
    '',
  ];
} finally {
  await browser.close();
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

// Replace this section if it is there; otherwise put it before the other benchmarks' sections, so
// bench/page-load.mjs (which keeps everything from the first section) and
// bench/caselaw-search.mjs (which rewrites from its own heading to the end) both leave it alone.
const docs = path.join(root, 'docs', 'benchmarks.md');
const previous = fs.existsSync(docs) ? fs.readFileSync(docs, 'utf8') : '# Benchmarks\n';
const ours = new RegExp(`\\n${SECTION.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n[\\s\\S]*?(?=\\n## |$)`);
const section = lines.join('\n');
let next;
if (ours.test(previous)) next = previous.replace(ours, `${section.trimEnd()}\n`);
else if (previous.includes('\n## ')) next = previous.replace('\n## ', `${section}\n## `);
else next = `${previous.trimEnd()}\n${section}`;
fs.writeFileSync(docs, `${next.trimEnd()}\n`);
console.log(section);
