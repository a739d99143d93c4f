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
import { defaultSettings } from 'lighthouse/core/config/constants.js';
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
// BENCH_RUNS=3 measures each page three times (in turn, page after page, so a busy moment of the
// machine does not fall on one page's runs only): the table gives the lowest and highest of each
// score and the median of each timing; the budget is met only if every run met it.
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1) || 1);
// BENCH_CPU_SLOWDOWN=12 measures as on a slower phone than Lighthouse's mobile preset (4×): the
// simulated CPU slowdown applied to the tasks measured on this machine. A faster machine than the one
// the figures were taken on needs a higher one to see the same blocking time.
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? defaultSettings.throttling.cpuSlowdownMultiplier);
// BENCH_BEFORE=dir measures a built checkout of another commit (its own dist/ and Worker) beside this
// one, page by page in turn in the same run: rows marked before and after. The file is then left as
// it is; the side-by-side table is printed for the lab log.
const BEFORE = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : null;

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
        // Chromium still writes to its profile as it exits: remove the profile once it has gone.
        const stop = async () => {
          const exited = child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null;
          child.kill();
          await exited;
          fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
        };
        return { port, stop };
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`Chromium did not start (${chromiumPath})`);
}

const serverVars = { AUTH_RATE_LIMIT_PER_MINUTE: '1000', ENVIRONMENT: 'development' };
/** The servers measured: this checkout, and the one before it when BENCH_BEFORE is set. */
const targets = [
  ...(BEFORE ? [{ label: 'before', server: await startServer({ seedCaseLaw: true, vars: serverVars, cwd: BEFORE }) }] : []),
  { label: BEFORE ? 'after' : '', server: await startServer({ seedCaseLaw: true, vars: serverVars }) },
];
const chromium = await launchChromium();
const rows = [];
try {
  for (const target of targets) {
    const { base } = target.server;
    target.cookie = await signedInCookie(base, 'lighthouse@example.org');
    const created = await fetch(`${base}/api/cases`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json', cookie: target.cookie },
      body: JSON.stringify({ claimantName: 'Ana Silva', employerName: 'Harbour Logistics Ltd', dismissalDate: '2026-08-28' }),
    });
    if (created.status !== 201) throw new Error(`case not created: ${created.status}`);
  }

  for (let run = 1; run <= RUNS; run++) {
    for (const locale of LOCALES) {
      for (const page of PAGES) {
        for (const { label, server, cookie } of targets) {
          const url = `${server.base}${locale === 'pt' ? `/pt${page.path === '/' ? '' : page.path}` : page.path}`;
          // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART: 'Please run Lighthouse
          // again'): such a run measures nothing, so the page is measured again, up to three times.
          let result;
          for (let attempt = 1; attempt <= 3; attempt++) {
            result = await lighthouse(
              url,
              {
                port: chromium.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
                skipAudits: ['full-page-screenshot', 'screenshot-thumbnails', 'final-screenshot'],
                throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier: CPU_SLOWDOWN },
                ...(page.kind === 'app' ? { extraHeaders: { Cookie: cookie } } : {}),
              },
              undefined,
            );
            if (!result.lhr.runtimeError) break;
            console.log(`  ${url}: runtime error ${result.lhr.runtimeError.code} (attempt ${attempt} of 3)`);
          }
          const { lhr, artifacts } = result;
          const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
          const row = {
            run,
            label,
            load: os.loadavg()[0],
            page: url.slice(server.base.length) || '/',
            kind: page.kind,
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            fcp: audit('first-contentful-paint'),
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
            const name = `${label ? `${label}.` : ''}${row.page.replaceAll('/', '_') || '_'}${RUNS > 1 ? `.run${run}` : ''}`;
            fs.writeFileSync(path.join(process.env.BENCH_JSON, `${name}.json`), JSON.stringify(lhr));
            fs.writeFileSync(path.join(process.env.BENCH_JSON, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
          }
          console.log(JSON.stringify(row));
          if (lhr.runtimeError) console.log(`  runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          for (const warning of lhr.runWarnings ?? []) console.log(`  warning: ${warning}`);
          if (process.env.BENCH_VERBOSE) {
            for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) {
              console.log(
                `  layout shift ${item.score?.toFixed(3)}: ${item.node?.selector ?? ''} ${item.node?.snippet ?? ''}`.slice(
                  0,
                  300,
                ),
              );
            }
          }
        }
      }
    }
  }
} finally {
  await chromium.stop();
  for (const { server } of targets) server.stop();
}

/** "92–95", or "95" when every value is the same. */
const span = (values) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}–${high}`;
};
const meets = (row) => row.accessibility === 100 && (row.kind === 'guidance' ? row.performance === 100 : row.performance >= 95);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
// Before and after, side by side: each page's score range and median timings, and the load average
// (1 min) the runs were taken at.
if (BEFORE) {
  const cell = (runs) =>
    `${span(runs.map((r) => r.performance))} / ${Math.round(median(runs.map((r) => r.fcp)))} / ${Math.round(median(runs.map((r) => r.lcp)))} / ${Math.round(median(runs.map((r) => r.tbt)))}`;
  const side = [
    `CPU slowdown ${CPU_SLOWDOWN}×, ${RUNS} run${RUNS === 1 ? '' : 's'} of each page, before (${BEFORE}) and after in turn; score range / median FCP / LCP / TBT ms.`,
    '',
    '| Page | Before | After | Load (1 min) during its runs |',
    '|---|---|---|---|',
    ...[...new Set(rows.map((r) => r.page))].map((page) => {
      const of = (label) => rows.filter((r) => r.page === page && r.label === label);
      const loads = rows.filter((r) => r.page === page).map((r) => r.load);
      return `| ${page} | ${cell(of('before'))} | ${cell(of('after'))} | ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} |`;
    }),
  ];
  console.log(side.join('\n'));
}
/** The runs of this checkout (not BENCH_BEFORE's). */
const measured = rows.filter((r) => r.label !== 'before');
/** One line per page: each score's range over the runs, each timing's median. */
const pages = [...new Set(measured.map((r) => r.page))].map((page) => {
  const runs = measured.filter((r) => r.page === page);
  const scores = (key) => span(runs.map((r) => r[key]));
  return {
    page,
    kind: runs[0].kind,
    performance: scores('performance'),
    accessibility: scores('accessibility'),
    bestPractices: scores('bestPractices'),
    seo: scores('seo'),
    lcp: median(runs.map((r) => r.lcp)),
    cls: median(runs.map((r) => r.cls)),
    tbt: median(runs.map((r) => r.tbt)),
    weight: median(runs.map((r) => r.weight)),
    budget: runs.every(meets) ? 'met' : 'missed',
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
});
const version = JSON.parse(fs.readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8')).version;
const lines = [
  `Reproduce with \`npm run build && ${RUNS > 1 ? `BENCH_RUNS=${RUNS} ` : ''}npm run bench:lighthouse\`. Last run: ${new Date().toISOString().slice(0, 10)}, Lighthouse ${version},`,
  "its mobile settings (simulated slow 4G, 4× CPU slowdown, a phone's screen), Debian Chromium, the Worker on",
  'loopback (so the network is the simulation, not a real one). App pages signed in, the tracker with one case.',
  ...(RUNS > 1
    ? [
        `Each page measured ${RUNS} times: scores are the lowest–highest, timings the median; a budget is met only if every run met it.`,
      ]
    : []),
  `Load average (1, 5, 15 min) at the end of the run: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')}.`,
  '',
  '| Page | Performance | Accessibility | Best practices | SEO | LCP ms | CLS | TBT ms | Weight KB | Budget |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ...pages.map(
    (r) =>
      `| ${r.page} (${r.kind}) | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} | ${(r.weight / 1024).toFixed(1)} | ${r.budget} |`,
  ),
  '',
  'Budgets: performance 100 on guidance pages and at least 95 on app pages; accessibility 100 everywhere.',
  '',
  'Reading them: accessibility is 100 on every page. SEO 66 on the app pages is on purpose: they are',
  "`noindex` (a claimant's tracker is nobody's search result), which Lighthouse marks as not crawlable.",
  'Lighthouse slows the CPU it measured by 4×, so a busy machine (other work running beside it)',
  'lowers Total Blocking Time scores; compare runs made on a quiet machine.',
  '',
  'What changed with the module preloads and the zod-free islands (before: tracker 62–64, case law 74–78, glossary 98–99; TBT 0.9–1.5 s on the',
  'app pages), and what is left:',
  '- Module preloads: the build lists every module an island hydrated on load needs as a `modulepreload`',
  '  link in the head (scripts/island-preload.mjs). Before, the browser found them four round trips in a',
  '  row (the island, then react, then react-dom, then the small shared chunks) before it could draw.',
  '- No zod on the way in: the tracker and case law import only their values and messages',
  '  (src/domain/case-values.ts, case-event-values.ts, case-law-values.ts, tasks/limits.ts,',
  '  reminders/limits.ts, apart from the schemas, which are built from them and re-export them: one source',
  "  for the islands and the Worker still). The shared schemas, and zod's 24 KB with them, load on the first",
  '  save (src/islands/tracker/tracker-checks.ts, case-law/saved-query-check.ts); the tracker fetches them',
  '  as the reader starts typing.',
  '- Your account under the tracker is one island hydrated when it comes into view (`client:visible`):',
  '  its script, its three requests and its render no longer compete with the case on the way in.',
  '- The tracker preloads who is signed in and the cases with the page (`<link rel="preload" as="fetch">`),',
  '  and draws the case as a transition (React draws it in slices, not one long task); a page asks who',
  '  is signed in once. Case law draws its screen once it knows whether the reader is signed in, and the',
  '  key legislation after the results, so nothing is pushed down (CLS stays 0.003).',
  '- The glossary: terms out of view are laid out and painted only as they come near the view',
  '  (`content-visibility: auto`), and its styles are no longer scoped (no attribute on its ~400',
  '  elements): style and layout on the way in fell from about 410 ms to 115–165 ms on the slowed CPU and',
  '  its largest paint is now its first paint (LCP = FCP). It now scores 99–100 from run to run (99 and',
  '  100 in Portuguese in the last two runs, 99 in English at LCP 1.65 s; 100 in two earlier runs). What is',
  '  left is the first paint: its page is 14.9 KB over the wire, just past the 14.6 KB a new connection',
  '  sends in its first round trip on slow 4G (the home page, 5 KB, paints about 0.2 s sooner), then three',
  '  render-blocking stylesheets. Brotli in production (Cloudflare) makes it smaller than this local gzip.',
  `- The app pages now score ${span(measured.filter((r) => r.kind === 'app').map((r) => r.performance))}. The tracker's`,
  "  largest paint is the deadline card's text, which can only be drawn once the reader's own case has",
  "  arrived: the case list is preloaded with the page and carries the newest case's dated events and",
  '  complaints, and a small plain script (src/browser/tracker-first.ts, no React) draws the case picker',
  "  and the card from it; React's runtime and the rest of the screen load when the reader asks for them",
  '  (bench/lighthouse-2026-11-28.md, below, measures it against the tracker drawn by React). Its page',
  "  carries only the first paint's words (42 KB of HTML) and links the site's shared stylesheet, cached",
  '  from any other page, so Chromium parses it whole before the first paint; after it come the page',
  "  shell's module (the header menus, the session, the toasts, 7 ms on this machine unslowed), the first",
  "  paint's module (6 ms), drawing the card (6 ms) and the layout after it (8 ms): on a CPU slowed 8× the",
  '  longer of them can pass 50 ms (a long task); slowed 4×, none does.',
  '- Earlier, fixed while measuring: layout shifts of 0.6 on guidance pages (the phone menu folding away',
  '  when its script ran: now closed from the first paint) and of 0.55–0.7 on the tracker and case law',
  '  (what follows the screen was pushed down as it loaded: the screen now fills the view while loading).',
  ...pages.filter((r) => r.failing.length > 0).map((r) => `- ${r.page}: audits below full marks: ${r.failing.join(', ')}`),
  '',
  // What was tried on 2026-11-26, measured side by side then: kept as written when the table is redone.
  ...fs
    .readFileSync(new URL('./lighthouse-2026-11-26.md', import.meta.url), 'utf8')
    .trimEnd()
    .split('\n'),
  // The tracker without React on the way to its card, 2026-11-28: kept as written too.
  ...fs
    .readFileSync(new URL('./lighthouse-2026-11-28.md', import.meta.url), 'utf8')
    .trimEnd()
    .split('\n'),
];
// Only a full run at Lighthouse's own mobile settings, of this checkout alone, replaces the section.
if (!only && LOCALES.length === 2 && !BEFORE && CPU_SLOWDOWN === defaultSettings.throttling.cpuSlowdownMultiplier) {
  writeSection('Lighthouse', lines.join('\n'));
}
console.log(lines.join('\n'));
