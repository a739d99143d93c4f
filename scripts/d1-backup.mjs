// What `npm run backup` and `npm run restore` share (docs/reliability.md, "Backups"). wrangler's
// `d1 export` refuses a database holding FTS5 tables (cloudflare/workers-sdk#6305), so a backup is
// the rows of every ordinary table, exported table by table; the virtual tables (the case-law index
// and its vocabulary) and FTS5's own shadow tables are left out and rebuilt from case_law on restore.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './offline-env.mjs';

const wrangler = path.join(root, 'node_modules', '.bin', 'wrangler');

/** FTS5's shadow tables, `{table}_{suffix}`: part of the virtual table, never exported. */
const SHADOW_SUFFIXES = ['data', 'idx', 'content', 'docsize', 'config'];

/** Where a backup's part restored after the index begins. */
export const AFTER_INDEX_MARK = '-- tribunal-toolkit: rows restored after the index is rebuilt';

/** `--local` (with `cwd` as wrangler's project folder, for tests) or `--remote`. */
export function target(argv) {
  const remote = argv.includes('--remote');
  const cwdAt = argv.indexOf('--cwd');
  const cwd = cwdAt >= 0 ? argv[cwdAt + 1] : undefined;
  return { remote, cwd };
}

function where({ remote, cwd }) {
  return [remote ? '--remote' : '--local', ...(cwd ? ['--cwd', cwd] : [])];
}

/** Runs `wrangler d1 …` on the DB binding; throws with wrangler's own words when it fails. */
export function d1(args, place) {
  const result = spawnSync(wrangler, ['d1', ...args, ...where(place)], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`wrangler d1 ${args[0]} failed:\n${result.stderr || result.stdout}`);
  return result.stdout;
}

/** The rows a query answers. */
export function query(sql, place) {
  return JSON.parse(d1(['execute', 'DB', '--json', '--command', sql], place))[0]?.results ?? [];
}

/** Runs a .sql file. */
export function runFile(file, place) {
  d1(['execute', 'DB', '--yes', '--file', file], place);
}

/** The database's tables, sorted into what a backup holds and what is rebuilt. */
export function tablesOf(place) {
  const rows = query("SELECT name, type, sql FROM sqlite_master WHERE type IN ('table', 'trigger', 'view')", place);
  const tables = rows.filter((row) => row.type === 'table');
  const virtual = tables.filter((row) => /^CREATE VIRTUAL TABLE/i.test(row.sql ?? '')).map((row) => row.name);
  const shadow = new Set(virtual.flatMap((name) => SHADOW_SUFFIXES.map((suffix) => `${name}_${suffix}`)));
  const internal = (name) => name.startsWith('sqlite_') || name.startsWith('_cf_') || name === 'd1_migrations';
  const ordinary = tables
    .map((row) => row.name)
    .filter((name) => !virtual.includes(name) && !shadow.has(name) && !internal(name));
  /** FTS5 tables kept from another table's rows (`content=…`): rebuilt from it. */
  const contentIndexes = tables
    .filter((row) => /USING fts5\s*\(/i.test(row.sql ?? '') && /content\s*=/i.test(row.sql ?? ''))
    .map((row) => row.name);
  // Tables the triggers write: ones they fill (the case-law keys and counts, kept per case_law row)
  // are filled again by the triggers as case_law's rows load, so they are not in a backup (their
  // `doc` is case_law's rowid, which an export does not keep); ones they only empty (the terms read
  // from the index, a cache of counts) are filled by the Worker, so they are restored from the
  // backup after case_law's rows and the rebuilt index.
  const triggerSql = rows.filter((row) => row.type === 'trigger').map((row) => row.sql ?? '');
  const written = (pattern) =>
    new Set(
      triggerSql
        .flatMap((body) => [...body.matchAll(pattern)].map((match) => match[1]))
        .filter((name) => ordinary.includes(name)),
    );
  const filledByTriggers = written(/(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE)\s+[`"]?(\w+)/gi);
  const emptiedByTriggers = [...written(/DELETE\s+FROM\s+[`"]?(\w+)/gi)].filter((name) => !filledByTriggers.has(name));
  return {
    ordinary,
    /** In a backup, loaded first. */
    rows: ordinary.filter((name) => !filledByTriggers.has(name) && !emptiedByTriggers.includes(name)),
    /** In a backup, loaded after the index is rebuilt. */
    afterIndex: emptiedByTriggers,
    /** Not in a backup: the triggers fill them again. */
    filledByTriggers: [...filledByTriggers],
    virtual,
    contentIndexes,
    triggers: rows.filter((row) => row.type === 'trigger').map((row) => row.name),
    views: rows.filter((row) => row.type === 'view').map((row) => row.name),
  };
}

/**
 * `tables` ordered so each comes before the tables it references: a table can be dropped only while
 * the tables its foreign keys name exist (SQLite resolves them when it empties the table).
 */
export function childrenFirst(tables, place) {
  const edges = query(
    'SELECT m.name AS child, p."table" AS parent FROM sqlite_master m, pragma_foreign_key_list(m.name) p WHERE m.type = \'table\'',
    place,
  );
  const referencedBy = new Map(tables.map((name) => [name, new Set()]));
  for (const { child, parent } of edges) if (child !== parent) referencedBy.get(parent)?.add(child);
  const ordered = [];
  const placed = new Set();
  while (ordered.length < tables.length) {
    const next = tables.find(
      (name) => !placed.has(name) && [...(referencedBy.get(name) ?? [])].every((c) => placed.has(c) || !referencedBy.has(c)),
    );
    // A cycle of references (none in our schema): the rest in any order.
    const pick = next ?? tables.find((name) => !placed.has(name));
    placed.add(pick);
    ordered.push(pick);
  }
  return ordered;
}

/** The migrations the database has had, in order. */
export function appliedMigrations(place) {
  try {
    return query('SELECT name FROM d1_migrations ORDER BY id', place).map((row) => row.name);
  } catch {
    return [];
  }
}

export const quoted = (name) => `"${String(name).replaceAll('"', '""')}"`;
