// Installs dependencies when they are missing or older than package-lock.json. Runs on the system
// Node (≥ 20) because on a fresh clone Node 24 is itself one of the things to install.
// `npm install`, not `npm ci`: the registry here does not serve other platforms' optional binaries,
// so the lockfile cannot list them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { applyOfflineEnv, root } from './offline-env.mjs';

applyOfflineEnv();

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

const installed = path.join(root, 'node_modules', '.package-lock.json');
const wanted = Math.max(mtime(path.join(root, 'package-lock.json')), mtime(path.join(root, 'package.json')));
const nodeBinary = path.join(root, 'node_modules', '.bin', 'node');

if (mtime(installed) >= wanted && fs.existsSync(nodeBinary)) {
  // Installed without our postinstall having run (node_modules copied in): write the API types now.
  if (!fs.existsSync(path.join(root, '.types', 'worker', 'index.d.ts'))) {
    spawnSync(process.execPath, [path.join(root, 'scripts', 'install-types.mjs')], { cwd: root, stdio: 'inherit' });
  }
  process.exit(0);
}
console.log('Installing dependencies (npm install)…');
const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) {
  console.error('npm install failed: see the messages above.');
  process.exit(result.status ?? 1);
}
// npm leaves .package-lock.json untouched when nothing changed; touch it so the next run is quick.
if (fs.existsSync(installed)) {
  const now = new Date();
  fs.utimesSync(installed, now, now);
}
