// `BENCH_STATE=<dir> npm run bench:caselaw-cpu`: the CPU time of each distinct search's first
// request (bench/caselaw-distinct.mjs's searches, stored counts and rankings emptied first) and of
// its repeat, running the Worker's own findCaseLaw (worker/db/raw/case-law-page.ts) on a copy of the
// loaded database through a node:sqlite stand-in for D1. CPU time, unlike the time through wrangler
// dev, hardly moves with the load of a shared machine, so code before and after a change can be
// compared on the same rows.
import fs from 'node:fs';
import { ftsQuery } from '../src/domain/case-law';
import { chosen, summarise } from '../src/domain/case-law-facets';
import { findCaseLaw } from '../worker/db/raw/case-law-page';
import { distinctSearches } from './caselaw-distinct.mjs';
import { benchDatabase } from './d1-sqlite';
import { percentile } from './lib/stats.mjs';

const { sqlite, d1, done } = benchDatabase<Parameters<typeof findCaseLaw>[0]>();
sqlite.exec('DELETE FROM case_law_search_counts; DELETE FROM case_law_search_ranks');
const searches = distinctSearches(Number(process.env.BENCH_PER_KIND ?? 12));
const PAGE = 20;

async function run(query: string): Promise<number> {
  const params = new URLSearchParams(query);
  const filters = chosen({
    claimType: params.get('claimType') ?? undefined,
    year: params.get('year') ?? undefined,
    outcome: params.get('outcome') ?? undefined,
  } as Parameters<typeof chosen>[0]);
  const page = Number(params.get('page') ?? 1);
  const started = process.cpuUsage();
  const found = await findCaseLaw(d1, ftsQuery(params.get('q') ?? ''), filters, PAGE, (page - 1) * PAGE);
  summarise(found.counts, filters);
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

const first = new Map<string, number[]>();
const repeat = new Map<string, number[]>();
const add = (map: Map<string, number[]>, keys: string[], ms: number) => {
  for (const key of keys) map.set(key, [...(map.get(key) ?? []), ms]);
};
const load = fs.readFileSync('/proc/loadavg', 'utf8').trim();
for (const search of searches) add(first, [search.kind, search.text, 'all'], await run(search.query));
for (const search of searches) add(repeat, [search.kind, search.text, 'all'], await run(search.query));
const pct = percentile;
console.log(
  `CPU ms per request, ${searches.length} distinct searches; load average ${load} before, ${fs.readFileSync('/proc/loadavg', 'utf8').trim()} after`,
);
console.log('| Kind | First p50 | First p95 | First max | Repeat p50 | Repeat p95 |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const [key, times] of first) {
  const again = repeat.get(key) ?? [];
  console.log(
    `| ${key} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} | ${Math.max(...times).toFixed(1)} | ${pct(again, 50).toFixed(1)} | ${pct(again, 95).toFixed(1)} |`,
  );
}
done();
