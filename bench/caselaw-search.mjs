// `npm run bench:caselaw` (after `npm run build`): loads 150,000 synthetic Employment Tribunal
// decisions (bench/caselaw-data.mjs: Zipf-distributed words over a 6,000-word vocabulary, realistic
// claim types, outcomes and years) into a throw-away local D1, runs the Worker with wrangler dev,
// and measures a fixed mix of /api/case-law searches through it (p50/p95 and response size per
// kind of query). Replaces the "Case-law search at scale" section of docs/benchmarks.md.
//
// BENCH_ROWS and BENCH_RUNS shrink it for a quick try. BENCH_STATE=<dir> keeps the loaded database
// there and reuses it on the next run (pending migrations are applied to it first), so a schema
// change can be measured on the same rows before and after.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { applyOfflineEnv, root } from '../scripts/offline-env.mjs';
import { ensureDevVars, freePort, waitForHealth, wranglerDevArgs } from '../scripts/wrangler-dev.mjs';
import { decisions } from './caselaw-data.mjs';
import { runDistinct } from './caselaw-distinct.mjs';
import { percentile } from './lib/stats.mjs';

applyOfflineEnv();
const ROWS = Number(process.env.BENCH_ROWS ?? 150_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
// A query slower than this is reported as such instead of holding up the run.
const TIMEOUT = Number(process.env.BENCH_TIMEOUT_MS ?? 60_000);
const wrangler = path.join(root, 'node_modules', '.bin', 'wrangler');
const keep = process.env.BENCH_STATE ? path.resolve(process.env.BENCH_STATE) : null;
const state = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-caselaw-'));
fs.mkdirSync(state, { recursive: true });

const migrate = spawnSync(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {
  cwd: root,
  encoding: 'utf8',
});
if (migrate.status !== 0) throw new Error(migrate.stderr || migrate.stdout);
const d1Dir = path.join(state, 'v3', 'd1', 'miniflare-D1DatabaseObject');
const d1File = fs.readdirSync(d1Dir).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
if (!d1File) throw new Error(`No D1 database under ${d1Dir}`);

// The rows go straight into the local D1's SQLite file (wrangler d1 execute takes many minutes for
// 150,000 rows). The schema's triggers run as they would for the sync's inserts, so the FTS index
// and anything else kept in step by triggers is built the same way.
const sqlite = new DatabaseSync(path.join(d1Dir, d1File));
const present = Number(sqlite.prepare("SELECT count(*) AS n FROM case_law WHERE source = 'bench'").get().n);
if (present !== ROWS) {
  console.log(`Loading ${ROWS.toLocaleString('en-GB')} decisions…`);
  const started = performance.now();
  sqlite.exec("DELETE FROM case_law WHERE source = 'bench'");
  const insert = sqlite.prepare(
    `INSERT INTO case_law (id, case_name, citation, year, court_level, outcome, claim_types, summary, key_points, legal_principle, facts, source, source_uri, decision_date, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'Employment Tribunal', ?, ?, ?, ?, ?, ?, 'bench', ?, ?, '2026-11-22', '2026-11-22')`,
  );
  sqlite.exec('BEGIN');
  for (const row of decisions(ROWS)) {
    insert.run(
      row.id,
      row.caseName,
      row.citation,
      row.year,
      row.outcome,
      JSON.stringify(row.claimTypes),
      row.summary,
      JSON.stringify(row.keyPoints),
      row.legalPrinciple,
      row.facts,
      `bench:${row.id}`,
      row.decisionDate,
    );
  }
  sqlite.exec('COMMIT');
  // What a sync's writes leave behind is a merged index; optimise so runs compare like with like.
  sqlite.exec("INSERT INTO case_law_fts(case_law_fts) VALUES ('optimize')");
  // The inserts emptied the list of the index's terms (migration 0026's triggers); a sync's batch
  // refills it (worker/db/raw/case-law-terms.ts `refillTermsStatements`, the same statements).
  sqlite.exec(
    "DELETE FROM case_law_terms; INSERT INTO case_law_terms (term) SELECT '' UNION ALL SELECT term FROM case_law_fts_terms",
  );
  console.log(`  loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
// A kept database holds the last run's stored counts and rankings: empty them, as a sync would, so
// each query's first request measures the first search.
sqlite.exec('DELETE FROM case_law_search_counts; DELETE FROM case_law_search_ranks');
sqlite.exec('PRAGMA wal_checkpoint(TRUNCATE)');
sqlite.close();

// A fresh clone has no .dev.vars before `npm start` has run: write it, as `npm start` would.
ensureDevVars(root);
const port = await freePort();
const dev = spawn(wrangler, wranglerDevArgs({ port, state }), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
let devOutput = '';
const keepOutput = (chunk) => {
  devOutput = (devOutput + chunk.toString()).slice(-20_000);
};
dev.stdout.on('data', keepOutput);
dev.stderr.on('data', keepOutput);
const base = `http://127.0.0.1:${port}`;
const loadBefore = fs.existsSync('/proc/loadavg') ? fs.readFileSync('/proc/loadavg', 'utf8').trim() : 'unknown';
try {
  await waitForHealth(base, dev, () => devOutput);
} catch (error) {
  dev.kill('SIGINT');
  throw error;
}

if (process.env.BENCH_MODE === 'distinct' || process.env.BENCH_MODE === 'heldback') {
  // Searches nobody made before (bench/caselaw-distinct.mjs, the own mix or the held-back one):
  // printed, not written to the docs.
  try {
    const lines = await runDistinct(base, {
      perKind: Number(process.env.BENCH_PER_KIND ?? 12),
      timeout: TIMEOUT,
      heldBack: process.env.BENCH_MODE === 'heldback',
    });
    console.log(`\nLoad average before: ${loadBefore}, after: ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}\n`);
    console.log(lines.join('\n'));
  } finally {
    dev.kill('SIGINT');
  }
  await new Promise((resolve) => dev.once('exit', resolve));
  if (!keep) fs.rmSync(state, { recursive: true, force: true });
  process.exit(0);
}

// The mix: four kinds of text, each alone and with all three filters, on the first page and on
// page 50; then the screen's opening request and the filters alone. The words sit at fixed ranks
// of the vocabulary: "dismissal" is the 10th most frequent word (in two thirds of the decisions),
// "estoppel" the 3,000th (in about 1 in 250).
const texts = {
  'rare word': 'estoppel',
  'common word': 'dismissal',
  'two words': 'disability discrimination',
  phrase: 'failure to make reasonable adjustments',
};
const filters = 'claimType=discrimination&year=2023&outcome=Claimant%20Success';
const queries = {};
for (const [kind, words] of Object.entries(texts)) {
  const q = `q=${encodeURIComponent(words)}`;
  queries[`${kind}, page 1`] = q;
  queries[`${kind}, page 50`] = `${q}&page=50`;
  queries[`${kind} + filters, page 1`] = `${q}&${filters}`;
  queries[`${kind} + filters, page 50`] = `${q}&${filters}&page=50`;
}
queries['no search, page 1'] = '';
queries['no search, page 50'] = 'page=50';
queries['filters only, page 1'] = filters;
queries['filters only, page 50'] = `${filters}&page=50`;

const rows = [];
try {
  for (const [label, query] of Object.entries(queries)) {
    const get = () => fetch(`${base}/api/case-law?${query}`, { signal: AbortSignal.timeout(TIMEOUT) });
    const times = [];
    let bytes = 0;
    let total = 0;
    let first = null;
    try {
      // The first request of a search pays for counting and ranking its matches (stored until
      // case_law changes); it is reported on its own, the repeats make the percentiles.
      const started = performance.now();
      const warm = await get();
      if (!warm.ok) throw new Error(`${label}: HTTP ${warm.status} ${await warm.text()}`);
      total = (await warm.json()).total;
      first = performance.now() - started;
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const body = await (await get()).arrayBuffer();
        times.push(performance.now() - started);
        bytes = body.byteLength;
      }
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'TimeoutError')) throw error;
      // D1 keeps working on an abandoned query: wait for it (a D1 read queues behind it).
      await fetch(`${base}/api/case-law/legislation`);
    }
    const timedOut = times.length < RUNS;
    const row = {
      label,
      query,
      total,
      first,
      p50: timedOut ? null : percentile(times, 50),
      p95: timedOut ? null : percentile(times, 95),
      bytes,
    };
    console.log(
      timedOut
        ? `${label}: over ${TIMEOUT / 1000} s`
        : `${label}: first ${first.toFixed(1)} ms, p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, ${total} matches`,
    );
    rows.push(row);
  }
  const lines = [
    '',
    '## Case-law search at scale',
    '',
    `${ROWS.toLocaleString('en-GB')} synthetic Employment Tribunal decisions in local D1, queried through the Worker with wrangler dev on this machine (2 cores), ${RUNS} runs of each query after one warm-up. Reproduce with \`npm run build && npm run bench:caselaw\`. Last run: ${new Date().toISOString().slice(0, 10)}.`,
    '',
    'Words follow Zipf\'s law over a 6,000-word vocabulary (bench/caselaw-data.mjs): "dismissal" is in',
    'two thirds of the decisions, "estoppel" in about 1 in 250. Filters: claim type discrimination, 2023,',
    'Claimant Success. All words are required; words of three letters or more are prefix-matched, shorter',
    'ones match only themselves (src/domain/case-law.ts `ftsQuery`). "First" is the first request of each',
    'query (one sample): the page 1 query is the first time its words and filters are searched, which',
    'counts and ranks the matches once (stored until case_law changes); the percentiles are the repeats.',
    '',
    '| Query | Matches | First ms | p50 ms | p95 ms | Response |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) =>
      r.p50 === null
        ? `| ${r.label} | | ${r.first === null ? '' : r.first.toFixed(0)} | over ${TIMEOUT / 1000} s | over ${TIMEOUT / 1000} s | |`
        : `| ${r.label} | ${r.total.toLocaleString('en-GB')} | ${r.first.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${(r.bytes / 1024).toFixed(1)} KB |`,
    ),
    '',
  ];
  const docs = path.join(root, 'docs', 'benchmarks.md');
  const existing = fs.existsSync(docs) ? fs.readFileSync(docs, 'utf8') : '# Benchmarks\n';
  // The section's table is regenerated; the notes under "### " headings after it are kept.
  const match = existing.match(/\n## Case-law search at scale\n[\s\S]*?(?=\n### |\n## |$)/);
  const updated = match ? existing.replace(match[0], lines.join('\n')) : `${existing.trimEnd()}\n${lines.join('\n')}`;
  fs.writeFileSync(docs, updated);
  console.log(lines.join('\n'));
} finally {
  dev.kill('SIGINT');
  if (!keep) setTimeout(() => fs.rmSync(state, { recursive: true, force: true }), 3000);
}
