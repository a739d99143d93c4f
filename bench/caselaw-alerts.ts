// `npm run bench:alerts` (after a `BENCH_STATE=<dir> npm run bench:caselaw` has loaded the 150,000
// decisions there): the saved-search collection (worker/services/alerts/collect.ts) run for 1,000
// saved searches, on a copy of that database, through a small D1 stand-in over node:sqlite (the
// statements are the Worker's own, built by the same code; only D1's transport is left out).
// Scenarios: a sync has just added decisions after the searches were saved (BENCH_NEW of them,
// 300 by default), and nothing is new. Reports the whole collection's wall and CPU time and the
// load average, so a change can be measured before and after on the same rows.
import fs from 'node:fs';
import { collectHits } from '../worker/services/alerts/collect';
import { distinctSearches } from './caselaw-distinct.mjs';
import { benchDatabase } from './d1-sqlite';

const { sqlite, d1, done } = benchDatabase<Parameters<typeof collectHits>[0]>();

const SEARCHES = 1000;
const NEW = Number(process.env.BENCH_NEW ?? 300);
// The searches readers save: the distinct-search bench's generated queries (words, some with
// filters), as many as needed.
const queries = distinctSearches(Math.ceil(SEARCHES / 16), 15).map((search) => {
  const params = new URLSearchParams(search.query);
  params.delete('page');
  return Object.fromEntries(params);
});
sqlite.exec(
  "INSERT OR IGNORE INTO user (id, name, email, created_at, updated_at) VALUES ('bench-user', 'Bench', 'bench@example.org', 0, 0)",
);
sqlite.exec('DELETE FROM saved_search_hits; DELETE FROM saved_searches');
const insert = sqlite.prepare(
  "INSERT INTO saved_searches (id, user_id, name, query, created_at, updated_at) VALUES (?, 'bench-user', ?, ?, '2026-11-23T00:00:00.000Z', '2026-11-23T00:00:00.000Z')",
);
for (let i = 0; i < SEARCHES; i++) insert.run(`s${String(i).padStart(4, '0')}`, `Search ${i}`, JSON.stringify(queries[i]));
// The newest NEW decisions arrived after the searches were saved (a sync's day), the rest before.
// Only created_at changes, in this copy: without the update triggers, which would rewrite the FTS
// index and the keys of every row (leaving an unmerged index unlike a sync's).
sqlite.exec('DROP TRIGGER case_law_au; DROP TRIGGER case_law_keys_au');
sqlite.exec("UPDATE case_law SET created_at = '2026-11-20T00:00:00.000Z' WHERE created_at >= '2026-11-23'");
sqlite
  .prepare("UPDATE case_law SET created_at = '2026-11-25T02:00:00.000Z' WHERE rowid > (SELECT max(rowid) FROM case_law) - ?")
  .run(NEW);

async function measure(label: string) {
  sqlite.exec('DELETE FROM saved_search_hits');
  const load = fs.readFileSync('/proc/loadavg', 'utf8').trim();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await collectHits(d1, { now: new Date('2026-11-25T03:00:00.000Z'), startAfter: '' });
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  console.log(
    `| ${label} | ${result.searches} | ${result.hits} | ${wall.toFixed(0)} | ${((used.user + used.system) / 1000).toFixed(0)} | ${load} |`,
  );
}

console.log('| Scenario | Searches | Hits | Wall ms | CPU ms | Load average |');
console.log('|---|---:|---:|---:|---:|---|');
await measure(`${NEW} decisions new since the searches were saved`);
sqlite.exec("UPDATE case_law SET created_at = '2026-11-20T00:00:00.000Z'");
await measure('nothing new');
done();
