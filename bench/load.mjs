// Load benchmark, not a test: `npm run build && npm run bench:load` (LOAD_SECONDS=10 for a trial).
// Starts the product the way `npm start` serves it (wrangler dev over dist/, the Worker, local D1
// and R2) on a free port with its own throw-away state, migrated and seeded with the curated case
// law, then:
//   1. signs up 50 claimants, each with a case of their own;
//   2. for LOAD_SECONDS (60 by default) runs the 50 of them at once, one connection each, each
//      repeating a claimant's mix: read the case, save it (PATCH the employer's name), add an
//      evidence item, list the case's documents, search the case law;
//   3. with the same 50 connections for the same time, fetches one static page (/stage/3), so
//      the API's throughput can be read as a ratio of the same server's static throughput;
//   4. reads every acknowledged write back (the last saved employer's name of each case, every
//      evidence item answered 201) and counts what is missing or different: lost writes.
// Results go to the "Load" section of docs/benchmarks.md with the command, date and machine.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { applyOfflineEnv, root } from '../scripts/offline-env.mjs';
import { claimantWithCase } from './lib/claimant.mjs';
import { startServer, writeSection } from './lib/server.mjs';
import { percentile } from './lib/stats.mjs';

applyOfflineEnv();
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const USERS = Number(process.env.LOAD_USERS ?? 50);
const STATIC_PATH = '/stage/3';
const PASSWORD = 'a good long password for load';
const SEARCHES = ['unfair dismissal', 'disability', 'redundancy', 'harassment', 'constructive', ''];
const KINDS = ['read case', 'save case', 'add evidence', 'list documents', 'search case law'];
if (!Number.isInteger(SECONDS) || SECONDS < 1) throw new Error('LOAD_SECONDS must be a whole number of seconds from 1');
if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
  console.error('dist/ is not built: run `npm run build` first.');
  process.exit(1);
}

const wrangler = path.join(root, 'node_modules', '.bin', 'wrangler');

/** Runs `count` jobs, `width` at a time (sign-ups hash passwords: the machine has 2 cores). */
async function inBatches(count, width, job) {
  const out = [];
  for (let start = 0; start < count; start += width) {
    const batch = Array.from({ length: Math.min(width, count - start) }, (_, i) => job(start + i));
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

/** What one claimant sends, in order, again and again; what it was told is kept for the read-back. */
function claimantRequests(base, user, record) {
  const json = { origin: base, cookie: user.cookie, 'content-type': 'application/json' };
  const read = { origin: base, cookie: user.cookie };
  const seen = (kind) => (status) => {
    record.kind = kind;
    record.status = status;
  };
  return [
    { method: 'GET', path: `/api/cases/${user.caseId}`, headers: read, onResponse: seen('read case') },
    {
      method: 'PATCH',
      path: `/api/cases/${user.caseId}`,
      headers: json,
      setupRequest: (request) => {
        user.saves += 1;
        user.pendingSave = `Employer ${user.index} v${user.saves}`;
        return { ...request, body: JSON.stringify({ employerName: user.pendingSave }) };
      },
      onResponse: (status, body) => {
        seen('save case')(status);
        if (status !== 200) return;
        const saved = JSON.parse(body).employerName;
        // Acknowledged with the value sent: the value every later read must show until the next save.
        if (saved !== user.pendingSave) user.wrongAnswers += 1;
        user.ackedSave = user.pendingSave;
      },
    },
    {
      method: 'POST',
      path: `/api/cases/${user.caseId}/evidence`,
      headers: json,
      setupRequest: (request) => {
        user.adds += 1;
        user.pendingEvidence = `Load ${user.index} item ${user.adds}`;
        return {
          ...request,
          body: JSON.stringify({ title: user.pendingEvidence, category: 'email', importance: 'medium', tags: ['load'] }),
        };
      },
      onResponse: (status, body) => {
        seen('add evidence')(status);
        if (status !== 201) return;
        const item = JSON.parse(body);
        if (item.title !== user.pendingEvidence) user.wrongAnswers += 1;
        user.ackedEvidence.set(item.id, user.pendingEvidence);
      },
    },
    { method: 'GET', path: `/api/documents?caseId=${user.caseId}`, headers: read, onResponse: seen('list documents') },
    {
      method: 'GET',
      path: '/api/case-law',
      headers: read,
      setupRequest: (request) => {
        user.searches += 1;
        const q = SEARCHES[(user.index + user.searches) % SEARCHES.length];
        return { ...request, path: `/api/case-law?${new URLSearchParams({ q })}` };
      },
      onResponse: seen('search case law'),
    },
  ];
}

/** Starts an autocannon run and resolves with its result; `onResponse(status, ms)` sees each answer. */
function cannon(options, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ timeout: 30, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (_client, status, _bytes, ms) => onResponse(status, ms));
  });
}

