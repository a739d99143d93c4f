// Where the signed-in API's time goes, not a test: `npm run build && npm run bench:load-profile`.
// Starts the product as bench:load does (wrangler dev over dist/, local D1 and R2, seeded case law),
// signs up PROFILE_USERS claimants (10) with a case each, then:
//   1. CPU per request for each of bench:load's five requests (read the case, save it, add an
//      evidence item, list the documents, search the case law), a static page (the floor) and a
//      404 (our middleware alone): workerd's user + system time from /proc over CPU_RUNS (200)
//      sequential requests of one kind, as bench/worker-cost.mjs measures it, so the machine's
//      other work does not count;
//   2. a CPU profile of the Worker (V8's sampling profiler through wrangler's inspector) while the
//      claimants run bench:load's mix at once for PROFILE_SECONDS (10), and the functions with the
//      most self time, grouped by the module esbuild bundled them from.
// With BASELINE=<git commit> (or several, space-separated) the same is measured for that commit's
// Worker, extracted beside this one (git archive into a temporary folder sharing node_modules and
// dist/), the CPU blocks of the servers alternating so all see the same machine: "before and after"
// in one run. PROFILE_SECONDS=0 skips the profiles.
// Prints the tables; the profile itself is kept as a .cpuprofile (Chrome DevTools opens it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyOfflineEnv, root } from '../scripts/offline-env.mjs';
import { claimantWithCase } from './lib/claimant.mjs';
import { freePort, startServer, workerdCpuSeconds } from './lib/server.mjs';
import { median } from './lib/stats.mjs';

applyOfflineEnv();
const USERS = Number(process.env.PROFILE_USERS ?? 10);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const CPU_RUNS = Number(process.env.CPU_RUNS ?? 200);
const ROUNDS = Number(process.env.CPU_ROUNDS ?? 2);
const TOP = Number(process.env.PROFILE_TOP ?? 25);
const BASELINES = (process.env.BASELINE ?? '').split(/\s+/).filter(Boolean);
const PASSWORD = 'a good long password for the profile';
const VARS = { AUTH_RATE_LIMIT_PER_MINUTE: '100000', ENVIRONMENT: 'development' };

