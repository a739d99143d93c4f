// `npm run backup [-- --remote] [-- --output file.sql]`: the rows of every ordinary table of the D1
// database (local by default; --remote for production), in one .sql file under backups/ (git-ignored),
// restorable with `npm run restore`. The case-law index is not in it: it is rebuilt on restore.
// docs/reliability.md says how often, where and for how long backups are kept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AFTER_INDEX_MARK, appliedMigrations, d1, tablesOf, target } from './d1-backup.mjs';
import { applyOfflineEnv, root } from './offline-env.mjs';

const argv = process.argv.slice(2);
const place = target(argv);
if (!place.remote) applyOfflineEnv();
const outputAt = argv.indexOf('--output');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const output = path.resolve(
  outputAt >= 0 ? argv[outputAt + 1] : path.join(root, 'backups', `d1-${place.remote ? 'remote' : 'local'}-${stamp}.sql`),
);
const started = Date.now();

const { rows, afterIndex, filledByTriggers, virtual } = tablesOf(place);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-backup-'));
/** One export of `tables`' rows (no schema: restore makes it with the migrations). */
function rowsOf(tables, name) {
  if (tables.length === 0) return '';
  const file = path.join(work, name);
  d1(['export', 'DB', '--no-schema', '--output', file, ...tables.flatMap((table) => ['--table', table])], place);
  return fs.readFileSync(file, 'utf8');
}
try {
  const header = [
    '-- tribunal-toolkit D1 backup',
    `-- taken: ${new Date().toISOString()}`,
    `-- migrations: ${appliedMigrations(place).join(',')}`,
    `-- tables: ${rows.join(',')}`,
    `-- after the index: ${afterIndex.join(',')}`,
    `-- left out (rebuilt on restore): ${[...virtual, ...filledByTriggers].join(',')}`,
  ].join('\n');
  const text = `${header}\n${rowsOf(rows, 'rows.sql')}\n${AFTER_INDEX_MARK}\n${rowsOf(afterIndex, 'after-index.sql')}\n`;
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, text, { mode: 0o600 });
  console.log(
    `Backed up ${rows.length + afterIndex.length} tables (${(text.length / 1024).toFixed(0)} KiB) to ${path.relative(process.cwd(), output)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
