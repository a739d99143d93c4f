// `npm run build`: the static site, its Pagefind index, the preloads of the islands' modules, the app
// screens' stylesheets inlined, the service worker with its precache list and the security headers,
// in that order.
// Records the PUBLIC_* values it was built with, so `npm start` rebuilds when they change.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildEnvJson } from './build-env.mjs';
import { applyOfflineEnv, root } from './offline-env.mjs';

applyOfflineEnv();
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const dist = path.resolve(process.env.ASTRO_OUT_DIR ?? path.join(root, 'dist'));

function run(label, command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed.`);
    process.exit(result.status ?? 1);
  }
}

run('astro build', bin('astro'), ['build']);
run('internal links', process.execPath, [path.join(root, 'scripts', 'check-links.mjs'), dist]);
run('case citations linked', process.execPath, [path.join(root, 'scripts', 'check-case-links.mjs'), dist]);
run('pagefind', bin('pagefind'), ['--site', dist, '--silent']);
run('island preloads', process.execPath, [path.join(root, 'scripts', 'island-preload.mjs'), dist]);
run('app screen styles', process.execPath, [path.join(root, 'scripts', 'inline-app-styles.mjs'), dist]);
// After every step that changes a page: the worker keeps the pages as served.
run('service worker', process.execPath, [path.join(root, 'scripts', 'build-sw.mjs'), dist]);
run('security headers', process.execPath, [path.join(root, 'scripts', 'write-headers.mjs'), dist]);
// Only the default build is the one `npm start` serves.
if (!process.env.ASTRO_OUT_DIR) fs.writeFileSync(path.join(root, '.build-env.json'), buildEnvJson());
