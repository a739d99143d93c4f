// `npm run bench:lighthouse` (after `npm run build`): Lighthouse (mobile settings: a mid-range
// phone's screen, simulated slow 4G and a 4× slower CPU) on home, a stage, the glossary, the tracker
// (signed in, with a case) and the case-law page, in both languages, against the real Worker on
// loopback, driving Debian's Chromium. Writes the scores, LCP, CLS, TBT and page weight to
// docs/benchmarks.md beside the budgets: performance 100 on guidance pages and at least 95 on app
// pages, accessibility 100 everywhere. Not part of `npm test` (it measures, it does not prove).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';
import { applyOfflineEnv } from '../scripts/offline-env.mjs';
import { freePort, signedInCookie, startServer, writeSection } from './lib/server.mjs';

applyOfflineEnv();
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ALL_PAGES = [
  { path: '/', kind: 'guidance' },
  { path: '/stage/3', kind: 'guidance' },
  { path: '/glossary', kind: 'guidance' },
  { path: '/tracker', kind: 'app' },
  { path: '/case-law', kind: 'app' },
];
// BENCH_PAGES=/tracker,/glossary for a quick look at some (the file is then left as it is).
const only = process.env.BENCH_PAGES?.split(',');
const PAGES = only ? ALL_PAGES.filter((page) => only.includes(page.path)) : ALL_PAGES;
const LOCALES = (process.env.BENCH_LOCALES ?? 'en,pt').split(',');

async function launchChromium() {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-lighthouse-'));
  const child = spawn(
    chromiumPath,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: 'ignore',
      env: { ...process.env, XDG_CONFIG_HOME: profile },
    },
  );
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) {
        const stop = () => {
          child.kill();
          fs.rmSync(profile, { recursive: true, force: true });
        };
        return { port, stop };
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`Chromium did not start (${chromiumPath})`);
}

const server = await startServer({ seedCaseLaw: true, vars: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', ENVIRONMENT: 'development' } });
const chromium = await launchChromium();
const rows = [];
try {
  const cookie = await signedInCookie(server.base, 'lighthouse@example.org');
  const created = await fetch(`${server.base}/api/cases`, {
    method: 'POST',
    headers: { origin: server.base, 'content-type': 'application/json', cookie },
    body: JSON.stringify({ claimantName: 'Ana Silva', employerName: 'Harbour Logistics Ltd', dismissalDate: '2026-08-28' }),
  });
  if (created.status !== 201) throw new Error(`case not created: ${created.status}`);

  for (const locale of LOCALES) {
    for (const page of PAGES) {
      const url = `${server.base}${locale === 'pt' ? `/pt${page.path === '/' ? '' : page.path}` : page.path}`;
      const { lhr, artifacts } = await lighthouse(
        url,
        {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          skipAudits: ['full-page-screenshot', 'screenshot-thumbnails', 'final-screenshot'],
          ...(page.kind === 'app' ? { extraHeaders: { Cookie: cookie } } : {}),
        },
        undefined,
      );
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const row = {
        page: url.slice(server.base.length) || '/',
        kind: page.kind,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbt: audit('total-blocking-time'),
        weight: audit('total-byte-weight'),
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      };
      rows.push(row);
      // BENCH_JSON=dir keeps each full report and its trace (the LCP element, the long tasks and
      // the scripts behind them), for a closer look than the table.
      if (process.env.BENCH_JSON) {
        fs.mkdirSync(process.env.BENCH_JSON, { recursive: true });
        const name = row.page.replaceAll('/', '_') || '_';
        fs.writeFileSync(path.join(process.env.BENCH_JSON, `${name}.json`), JSON.stringify(lhr));
        fs.writeFileSync(path.join(process.env.BENCH_JSON, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
      }
      console.log(JSON.stringify(row));
      if (lhr.runtimeError) console.log(`  runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      for (const warning of lhr.runWarnings ?? []) console.log(`  warning: ${warning}`);
      if (process.env.BENCH_VERBOSE) {
        for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) {
          console.log(
            `  layout shift ${item.score?.toFixed(3)}: ${item.node?.selector ?? ''} ${item.node?.snippet ?? ''}`.slice(0, 300),
          );
        }
      }
    }
  }
} finally {
  chromium.stop();
  server.stop();
}

const budget = (row) =>
  row.accessibility === 100 && (row.kind === 'guidance' ? row.performance === 100 : row.performance >= 95) ? 'met' : 'missed';
const version = JSON.parse(fs.readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8')).version;
const lines = [
  `Reproduce with \`npm run build && npm run bench:lighthouse\`. Last run: ${new Date().toISOString().slice(0, 10)}, Lighthouse ${version},`,
  "its mobile settings (simulated slow 4G, 4× CPU slowdown, a phone's screen), Debian Chromium, the Worker on",
  'loopback (so the network is the simulation, not a real one). App pages signed in, the tracker with one case.',
  '',
  '| Page | Performance | Accessibility | Best practices | SEO | LCP ms | CLS | TBT ms | Weight KB | Budget |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.page} (${r.kind}) | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} | ${(r.weight / 1024).toFixed(1)} | ${budget(r)} |`,
  ),
  '',
  'Budgets: performance 100 on guidance pages and at least 95 on app pages; accessibility 100 everywhere.',
  '',
  'Reading them: accessibility is 100 on every page. SEO 66 on the app pages is on purpose: they are',
  "`noindex` (a claimant's tracker is nobody's search result), which Lighthouse marks as not crawlable.",
  'Lighthouse slows the CPU it measured by 4×, so a busy machine (other work running beside it)',
  'lowers Total Blocking Time scores; compare runs made on a quiet machine.',
  '',
  'What the misses are and what would close them:',
  '- The glossary (98–99): the longest guidance page (34–36 KB), so its largest text block paints last',
  '  on slow 4G (LCP 1.7–1.9 s, where 100 wants about 1.2 s). Splitting it by letter, or sending the first',
  '  letters in the first response, would close it.',
  '- The app pages (62–78): the screen is drawn by a React island after its JavaScript (most of the 150–185 KB',
  '  the page weighs: React, zod and the typed API client) is parsed and run on the slowed CPU (TBT',
  '  0.9–1.5 s), and the largest paint waits for the signed-in data (LCP 3–3.9 s). The levers, largest',
  '  first: Preact in place of React (about 40 KB less), a static first view drawn at build time with',
  "  the data filled in after, and zod's smaller build for the islands' checks.",
  '- Fixed while measuring: layout shifts of 0.6 on guidance pages (the phone menu folding away when',
  '  its script ran: now closed from the first paint) and of 0.55–0.7 on the tracker and case law (what',
  '  follows the screen was pushed down as it loaded: the screen now fills the view while loading).',
  ...rows.filter((r) => r.failing.length > 0).map((r) => `- ${r.page}: audits below full marks: ${r.failing.join(', ')}`),
];
if (!only && LOCALES.length === 2) writeSection('Lighthouse', lines.join('\n'));
console.log(lines.join('\n'));
