// Benchmarks, not tests: `npm run bench` (after `npm run build`). Starts the real Worker with
// wrangler dev, then measures side by side, in one run, on this machine:
//   1. a guidance page loaded with its scripts vs the same page with JavaScript off, in Chromium
//      throttled to a cheap phone's CPU (4× slower): what our scripts cost a reader;
//   2. a static page from the asset router vs an API request through the Worker and D1.
// Results are ratios of medians, written to docs/benchmarks.md with the command that made them.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';
import { applyOfflineEnv } from '../scripts/offline-env.mjs';
import { startServer, writeSection } from './lib/server.mjs';
import { median } from './lib/stats.mjs';

applyOfflineEnv();
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PAGES = ['/stage/3', '/pt/glossary', '/'];

async function pageLoad(browser, base, url, javaScriptEnabled) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(base + url, { waitUntil: 'load' });
  const ms = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    return nav.loadEventEnd - nav.startTime;
  });
  await context.close();
  return ms;
}

async function fetchTime(url) {
  const start = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return performance.now() - start;
}

const server = await startServer();
const { base } = server;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const rows = [];
try {
  for (const url of PAGES) {
    const withJs = [];
    const withoutJs = [];
    await pageLoad(browser, base, url, true); // warm the server and the disk cache
    for (let i = 0; i < RUNS; i++) {
      // Alternate, so drift on a busy machine affects both sides equally.
      withJs.push(await pageLoad(browser, base, url, true));
      withoutJs.push(await pageLoad(browser, base, url, false));
    }
    rows.push({ what: `${url}: load with scripts ÷ without (4× CPU throttle)`, a: median(withJs), b: median(withoutJs) });
  }
  const asset = [];
  const api = [];
  for (let i = 0; i < RUNS * 4; i++) {
    asset.push(await fetchTime(`${base}/stage/3`));
    api.push(await fetchTime(`${base}/api/health`));
  }
  rows.push({ what: 'GET /api/health (Worker + D1 + R2) ÷ GET /stage/3 (asset router)', a: median(api), b: median(asset) });
} finally {
  await browser.close();
  server.stop();
}

const lines = [
  'Ratios of medians measured side by side in one run on the development machine (2 cores). Times',
  'vary between machines; the ratios are what to compare between runs. Reproduce with',
  '`npm run build && npm run bench`.',
  '',
  `Last run: ${new Date().toISOString().slice(0, 10)}, ${RUNS} alternating runs per page.`,
  '',
  '| Measure | A (median ms) | B (median ms) | A ÷ B |',
  '|---|---:|---:|---:|',
  ...rows.map((r) => `| ${r.what} | ${r.a.toFixed(1)} | ${r.b.toFixed(1)} | ${(r.a / r.b).toFixed(2)} |`),
  '',
  "Reading them: a page-load ratio near 1 means the page's scripts cost a reader on a slow phone",
  'almost nothing; the API ratio is the price of running the Worker and touching D1 and R2 compared',
  'with a file from the asset store.',
];
// Its own section: the summary at the top of the file is kept by hand, and the other benchmarks'
// sections stay as they are.
writeSection("Page load: the pages' scripts on a slow phone", lines.join('\n'), { keepSubsections: true });
console.log(lines.join('\n'));
