// `npm start`: everything a fresh clone needs to serve the whole product at http://localhost:8787
// (PORT overrides). Installs what is missing, writes a secret to .dev.vars, migrates and seeds the
// local D1, builds the site with its search index when the sources changed, then runs wrangler dev.
// Ctrl-C stops wrangler and its workerd (we signal the wrangler process itself, not a wrapper).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildEnvJson } from './build-env.mjs';
import { outboxNotice, serveDev } from './dev-server.mjs';
import { applyOfflineEnv, root } from './offline-env.mjs';

applyOfflineEnv();
const started = Date.now();
const port = process.env.PORT ?? '8787';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function step(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

step('Secret for local auth (.dev.vars)', process.execPath, [path.join(root, 'scripts/ensure-dev-vars.mjs')]);
step('Local D1 migrations', bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local']);
step('Seed data', process.execPath, [path.join(root, 'scripts/seed.mjs')]);

// Rebuild only when a source is newer than the last build, so a second `npm start` is quick.
const stamp = path.join(root, 'dist', '_headers');
const sources = ['src', 'content', 'public', 'astro.config.mjs', 'package-lock.json'];
function newest(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs);
}
const built = fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
// A build made with other PUBLIC_* values (npm test builds with example ones) is rebuilt too.
const builtEnvFile = path.join(root, '.build-env.json');
const builtEnv = fs.existsSync(builtEnvFile) ? fs.readFileSync(builtEnvFile, 'utf8') : '';
const currentEnv = buildEnvJson();
const stale = sources.some((source) => newest(path.join(root, source)) > built) || builtEnv !== currentEnv;
if (process.env.FORCE_BUILD || stale) {
  step('Build the site and its search index', 'npm', ['run', 'build']);
} else {
  console.log('\n▶ Site build is up to date (set FORCE_BUILD=1 to rebuild).');
}

// Mail goes to the local outbox when no mail service is configured: say how many messages wait,
// never what they hold (their links are bearer secrets).
console.log(outboxNotice());

console.log(
  `\n▶ Serving on http://localhost:${port} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s before wrangler starts). Ctrl-C stops it.\n`,
);
// Links in the scheduled e-mails (reminders, digests) point at this server, whatever its port.
// wrangler's output reaches the terminal through scripts/dev-log.mjs: its request lines name every
// path asked for, link tokens included.
const siteUrl = process.env.SITE_URL || `http://localhost:${port}`;
const wrangler = serveDev({ port, siteUrl });
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    wrangler.kill('SIGINT');
  });
}
wrangler.on('exit', (code) => process.exit(stopping ? 0 : (code ?? 0)));
