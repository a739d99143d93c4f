// `npm run db:check` (and a step of `npm test`): the hand-written migrations and drizzle's schema
// (worker/db/schema.ts) agree. `drizzle-kit check` finds snapshots that contradict each other (two
// migrations written from the same parent on two branches); then `drizzle-kit generate`, run into a
// copy of migrations/ so nothing is written here, must find no change to make. Offline, about 5 s.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './offline-env.mjs';

const drizzleKit = path.join(root, 'node_modules', 'drizzle-kit', 'bin.cjs');

/** drizzle-kit with these arguments, from the repository root; its output, and whether it succeeded. */
function kit(args) {
  const result = spawnSync(process.execPath, [drizzleKit, ...args], { cwd: root, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

const check = kit(['check', '--config', 'drizzle.config.ts']);
if (!check.ok) {
  process.stdout.write(check.output);
  console.error('drizzle-kit check: the migrations’ snapshots do not agree (see above).');
  process.exit(1);
}

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
try {
  fs.cpSync(path.join(root, 'migrations'), copy, { recursive: true });
  const before = fs.readdirSync(copy, { recursive: true }).sort();
  // drizzle-kit reads `--out` relative to the working directory.
  const generate = kit([
    'generate',
    '--dialect',
    'sqlite',
    '--schema',
    './worker/db/schema.ts',
    '--out',
    path.relative(root, copy),
  ]);
  const added = fs.readdirSync(copy, { recursive: true }).filter((name) => !before.includes(name));
  if (!generate.ok || added.length > 0) {
    process.stdout.write(generate.output);
    console.error(
      added.length > 0
        ? `drizzle-kit generate would write ${added.join(', ')}: the schema changed without a migration and its snapshot (npm run db:generate).`
        : 'drizzle-kit generate failed (see above).',
    );
    process.exit(1);
  }
  console.log('Migrations and schema agree: drizzle-kit check passed and drizzle-kit generate finds no change.');
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