/** The commit's tree in a temporary folder, with this checkout's node_modules and dist/ linked in. */
function extractBaseline(commit) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-baseline-'));
  const archive = spawnSync('sh', ['-c', `git -C "${root}" archive "${commit}" | tar -x -C "${dir}"`], { encoding: 'utf8' });
  if (archive.status !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr}`);
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  fs.symlinkSync(path.join(root, 'dist'), path.join(dir, 'dist'));
  return dir;
}

/** A claimant with a case (bench/lib/claimant.mjs) and the counter the mix numbers its writes by. */
async function claimant(base, index) {
  return { ...(await claimantWithCase(base, index, { prefix: 'profile', password: PASSWORD })), count: 0 };
}

/** bench:load's five requests for one claimant: [kind, () => Promise<Response>, expected status]. */
function mix(base, user) {
  const read = { origin: base, cookie: user.cookie };
  const json = { ...read, 'content-type': 'application/json' };
  const searches = ['unfair dismissal', 'disability', 'redundancy', 'harassment', 'constructive', ''];
  return [
    ['read case', () => fetch(`${base}/api/cases/${user.caseId}`, { headers: read }), 200],
    [
      'save case',
      () =>
        fetch(`${base}/api/cases/${user.caseId}`, {
          method: 'PATCH',
          headers: json,
          body: JSON.stringify({ employerName: `Employer ${user.index} v${++user.count}` }),
        }),
      200,
    ],
    [
      'add evidence',
      () =>
        fetch(`${base}/api/cases/${user.caseId}/evidence`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ title: `Item ${++user.count}`, category: 'email', importance: 'medium', tags: ['load'] }),
        }),
      201,
    ],
    ['list documents', () => fetch(`${base}/api/documents?caseId=${user.caseId}`, { headers: read }), 200],
    [
      'search case law',
      () => fetch(`${base}/api/case-law?${new URLSearchParams({ q: searches[++user.count % searches.length] })}`),
      200,
    ],
  ];
}

async function answered(request, expected) {
  const response = await request();
  await response.arrayBuffer();
  if (response.status !== expected) throw new Error(`HTTP ${response.status}, expected ${expected}`);
}

/** Mean CPU milliseconds per request of one kind, over `runs` sequential requests. */
async function cpuPerRequest(server, request, expected) {
  await answered(request, expected);
  const before = workerdCpuSeconds(server.pid);
  for (let i = 0; i < CPU_RUNS; i++) await answered(request, expected);
  return ((workerdCpuSeconds(server.pid) - before) * 1000) / CPU_RUNS;
}

/** What each server's kinds cost: the floor, the 404, then bench:load's five. */
function kindsFor(target) {
  const base = target.server.base;
  // A claimant of its own for the CPU blocks: the evidence cap per case is not reached by the profile's.
  return [
    ['static page /stage/3 (floor)', () => fetch(`${base}/stage/3`), 200],
    ['GET /api/no-such-path (middleware, 404)', () => fetch(`${base}/api/no-such-path`), 404],
    [
      'GET /api/cases/not-a-case (the session lookup, then 404 before any query of the route)',
      () => fetch(`${base}/api/cases/not-a-case`, { headers: { cookie: target.cpuUser.cookie } }),
      404,
    ],
    ...mix(base, target.cpuUser).map(([kind, request, expected]) => [kind, request, expected]),
  ];
}

/** One DevTools-protocol session over the inspector's WebSocket. */
async function inspector(port) {
  let targets = [];
  for (let attempt = 0; attempt < 40 && targets.length === 0; attempt++) {
    try {
      targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
    } catch {}
    if (targets.length === 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const target = targets.find((t) => t.webSocketDebuggerUrl);
  if (!target) throw new Error(`no inspector target on port ${port}`);
  // wrangler's inspector proxy accepts only a local Origin (Node's WebSocket takes headers as undici's extension).
  const socket = new WebSocket(target.webSocketDebuggerUrl, { headers: { origin: 'http://localhost' } });
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let id = 0;
  const waiting = new Map();
  const scripts = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    if (message.id && waiting.has(message.id)) {
      const { resolve, reject } = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) reject(new Error(message.error.message));
      else resolve(message.result);
    } else if (message.method === 'Debugger.scriptParsed') {
      scripts.set(message.params.scriptId, message.params);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      id += 1;
      waiting.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, scripts, close: () => socket.close() };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The source file each position of a script came from, read from its source map (wrangler bundles
 * and minifies the Worker: names and lines are esbuild's, the map's `sources` are ours and the
 * packages'). Only the source index is kept of each mapping: the file is what the tables group by.
 */
function sourceIndex(map) {
  const lines = map.mappings.split(';').map((line) => {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      segments.push([column, values[1], values[2]]);
    }
    return segments;
  });
  // The source and its line are relative to the previous segment's, across lines.
  let source = 0;
  let sourceLine = 0;
  for (const segments of lines) {
    for (const segment of segments) {
      if (segment[1] === undefined) continue;
      source += segment[1];
      sourceLine += segment[2];
      segment[1] = source;
      segment[2] = sourceLine;
    }
  }
  /** `{ file, line }` for a 0-based line and column of the script. */
  return (line, column) => {
    let found;
    for (const segment of lines[line] ?? []) {
      if (segment[0] > column) break;
      if (segment[1] !== undefined) found = segment;
    }
    if (!found) return { file: '(unmapped)', line: 0 };
    return { file: (map.sources[found[1]] ?? '(unmapped)').replace(/^(\.\.\/)+/, ''), line: found[2] + 1 };
  };
}

/** A script's source map, from a data: URL or a file beside the script. */
function readSourceMap(scriptUrl, mapUrl) {
  if (!mapUrl) return null;
  try {
    if (mapUrl.startsWith('data:'))
      return JSON.parse(Buffer.from(mapUrl.slice(mapUrl.indexOf(',') + 1), 'base64').toString('utf8'));
    const resolved = new URL(mapUrl, scriptUrl.startsWith('file:') ? scriptUrl : `file://${scriptUrl}`);
    return JSON.parse(fs.readFileSync(resolved, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * A package's name, or the project's own file. drizzle-orm's own maps name its TypeScript as
 * `../src/…`, which lands as node_modules/src/….
 */
function packageOf(module) {
  if (module.startsWith('node_modules/src/')) return 'drizzle-orm (node_modules/src)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  return match ? match[1] : module;
}

async function profileUnderLoad(target) {
  const session = await inspector(target.inspectorPort);
  await session.send('Debugger.enable');
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  const stopAt = performance.now() + SECONDS * 1000;
  let requests = 0;
  await Promise.all(
    target.users.map(async (user) => {
      const requestsOf = mix(target.server.base, user);
      while (performance.now() < stopAt) {
        for (const [, request, expected] of requestsOf) {
          await answered(request, expected);
          requests += 1;
        }
      }
    }),
  );
  const { profile } = await session.send('Profiler.stop');
  const sources = new Map();
  for (const [scriptId, { url, sourceMapURL }] of session.scripts) {
    const map = readSourceMap(url, sourceMapURL);
    if (map) sources.set(scriptId, sourceIndex(map));
  }
  await session.send('Debugger.disable');
  session.close();
  return { profile, requests, sources };
}

/** Self time by function and by package, and inclusive time by file (time with the file on the stack). */
function summarise({ profile, requests, sources }) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const placeOf = new Map();
  for (const node of profile.nodes) {
    const { callFrame } = node;
    const where = sources.get(callFrame.scriptId);
    const mapped = where ? where(callFrame.lineNumber, callFrame.columnNumber) : null;
    const module = mapped ? mapped.file : callFrame.url || `(${callFrame.functionName})`;
    // Minified names say little: the function's place in its source says which it is.
    const fn = mapped ? `${mapped.file}:${mapped.line}` : `${callFrame.functionName || '(anonymous)'} ${callFrame.url}`;
    placeOf.set(node.id, { module, fn, idle: callFrame.functionName === '(idle)' });
  }
  const byFunction = new Map();
  const byPackage = new Map();
  const inclusive = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  let busy = 0;
  let idle = 0;
  profile.samples.forEach((nodeId, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const place = placeOf.get(nodeId);
    if (place.idle) {
      idle += ms;
      return;
    }
    busy += ms;
    add(byFunction, place.fn, ms);
    add(byPackage, packageOf(place.module), ms);
    const seen = new Set();
    for (let id = nodeId; id !== undefined; id = parent.get(id)) {
      const { module } = placeOf.get(id);
      if (!byNode.get(id).callFrame.url || seen.has(module)) continue;
      seen.add(module);
      add(inclusive, module, ms);
    }
  });
  const top = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  return { busy, idle, requests, functions: top(byFunction), packages: top(byPackage), inclusive: top(inclusive) };
}

async function startTarget(label, cwd) {
  const inspectorPort = await freePort();
  const server = await startServer({ seedCaseLaw: true, vars: VARS, cwd, inspectorPort });
  const users = [];
  for (let i = 0; i < USERS; i++) users.push(await claimant(server.base, i + 1));
  const cpuUser = await claimant(server.base, USERS + 1);
  return { label, server, users, cpuUser, inspectorPort, cwd };
}

const targets = [];
const baselineDirs = [];
try {
  for (const commit of BASELINES) {
    const dir = extractBaseline(commit);
    baselineDirs.push(dir);
    targets.push(await startTarget(commit, dir));
  }
  targets.push(await startTarget('this checkout', root));
  const loadBefore = os.loadavg()[0];
  // CPU per request: each kind's block on every server in turn, so the servers' blocks of one kind
  // run minutes apart at most, ROUNDS times.
  const cpu = new Map(targets.map((t) => [t, new Map()]));
  const kindsByTarget = new Map(targets.map((t) => [t, kindsFor(t)]));
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < kindsByTarget.get(targets[0]).length; k++) {
      for (const target of targets) {
        const [kind, request, expected] = kindsByTarget.get(target)[k];
        const list = cpu.get(target).get(kind) ?? [];
        list.push(await cpuPerRequest(target.server, request, expected));
        cpu.get(target).set(kind, list);
      }
    }
  }
  const kinds = [...cpu.get(targets[0]).keys()];
  console.log(
    `\nCPU per request in workerd (ms, median of ${ROUNDS} blocks of ${CPU_RUNS}; 1-minute load average ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after):\n`,
  );
  console.log(`| Request | ${targets.map((t) => t.label).join(' | ')} |`);
  console.log(`|---|${targets.map(() => '---:').join('|')}|`);
  for (const kind of kinds) {
    console.log(`| ${kind} | ${targets.map((t) => median(cpu.get(t).get(kind)).toFixed(2)).join(' | ')} |`);
  }
  for (const target of SECONDS > 0 ? targets : []) {
    const profiled = await profileUnderLoad(target);
    const summary = summarise(profiled);
    const file = path.join(os.tmpdir(), `tt-load-${target.label.replace(/\W+/g, '-')}-${Date.now()}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profiled.profile));
    console.log(
      `\n${target.label}: ${summary.requests} requests of the mix by ${USERS} claimants in ${SECONDS} s; the Worker's JavaScript busy ${summary.busy.toFixed(0)} ms (${(summary.busy / summary.requests).toFixed(2)} ms a request), idle ${summary.idle.toFixed(0)} ms. Profile: ${file}`,
    );
    console.log('\n| Package or file | self ms | ms a request | share |\n|---|---:|---:|---:|');
    for (const [name, ms] of summary.packages)
      console.log(
        `| ${name} | ${ms.toFixed(0)} | ${(ms / summary.requests).toFixed(3)} | ${((ms / summary.busy) * 100).toFixed(1)} % |`,
      );
    console.log('\n| File on the stack (inclusive) | ms | ms a request | share |\n|---|---:|---:|---:|');
    for (const [name, ms] of summary.inclusive)
      console.log(
        `| ${name} | ${ms.toFixed(0)} | ${(ms / summary.requests).toFixed(3)} | ${((ms / summary.busy) * 100).toFixed(1)} % |`,
      );
    console.log('\n| Function (module:line) | self ms | share |\n|---|---:|---:|');
    for (const [name, ms] of summary.functions)
      console.log(`| ${name} | ${ms.toFixed(0)} | ${((ms / summary.busy) * 100).toFixed(1)} % |`);
  }
} finally {
  for (const target of targets) target.server.stop();
  for (const dir of baselineDirs) fs.rmSync(dir, { recursive: true, force: true });
}
