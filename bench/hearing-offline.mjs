// `npm run bench:hearing-offline` (after `npm run build`): the hearing day kit opened with and without
// signal, side by side in one run, on a phone (375 px) with a 4× slowed CPU. Starts the real Worker
// with wrangler dev and throw-away state; in Chromium, signs up, makes a case with a hearing date, a
// typed document of BENCH_BUNDLE_PAGES pages and BENCH_BUNDLE_PHOTOS phone photos, builds the hearing
// bundle on the bundle screen and keeps it for the hearing day, as a claimant would; the service
// worker then keeps the site. Each run opens /hearing in a new tab twice, online then offline
// (context.setOffline), and measures:
//   1. first paint and first contentful paint (the page's 'paint' entries), and the instant the
//      case's name and hearing date are in the page (a MutationObserver installed before any script);
//   2. the kept bundle PDF: its bytes read whole from IndexedDB (in the page), and the claimant's
//      wait from the click on its link to the PDF's page loaded in that tab.
// Medians, min–max and offline ÷ online ratios go to their own section of docs/benchmarks.md, with
// the machine's load average (`uptime`) at start and end: the machine is shared.
import { execFileSync } from 'node:child_process';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';
import { applyOfflineEnv } from '../scripts/offline-env.mjs';
import { startServer, writeSection } from './lib/server.mjs';
import { median } from './lib/stats.mjs';

applyOfflineEnv();
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const PAGES = Number(process.env.BENCH_BUNDLE_PAGES ?? 120);
const PHOTOS = Number(process.env.BENCH_BUNDLE_PHOTOS ?? 6);
const PHONE = { width: 375, height: 740 };
const CLAIMANT = 'Dana Benchworth';
const CASE_TITLE = `${CLAIMANT} v Acme Logistics Ltd`;
const GOALS = { firstPaint: 1000, pdf: 2000 };

const loadAverage = () =>
  execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/^.*load average:\s*/, '');

/** A typed document of `pages` pages (letters, minutes): what most of a bundle is. */
async function typedPdf(pages) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const words =
    'the claimant employer meeting grievance notice contract hours pay holiday manager letter policy appeal witness'.split(' ');
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage([595.28, 841.89]);
    page.drawText(`Document page ${p + 1}`, { x: 60, y: 770, size: 14, font });
    for (let line = 0; line < 48; line++) {
      const text = Array.from({ length: 12 }, (_, w) => words[(p * 7 + line * 3 + w) % words.length]).join(' ');
      page.drawText(text, { x: 60, y: 740 - line * 14, size: 10, font });
    }
  }
  return Buffer.from(await pdf.save()).toString('base64');
}

