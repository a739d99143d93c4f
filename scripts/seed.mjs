// Loads seed data into the local D1: every seeds/*.sql file in name order, then the curated case
// law (seeds/case-law/*.json, turned into upserts). Seed data must be idempotent: it runs on every
// `npm start`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { caseLawSeedSql, readCuratedCases } from './case-law-seed.mjs';
import { applyOfflineEnv, root } from './offline-env.mjs';

applyOfflineEnv();
const dir = path.join(root, 'seeds');
const files = fs.existsSync(dir)
  ? fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => path.join(dir, f))
  : [];

// The curated case law is JSON (easier to review than SQL): turned into upserts here.
const cases = readCuratedCases(root);
if (cases.length > 0) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tt-seed-')), 'case-law.sql');
  fs.writeFileSync(file, caseLawSeedSql(cases));
  files.push(file);
}

for (const file of files) {
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'wrangler'),
    ['d1', 'execute', 'DB', '--local', '--file', file],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: process.env,
    },
  );
  if (result.status !== 0) {
    console.error(`Seeding ${path.basename(file)} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`Seeded ${path.basename(file)}${file.endsWith('case-law.sql') ? ` (${cases.length} curated cases)` : ''}.`);
}
if (files.length === 0) console.log('No seed data.');