async function apiPhase(base, users) {
  const latencies = [];
  const byKind = new Map(KINDS.map((kind) => [kind, { latencies: [], statuses: new Map() }]));
  const statuses = new Map();
  const started = performance.now();
  const results = await Promise.all(
    users.map((user) => {
      const record = { kind: '', status: 0 };
      return cannon(
        { url: base, connections: 1, duration: SECONDS, requests: claimantRequests(base, user, record) },
        (status, ms) => {
          // autocannon calls the request's onResponse (which sets record) just before this event.
          latencies.push(ms);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const kind = byKind.get(record.kind);
          if (!kind) return;
          kind.latencies.push(ms);
          kind.statuses.set(status, (kind.statuses.get(status) ?? 0) + 1);
        },
      );
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds,
    latencies,
    statuses,
    byKind,
    timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
    socketErrors: results.reduce((sum, r) => sum + r.errors - r.timeouts, 0),
  };
}

async function staticPhase(base) {
  const statuses = new Map();
  let count = 0;
  const started = performance.now();
  const result = await cannon({ url: `${base}${STATIC_PATH}`, connections: USERS, duration: SECONDS }, (status) => {
    count += 1;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  return { seconds: (performance.now() - started) / 1000, count, statuses, timeouts: result.timeouts, errors: result.errors };
}

/** Every acknowledged write read back: the case's last saved value, every evidence item answered 201. */
async function readBack(base, users) {
  let lostSaves = 0;
  let lostItems = 0;
  let changedItems = 0;
  let savesChecked = 0;
  let itemsChecked = 0;
  let unacknowledgedApplied = 0;
  for (const user of users) {
    const headers = { cookie: user.cookie, origin: base };
    const saved = await (await fetch(`${base}/api/cases/${user.caseId}`, { headers })).json();
    if (user.ackedSave) {
      savesChecked += 1;
      // A save still in flight when the run stopped may have been applied after the last one acknowledged.
      if (saved.employerName === user.pendingSave && user.pendingSave !== user.ackedSave) unacknowledgedApplied += 1;
      else if (saved.employerName !== user.ackedSave) lostSaves += 1;
    }
    const listed = await (await fetch(`${base}/api/cases/${user.caseId}/evidence`, { headers })).json();
    const titles = new Map(listed.items.map((item) => [item.id, item.title]));
    for (const [id, title] of user.ackedEvidence) {
      itemsChecked += 1;
      if (!titles.has(id)) lostItems += 1;
      else if (titles.get(id) !== title) changedItems += 1;
    }
    unacknowledgedApplied += Math.max(0, titles.size - user.ackedEvidence.size);
  }
  return { lostSaves, lostItems, changedItems, savesChecked, itemsChecked, unacknowledgedApplied };
}

const fmt = (ms) => (Number.isFinite(ms) ? ms.toFixed(1) : '–');
const statusList = (map) =>
  [...map.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status} × ${n}`)
    .join(', ');
const non2xx = (map) => [...map.entries()].filter(([status]) => status < 200 || status > 299);

// Every claimant here signs in from 127.0.0.1: the per-client limit would refuse the setup.
const server = await startServer({
  seedCaseLaw: true,
  vars: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', ENVIRONMENT: 'development' },
});
let report;
try {
  const wranglerVersion = spawnSync(wrangler, ['--version'], { encoding: 'utf8' }).stdout.trim().split('\n').pop();
  const loadBefore = os.loadavg()[0];
  console.log(`Server on ${server.base}; signing up ${USERS} claimants…`);
  const users = (
    await inBatches(USERS, 5, (i) => claimantWithCase(server.base, i + 1, { prefix: 'load', password: PASSWORD }))
  ).map((u) => ({
    ...u,
    saves: 0,
    adds: 0,
    searches: 0,
    pendingSave: '',
    ackedSave: '',
    pendingEvidence: '',
    ackedEvidence: new Map(),
    wrongAnswers: 0,
  }));
  // A read of each case and a search first, and the static page once: neither phase pays for a
  // cold Worker, a cold database or a cold asset router.
  for (const user of users) {
    const headers = { cookie: user.cookie, origin: server.base };
    await fetch(`${server.base}/api/cases/${user.caseId}`, { headers }).then((r) => r.arrayBuffer());
  }
  await fetch(`${server.base}/api/case-law?q=dismissal`).then((r) => r.arrayBuffer());
  await fetch(`${server.base}${STATIC_PATH}`).then((r) => r.arrayBuffer());
  console.log(`API mix: ${USERS} claimants for ${SECONDS} s…`);
  const api = await apiPhase(server.base, users);
  // Let a request still in flight at the stop reach the database before the read-back.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const writes = await readBack(server.base, users);
  console.log(`Static page ${STATIC_PATH}: ${USERS} connections for ${SECONDS} s…`);
  const stat = await staticPhase(server.base);
  report = { api, writes, stat, users, wranglerVersion, loadBefore, loadAfter: os.loadavg()[0] };
} finally {
  server.stop();
}

const { api, writes, stat, users } = report;
const sorted = [...api.latencies].sort((a, b) => a - b);
const apiRate = api.latencies.length / api.seconds;
const staticRate = stat.count / stat.seconds;
const apiErrors = non2xx(api.statuses);
const staticErrors = non2xx(stat.statuses);
const errorCount = apiErrors.reduce((sum, [, n]) => sum + n, 0) + api.timeouts + api.socketErrors;
const lost = writes.lostSaves + writes.lostItems + writes.changedItems;
const wrong = users.reduce((sum, u) => sum + u.wrongAnswers, 0);
const cpu = os.cpus();
const machine = `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.type()} ${os.release()}, Node ${process.version}, wrangler ${report.wranglerVersion}`;
const date = new Date().toISOString().slice(0, 10);

const kindRows = KINDS.map((kind) => {
  const k = api.byKind.get(kind);
  const s = [...k.latencies].sort((a, b) => a - b);
  const errs = non2xx(k.statuses);
  return `| ${kind} | ${k.latencies.length} | ${fmt(percentile(s, 50))} | ${fmt(percentile(s, 95))} | ${fmt(percentile(s, 99))} | ${errs.length ? statusList(new Map(errs)) : '0'} |`;
});

const section = [
  '## Load',
  '',
  `Reproduce with \`npm run build && npm run bench:load\` (bench/load.mjs; \`LOAD_SECONDS=10\` for a short trial). Last run: ${date}, on ${machine}. ${report.loadBefore < 1 ? 'Nothing else was running' : 'The machine was shared with other work'} (1-minute load average ${report.loadBefore.toFixed(2)} before the run, ${report.loadAfter.toFixed(2)} after, the run's own load included): read the figures as this machine's on that day, and the ratio as what to compare between runs.`,
  '',
  `The server is the one \`npm start\` runs (wrangler dev over dist/, the Worker with local D1 and R2, on loopback), with its own throw-away state, migrated and seeded with the curated case law. ${USERS} claimants sign up and create a case each, then all ${USERS} run at once for ${SECONDS} s, one connection each, each repeating the same mix: read the case, save it (PATCH the employer's name), add an evidence item, list the case's documents, search the case law. Then the same server serves one static page (${STATIC_PATH}) to ${USERS} connections for ${SECONDS} s. Latency is from the request written to the response read (autocannon), so it includes the queueing of ${USERS} claimants on one workerd process.`,
  '',
  '| Measure | Figure |',
  '|---|---:|',
  `| API mix: throughput | ${apiRate.toFixed(1)} req/s (${api.latencies.length} requests in ${api.seconds.toFixed(1)} s) |`,
  `| API mix: latency p50 / p95 / p99 | ${fmt(percentile(sorted, 50))} / ${fmt(percentile(sorted, 95))} / ${fmt(percentile(sorted, 99))} ms |`,
  `| API mix: errors (goal 0) | ${errorCount}${apiErrors.length ? ` (${statusList(new Map(apiErrors))})` : ''}${api.timeouts ? `, ${api.timeouts} timeouts` : ''}${api.socketErrors ? `, ${api.socketErrors} connection errors` : ''} |`,
  `| Lost writes (goal 0) | ${lost} of ${writes.savesChecked + writes.itemsChecked} acknowledged writes read back (${writes.savesChecked} last saves, ${writes.itemsChecked} evidence items)${writes.changedItems ? `; ${writes.changedItems} items changed` : ''} |`,
  `| Answers that did not echo what was sent | ${wrong} |`,
  `| Static ${STATIC_PATH}: throughput | ${staticRate.toFixed(1)} req/s (${stat.count} requests in ${stat.seconds.toFixed(1)} s; errors: ${staticErrors.length || stat.errors ? `${statusList(new Map(staticErrors))} ${stat.errors} socket errors` : '0'}) |`,
  `| API ÷ static throughput | ${(apiRate / staticRate).toFixed(3)} |`,
  '',
  'By kind of request (the same run):',
  '',
  '| Request | Count | p50 ms | p95 ms | p99 ms | Errors |',
  '|---|---:|---:|---:|---:|---|',
  ...kindRows,
  '',
  `How to read it: throughput counts every answer; an error is any answer outside 2xx (counted by status), a timeout or a dropped connection, and the goal is none. A lost write is an acknowledged save whose value is not the case's value at the end (each claimant's saves are in order, so the last acknowledged one must stand) or an evidence item answered 201 that is missing or different when the case's list is read back; the goal is none. ${writes.unacknowledgedApplied} write${writes.unacknowledgedApplied === 1 ? ' was' : 's were'} still in flight when the run stopped and reached the database unacknowledged; that is not a loss. The ratio is how many API requests the server answers for each static page it serves with the same ${USERS} connections: the static page never reaches the Worker (the asset router serves it), so the ratio is the price of the Worker, better-auth's session lookup and D1 for each request. On Cloudflare each part scales differently (assets from the edge cache, Workers across machines, D1 in one place), so the local ratio says where the time goes, not what production would serve.`,
];

// The section's own heading and blank line are written by writeSection.
writeSection('Load', section.slice(2).join('\n'), { keepSubsections: true });
console.log(section.join('\n'));
