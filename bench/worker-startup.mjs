// `npm run bench:worker-startup`: what the deployed Worker costs an isolate to start, before and
// after a change, side by side in one run. Each variant is bundled as `wrangler deploy` bundles it
// (--dry-run, minified, the aliases of its own wrangler.toml); BENCH_BASELINE=<commit> is built from
// that commit's tree (a throw-away git worktree sharing this node_modules), beside the working tree,
// and an empty Worker is the floor (workerd's own start).
// Each run starts wrangler dev on the bundle alone, unbundled again (D1 migrated once beforehand, R2 empty),
// then asks GET /api/health once (the cold first answer) and 20 times more (warm). workerd's CPU
// time is read from /proc at each step; the variants alternate, so the machine's drift meets all alike.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyOfflineEnv, root } from '../scripts/offline-env.mjs';
import { wranglerDevArgs } from '../scripts/wrangler-dev.mjs';
import { freePort, workerdCpuSeconds, writeSection } from './lib/server.mjs';
import { median } from './lib/stats.mjs';

applyOfflineEnv();
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const BASELINE = process.env.BENCH_BASELINE ?? '';
const WARM = 20;
const wrangler = path.join(root, 'node_modules', '.bin', 'wrangler');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-startup-'));

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** The Worker as `wrangler deploy` would upload it from a tree: its index.js and size. */
function bundleOf(tree, name) {
  const out = path.join(work, name);
  run(wrangler, ['deploy', '--dry-run', '--outdir', out], tree);
  const script = path.join(out, 'index.js');
  return { name, script, bytes: fs.statSync(script).size };
}

const variants = [];
if (BASELINE) {
  const tree = path.join(work, 'baseline-tree');
  run('git', ['worktree', 'add', '--detach', tree, BASELINE], root);
  try {
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'));
    // The dry run only checks that the assets folder exists; the Worker is what is measured.
    fs.mkdirSync(path.join(tree, 'dist'));
    variants.push({ ...bundleOf(tree, 'baseline'), label: `${run('git', ['rev-parse', '--short', BASELINE], root).trim()}` });
  } finally {
    run('git', ['worktree', 'remove', '--force', tree], root);
  }
}
variants.push({ ...bundleOf(root, 'current'), label: 'working tree' });
const empty = path.join(work, 'empty.js');
fs.writeFileSync(empty, "export default { fetch() { return Response.json({ status: 'ok' }); } };\n");
variants.push({ name: 'empty', script: empty, bytes: fs.statSync(empty).size, label: 'an empty Worker (the floor)' });

// One migrated D1 for every run (copied fresh each time, so no run sees another's writes).
const state = path.join(work, 'state');
run(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], root);

const compatibilityDate = /compatibility_date = "([^"]+)"/.exec(fs.readFileSync(path.join(root, 'wrangler.toml'), 'utf8'))?.[1];

/** A folder wrangler dev can run the bundle from as it is (no_bundle), with the Worker's bindings. */
function siteFor(variant) {
  const dir = path.join(work, `site-${variant.name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(variant.script, path.join(dir, 'index.js'));
  fs.writeFileSync(
    path.join(dir, 'wrangler.toml'),
    `name = "tribunal-toolkit"
main = "index.js"
no_bundle = true
compatibility_date = "${compatibilityDate}"
compatibility_flags = ["nodejs_compat"]
[[d1_databases]]
binding = "DB"
database_name = "tribunal-toolkit"
database_id = "00000000-0000-0000-0000-000000000000"
[[r2_buckets]]
binding = "FILES"
bucket_name = "tribunal-toolkit-files"
`,
  );
  return dir;
}

async function once(variant, i) {
  const persist = path.join(work, `run-${variant.name}-${i}`);
  fs.cpSync(state, persist, { recursive: true });
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    wrangler,
    [...wranglerDevArgs({ port, state: persist, vars: { BETTER_AUTH_SECRET: 'x'.repeat(48), ENVIRONMENT: 'development' } })],
    { cwd: variant.site, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  try {
    let output = '';
    await new Promise((resolve, reject) => {
      const seen = (chunk) => {
        output += chunk;
        if (/Ready on http/.test(output)) resolve();
      };
      child.stdout.on('data', seen);
      child.stderr.on('data', seen);
      child.on('exit', (code) => reject(new Error(`wrangler dev exited ${code}:\n${output}`)));
    });
    const ready = performance.now();
    const base = `http://127.0.0.1:${port}`;
    const first = await fetch(`${base}/api/health`);
    const body = await first.text();
    if (first.status !== 200) throw new Error(`${variant.name}: /api/health answered ${first.status}: ${body}`);
    const answered = performance.now();
    const cpuFirst = workerdCpuSeconds(child.pid);
    const warm = [];
    for (let w = 0; w < WARM; w++) {
      const t = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      warm.push(performance.now() - t);
    }
    return {
      readyMs: ready - started,
      firstMs: answered - ready,
      toFirstMs: answered - started,
      cpuToFirstMs: cpuFirst * 1000,
      warmMs: median(warm),
    };
  } finally {
    child.kill('SIGINT');
    await new Promise((resolve) => (child.exitCode === null ? child.on('exit', resolve) : resolve()));
    fs.rmSync(persist, { recursive: true, force: true });
  }
}

for (const variant of variants) variant.site = siteFor(variant);

const results = Object.fromEntries(variants.map((v) => [v.name, []]));
for (let i = 0; i < RUNS + 1; i++) {
  for (const variant of i % 2 ? [...variants].reverse() : variants) {
    const result = await once(variant, i);
    if (i > 0) results[variant.name].push(result); // the first round warms the disk cache
  }
}
fs.rmSync(work, { recursive: true, force: true });

const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');
const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const fmt = (n) => n.toFixed(1);
const lines = [
  '| Worker | Bundle bytes | Spawn to ready, ms | Cold first answer, ms | Spawn to first answer, ms | workerd CPU to first answer, ms (mean) | Warm answer, ms |',
  '|---|---:|---:|---:|---:|---:|---:|',
];
for (const variant of variants) {
  const r = results[variant.name];
  const m = (key) => median(r.map((x) => x[key]));
  lines.push(
    `| ${variant.label} | ${variant.bytes.toLocaleString('en-GB')} | ${fmt(m('readyMs'))} | ${fmt(m('firstMs'))} | ${fmt(m('toFirstMs'))} | ${fmt(mean(r.map((x) => x.cpuToFirstMs)))} | ${fmt(m('warmMs'))} |`,
  );
}
const body = `Reproduce with \`BENCH_BASELINE=<commit> npm run bench:worker-startup\` (bench/worker-startup.mjs). Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${RUNS} alternating runs of each, medians unless said; load average at the end ${load}.

${lines.join('\n')}

Each run starts \`wrangler dev\` on the bundle as it was built (\`no_bundle\`), with D1 migrated and R2
empty, and asks GET /api/health: "ready" is wrangler saying so, the cold first answer is the first
request after that (the isolate made and the Worker's top level run, if not already), and workerd's
CPU is its user + system time from spawn to that answer (its processes' /proc figures, in 10 ms
ticks, hence the mean of ${RUNS}), which includes wrangler's own router and proxy Workers. The empty
Worker is that floor: what a bundle costs an isolate is its row minus the floor's.`;
writeSection('Worker start-up: before and after', body);
console.log(body);
