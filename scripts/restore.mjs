// `npm run restore -- <backup.sql> [--remote --yes]`: brings the D1 database back to a backup made by
// `npm run backup`. Every table, trigger and view is dropped, the migrations are applied again (the
// schema, the case-law index and its triggers), seeded rows are cleared, the backup's rows loaded,
// the index rebuilt from case_law, then the tables kept from the index loaded. The remote database
// is changed only with --yes. docs/reliability.md has the drill and its measured time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AFTER_INDEX_MARK, appliedMigrations, childrenFirst, d1, quoted, runFile, tablesOf, target } from './d1-backup.mjs';
import { applyOfflineEnv, root } from './offline-env.mjs';

const argv = process.argv.slice(2);
const place = target(argv);
if (!place.remote) applyOfflineEnv();
const file = argv.find((arg, i) => arg.endsWith('.sql') && argv[i - 1] !== '--cwd');
if (!file || !fs.existsSync(file)) {
  console.error('usage: npm run restore -- <backup.sql> [--remote --yes]');
  process.exit(2);
}
const text = fs.readFileSync(file, 'utf8');
if (!text.startsWith('-- tribunal-toolkit D1 backup') || !text.includes(AFTER_INDEX_MARK)) {
  console.error(`${file} is not a backup made by npm run backup.`);
  process.exit(2);
}
// The backup's rows fit the schema of its migrations or a later one (columns are named in each INSERT).
const taken = (/^-- migrations: (.*)$/m.exec(text)?.[1] ?? '').split(',').filter(Boolean);
const ours = fs
  .readdirSync(path.join(root, 'migrations'))
  .filter((name) => name.endsWith('.sql'))
  .sort();
if (taken.some((name, i) => ours[i] !== name)) {
  console.error('The backup was taken under migrations this checkout does not have: restore it from the commit it was taken at.');
  process.exit(2);
}
if (place.remote && !argv.includes('--yes')) {
  console.error('This replaces every row of the production database with the backup. Run again with --yes to do it.');
  process.exit(2);
}
const started = Date.now();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-restore-'));
const sql = (name, body) => {
  const at = path.join(work, name);
  fs.writeFileSync(at, body);
  return at;
};
try {
  // 1. Everything goes (dropping a virtual table drops its shadow tables). Rows first, with every
  //    table still there for the foreign keys' cascades to reach; then the empty tables, each before
  //    the tables it references.
  const now = tablesOf(place);
  const drops = [
    'PRAGMA defer_foreign_keys = true;',
    ...now.triggers.map((name) => `DROP TRIGGER IF EXISTS ${quoted(name)};`),
    ...now.views.map((name) => `DROP VIEW IF EXISTS ${quoted(name)};`),
    // A vocabulary table reads its index: it goes first.
    ...[...now.virtual].reverse().map((name) => `DROP TABLE IF EXISTS ${quoted(name)};`),
    ...now.ordinary.map((name) => `DELETE FROM ${quoted(name)};`),
    ...[...childrenFirst(now.ordinary, place), 'd1_migrations'].map((name) => `DROP TABLE IF EXISTS ${quoted(name)};`),
  ];
  runFile(sql('drop.sql', drops.join('\n')), place);
  // 2. The schema, the index and its triggers, as the migrations make them.
  d1(['migrations', 'apply', 'DB'], place);
  const fresh = tablesOf(place);
  // 3. Rows the migrations seeded give way to the backup's; then the backup's rows.
  const [rows, afterIndex] = text.split(AFTER_INDEX_MARK);
  const clear = ['PRAGMA defer_foreign_keys = true;', ...fresh.ordinary.map((name) => `DELETE FROM ${quoted(name)};`)];
  runFile(sql('rows.sql', `${clear.join('\n')}\n${rows}`), place);
  // 4. The index, rebuilt from the rows it is kept from; then what is kept from the index.
  const rebuild = fresh.contentIndexes.map((name) => `INSERT INTO ${quoted(name)}(${quoted(name)}) VALUES('rebuild');`);
  if (rebuild.length > 0) runFile(sql('rebuild.sql', rebuild.join('\n')), place);
  const emptied = fresh.afterIndex.map((name) => `DELETE FROM ${quoted(name)};`);
  runFile(sql('after-index.sql', `${emptied.join('\n')}\n${afterIndex ?? ''}`), place);
  console.log(
    `Restored ${file} (${appliedMigrations(place).length} migrations, ${fresh.ordinary.length} tables, the index rebuilt) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
