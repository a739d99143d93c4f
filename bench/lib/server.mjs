// The real product for a benchmark: wrangler dev over the built dist/ on a free loopback port, with
// a throw-away D1/R2 state (migrated, optionally seeded with the curated case law), so a benchmark
// never touches `npm start`'s data. Shared by the benchmarks in bench/.

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { caseLawSeedSql, readCuratedCases } from '../../scripts/case-law-seed.mjs';
import { maskedStream } from '../../scripts/dev-log.mjs';
import { root } from '../../scripts/offline-env.mjs';
import { ensureDevVars, freePort, waitForHealth, wranglerDevArgs } from '../../scripts/wrangler-dev.mjs';

export { freePort };

const wrangler = path.join(root, 'node_modules', '.bin', 'wrangler');

function run(args, cwd = root) {
  const result = spawnSync(wrangler, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`wrangler ${args.slice(0, 2).join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * Starts the server; `vars` are passed as `--var NAME:value`. Resolves once /api/health answers.
 * Call `stop()` when done: it ends wrangler and removes the state. `cwd` serves another checkout of
 * the project (bench/load-profile.mjs's baseline commit); `inspectorPort` opens the Worker's V8
 * inspector there (a CPU profile), otherwise wrangler picks a free one.
 */
export async function startServer({ seedCaseLaw = false, vars = {}, cwd = root, inspectorPort } = {}) {
  if (!fs.existsSync(path.join(cwd, 'dist', 'index.html'))) throw new Error('dist/ is not built: run `npm run build` first.');
  // A fresh clone has no .dev.vars before `npm start` has run: write it, as `npm start` would.
  ensureDevVars(cwd);
  const state = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-'));
  run(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], cwd);
  if (seedCaseLaw) {
    const seed = path.join(state, 'case-law.sql');
    fs.writeFileSync(seed, caseLawSeedSql(readCuratedCases(cwd)));
    run(['d1', 'execute', 'DB', '--local', '--persist-to', state, '--file', seed], cwd);
  }
  const port = await freePort();
  const args = wranglerDevArgs({ port, state, vars });
  if (inspectorPort) args.push('--inspector-port', String(inspectorPort), '--inspector-ip', '127.0.0.1');
  const child = spawn(wrangler, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // Kept to explain a failed start, through `npm start`'s filter: wrangler's request lines hold link tokens.
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.pipe(maskedStream()).on('data', keep);
  child.stderr.pipe(maskedStream()).on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGINT');
    fs.rmSync(state, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child, () => output);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, state, stop, pid: child.pid };
}

/** Every process below `pid` (children first found through /proc's parent links), with `pid` itself. */
function descendants(pid) {
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) is in parentheses and may hold spaces: fields are counted after it.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), { ppid: Number(fields[1]), stat, fields });
    } catch {}
  }
  const found = [pid];
  for (let i = 0; i < found.length; i++) {
    for (const [child, { ppid }] of parents) if (ppid === found[i]) found.push(child);
  }
  return found.map((id) => ({ pid: id, ...parents.get(id) })).filter((p) => p.stat);
}

/**
 * CPU seconds (user + system) used so far by the server's workerd processes: the Worker, its local D1
 * and R2 run there, so a difference over N requests divided by N is the CPU each request cost on this
 * machine (Linux only: /proc; clock ticks of 10 ms, hence many requests per figure).
 */
export function workerdCpuSeconds(pid) {
  const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
  return descendants(pid)
    .filter((p) => p.stat.includes('(workerd)'))
    .reduce((sum, p) => sum + (Number(p.fields[11]) + Number(p.fields[12])) / ticks, 0);
}

/** Signs up and signs in a fresh account from our own origin; answers its Cookie header. */
export async function signedInCookie(base, email, password = 'correct horse battery staple') {
  const post = (pathname, body) =>
    fetch(`${base}/api/auth${pathname}`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/sign-up/email', { email, password, name: email.split('@')[0] });
  const signIn = await post('/sign-in/email', { email, password });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Replaces (or appends) one "## heading" section of docs/benchmarks.md, leaving the others as they
 * are. With `keepSubsections`, only the section's text before its first "### " subsection is
 * replaced: the dated notes written by hand below the figures stay.
 */
export function writeSection(heading, body, { keepSubsections = false } = {}) {
  const docs = path.join(root, 'docs', 'benchmarks.md');
  const previous = fs.existsSync(docs) ? fs.readFileSync(docs, 'utf8') : '# Benchmarks\n';
  const start = previous.indexOf(`\n## ${heading}\n`);
  const section = `\n## ${heading}\n\n${body.trim()}\n`;
  if (start === -1) {
    fs.writeFileSync(docs, `${previous.trimEnd()}\n${section}`);
    return;
  }
  const found = previous.indexOf('\n## ', start + 1);
  const next = found === -1 ? previous.length : found;
  const sub = keepSubsections ? previous.indexOf('\n### ', start + 1) : -1;
  const end = sub !== -1 && sub < next ? sub : next;
  fs.writeFileSync(docs, `${previous.slice(0, start)}${section}${previous.slice(end)}`);
}
