// Loads seed data into the local D1: every seeds/*.sql file in name order. Seed files must be
// idempotent (INSERT OR IGNORE / upserts), so `npm start` can run them on every start.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { applyOfflineEnv, root } from './offline-env.mjs';

applyOfflineEnv();
const dir = path.join(root, 'seeds');
const files = fs.existsSync(dir)
  ? fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort()
  : [];
if (files.length === 0) {
  console.log('No seed files in seeds/.');
  process.exit(0);
}
for (const file of files) {
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'wrangler'),
    ['d1', 'execute', 'DB', '--local', '--file', path.join(dir, file)],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: process.env },
  );
  if (result.status !== 0) {
    console.error(`Seeding ${file} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`Seeded ${file}.`);
}