/** Signs up and in from the page (same origin), makes the case and uploads the document. */
async function caseWithDocument(page, base64) {
  await page.evaluate(
    async ({ claimantName, base64, photos }) => {
      const post = (path, body, method = 'POST') =>
        fetch(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const email = `bench-${crypto.randomUUID()}@example.org`;
      const password = 'a good long password';
      await post('/api/auth/sign-up/email', { email, password, name: 'Bench' });
      const signIn = await post('/api/auth/sign-in/email', { email, password });
      if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
      // The hint the auth screen leaves: the service worker registers only in a signed-in browser.
      localStorage.setItem('tt-signed-in', '1');
      const made = await post('/api/cases', {
        claimantName,
        employerName: 'Acme Logistics Ltd',
        dismissalDate: '2026-09-30',
        hearingDate: '2027-03-15',
      });
      const { id } = await made.json();
      await post(`/api/cases/${id}/complaints`, { complaints: ['unfairDismissal'] }, 'PUT');
      const form = new FormData();
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      form.append('file', new File([bytes], 'Letters and minutes.pdf', { type: 'application/pdf' }));
      const upload = await fetch(`/api/cases/${id}/bundle`, { method: 'POST', body: form });
      if (!upload.ok) throw new Error(`upload failed: ${upload.status}`);
      // Phone photos of letters (a lit page, its lines, a camera's noise): what makes bundles heavy.
      for (let n = 0; n < photos; n++) {
        const canvas = document.createElement('canvas');
        canvas.width = 1500;
        canvas.height = 2000;
        const g = canvas.getContext('2d');
        const light = g.createLinearGradient(0, 0, 1500, 2000);
        light.addColorStop(0, '#f4f1ea');
        light.addColorStop(1, '#b9b4a8');
        g.fillStyle = light;
        g.fillRect(0, 0, 1500, 2000);
        const pixels = g.getImageData(0, 0, 1500, 2000);
        let seed = 7 + n;
        for (let i = 0; i < pixels.data.length; i += 4) {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          const grain = (seed % 25) - 12;
          for (let c = 0; c < 3; c++) pixels.data[i + c] += grain;
        }
        g.putImageData(pixels, 0, 0);
        g.fillStyle = '#222';
        for (let line = 0; line < 60; line++) g.fillRect(150, 200 + line * 28, 900 + ((line * 37) % 300), 9);
        const jpeg = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
        const photo = new FormData();
        photo.append('file', new File([jpeg], `Letter photo ${n + 1}.jpg`, { type: 'image/jpeg' }));
        const sent = await fetch(`/api/cases/${id}/bundle`, { method: 'POST', body: photo });
        if (!sent.ok) throw new Error(`photo upload failed: ${sent.status}`);
      }
    },
    { claimantName: CLAIMANT, base64, photos: PHOTOS },
  );
}

/**
 * Runs in every page before its own scripts: records performance.now() at the first mutation after
 * which the case's name and its hearing date are both in the page.
 */
function watchForKit(title) {
  const seen = () => {
    const date = document.querySelector('[data-testid="hearing-date"]');
    return Boolean(date?.textContent?.trim()) && document.body.textContent.includes(title);
  };
  new MutationObserver((_records, observer) => {
    if (!document.body || !seen()) return;
    window.__kitShownAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** One open of /hearing in a new tab, then of the kept bundle's PDF from its link. */
async function openKit(context, base, offline) {
  await context.setOffline(offline);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await page.goto(`${base}/hearing`, { waitUntil: 'load' });
  await page.waitForFunction(() => typeof window.__kitShownAt === 'number', null, { timeout: 60_000 });
  // The run measured what it says: with no signal the screen says it shows the device's copy.
  const banner = await page.locator('.hearing-device .banner').allTextContents();
  const saysOffline = banner.some((text) => text.startsWith('No signal'));
  if (saysOffline !== offline) throw new Error(`opened ${offline ? 'offline' : 'online'}, but the banner says: ${banner}`);
  const link = page.getByTestId('hearing-kept-bundle');
  await link.waitFor();
  const shown = await page.evaluate(() => {
    const paint = Object.fromEntries(performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime]));
    return { fp: paint['first-paint'], fcp: paint['first-contentful-paint'], kit: window.__kitShownAt };
  });
  // The kept bundle's bytes read whole from the device (IndexedDB, as the kit reads them), what a
  // viewer reads before it can draw a page. Not through the link's blob: address: the page's CSP
  // (connect-src) refuses fetch() and XHR of blob: addresses, while following the link is allowed.
  const blobRead = await page.evaluate(async () => {
    const start = performance.now();
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('tt-hearing-kit');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const bundles = await new Promise((resolve, reject) => {
      const request = db.transaction('bundles').objectStore('bundles').getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    let bytes = 0;
    for (const file of bundles[0].files) bytes += (await file.pdf.arrayBuffer()).byteLength;
    return { ms: performance.now() - start, bytes };
  });
  // The claimant's wait: from the click to the PDF's page loaded in the tab (a blob: address).
  await link.scrollIntoViewIfNeeded();
  const start = performance.now();
  await link.click({ noWaitAfter: true });
  await page.waitForURL((address) => address.protocol === 'blob:', { waitUntil: 'load', timeout: 60_000 });
  const pdfOpen = performance.now() - start;
  await page.close();
  return { ...shown, blobRead: blobRead.ms, pdfBytes: blobRead.bytes, pdfOpen };
}

const loadAtStart = loadAverage();
const startedAt = new Date();
const server = await startServer();
const { base } = server;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const online = [];
const offline = [];
try {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-GB', serviceWorkers: 'allow' });
  await context.addInitScript(watchForKit, CASE_TITLE);
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await caseWithDocument(page, await typedPdf(PAGES));
  // The bundle built on this phone and kept for the day, as on the bundle screen.
  await page.goto(`${base}/bundle`);
  await page.getByRole('button', { name: 'Build hearing bundle' }).click();
  await page.getByRole('link', { name: 'Keep this bundle for the hearing day' }).click({ timeout: 120_000 });
  await page.waitForURL((address) => address.pathname === '/hearing');
  await page.getByTestId('hearing-kept-bundle').waitFor();
  // The service worker has kept the site and controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.close();
  // Warm-up, not counted: the first open of each kind fills caches that every later open finds.
  await openKit(context, base, false);
  await openKit(context, base, true);
  for (let i = 0; i < RUNS; i++) {
    // Alternate, so drift on a busy machine affects both sides equally.
    online.push(await openKit(context, base, false));
    offline.push(await openKit(context, base, true));
  }
  await context.close();
} finally {
  await browser.close();
  server.stop();
}
const loadAtEnd = loadAverage();

const ms = (value) => Math.round(value).toLocaleString('en-GB');
const range = (values) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
const measures = [
  { key: 'fp', what: 'First paint' },
  { key: 'fcp', what: 'First contentful paint' },
  { key: 'kit', what: "Case name and hearing date in the page (from the tab's start)" },
  { key: 'blobRead', what: 'Bundle PDF: its bytes read whole from the device (IndexedDB)' },
  { key: 'pdfOpen', what: "Bundle PDF: click on its link → the PDF's page loaded" },
];
const rows = measures.map(({ key, what }) => {
  const on = online.map((run) => run[key]);
  const off = offline.map((run) => run[key]);
  return { key, what, on, off, ratio: median(off) / median(on) };
});
const find = (key) => rows.find((row) => row.key === key);
const met = (value, goal) => (value <= goal ? 'met' : 'not met');
const paintMax = Math.max(...offline.map((run) => run.fp));
const pdfMax = Math.max(...offline.map((run) => run.pdfOpen));
const pdfKb = (offline[0]?.pdfBytes ?? 0) / 1024;

const lines = [
  `Command: \`npm run build && npm run bench:hearing-offline\` (BENCH_RUNS=${RUNS}, BENCH_CPU_SLOWDOWN=${SLOWDOWN},`,
  `BENCH_BUNDLE_PAGES=${PAGES}, BENCH_BUNDLE_PHOTOS=${PHOTOS}). Last run: ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${RUNS} alternating`,
  `opens of each kind after one warm-up each; Chromium at 375 × 740 px, CPU slowed ${SLOWDOWN}× (DevTools`,
  '`Emulation.setCPUThrottlingRate`, which slows the page, not the service worker). Load average',
  `(1, 5, 15 min) at start ${loadAtStart}, at end ${loadAtEnd}, on the shared 2-core machine.`,
  '',
  'Each open is a new tab on /hearing in a browser that signed in, built its bundle and kept it for the',
  "hearing day: the page itself comes from the service worker's cache either way; online, the kit is",
  'read from the Worker (loopback, no network delay) and kept again; offline (no network at all), it is',
  `read from IndexedDB. The bundle (${(pdfKb / 1024).toFixed(1)} MB) holds a typed document of ${PAGES} pages and ${PHOTOS} phone photos`,
  '(JPEG, 1500 × 2000) with its index; it is kept as a blob, and its link opens it in the same tab.',
  "\"The PDF's page loaded\" is the load event of that tab's PDF document (Chromium's own viewer); the",
  'viewer draws the first page a little later, inside its own frame, which the bench cannot see.',
  '',
  '| Measure (ms) | Online median | Online min–max | Offline median | Offline min–max | Offline ÷ online |',
  '|---|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.what} | ${ms(median(r.on))} | ${range(r.on)} | ${ms(median(r.off))} | ${range(r.off)} | ${r.ratio.toFixed(2)} |`,
  ),
  '',
  `Goals, offline at ${SLOWDOWN}×: first paint ≤ 1 s — ${met(median(find('fp').off), GOALS.firstPaint)} (median ${ms(median(find('fp').off))} ms, slowest`,
  `${ms(paintMax)} ms); the bundle PDF ≤ 2 s — ${met(median(find('pdfOpen').off), GOALS.pdf)} (median ${ms(median(find('pdfOpen').off))} ms, slowest ${ms(pdfMax)} ms).`,
];
writeSection('Hearing day kit offline', lines.join('\n'), { keepSubsections: true });
console.log(lines.join('\n'));
