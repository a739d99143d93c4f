/**
 * `npm run backup` and `npm run restore`, end to end on a local D1 (wrangler's own, in a throw-away
 * project folder): a database with accounts, a case and the curated case law (so the FTS5 index
 * that `wrangler d1 export` refuses is there), backed up; rows then added, changed and deleted;
 * restored. Every row of every table, and what the search index finds, must be as it was.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseLawSeedSql, readCuratedCases } from '../../scripts/case-law-seed.mjs';
import { d1, type Place, query, runFile, tablesOf } from '../../scripts/d1-backup.mjs';

const root = path.resolve(import.meta.dirname, '../..');
let place: Place = { remote: false };
let folder = '';
/** The database's tables, read once: a restore makes the same ones (each wrangler run costs seconds). */
let tables: string[] = [];

/**
 * Runs one of our scripts as npm would, on the throw-away folder's local D1. Its duration, on a
 * monotonic clock rather than the calendar, is printed for docs/reliability.md, never asserted.
 */
function script(name: string, ...args: string[]): { seconds: number; output: string } {
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', name), ...args, '--cwd', folder], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${name} failed:\n${result.stdout}\n${result.stderr}`);
  return { seconds: (performance.now() - started) / 1000, output: result.stdout };
}

const SEARCHES = ['dismissal', 'constructive', 'discrimination', 'whistleblowing', 'zebracrossing'];

/** The rows each statement answers, all in one wrangler run (each run costs seconds). */
function queries(statements: string[]): Record<string, unknown>[][] {
  const answer = JSON.parse(d1(['execute', 'DB', '--json', '--command', statements.join(';\n')], place)) as {
    results: Record<string, unknown>[];
  }[];
  return answer.map((statement) => statement.results);
}

const lines = (rows: Record<string, unknown>[] | undefined) => (rows ?? []).map((row) => JSON.stringify(row)).sort();

/**
 * Everything the database holds that a backup must bring back, as comparable text; `first`
 * statements run before it in the same wrangler run (their results are not compared).
 */
function snapshot(first: string[] = []): Record<string, string[]> {
  const statements = [
    ...first,
    ...tables.map((name) => `SELECT * FROM "${name}"`),
    // Kept per case_law row by the triggers, keyed by its rowid, which an export does not keep: compared by the decision's id.
    'SELECT c.id, k.claim_type, k.year, k.outcome, k.case_name FROM case_law_keys k JOIN case_law c ON c.rowid = k.doc',
    'SELECT claim_type, year, outcome, n FROM case_law_counts WHERE n > 0',
    'SELECT term, doc, cnt FROM case_law_fts_terms',
    ...SEARCHES.map(
      (word) => `SELECT c.id FROM case_law_fts f JOIN case_law c ON c.rowid = f.rowid WHERE case_law_fts MATCH '${word}*'`,
    ),
  ];
  const answers = queries(statements).slice(first.length);
  const names = [...tables, 'case_law_keys by decision', 'case_law_counts', 'vocabulary', ...SEARCHES.map((w) => `search ${w}`)];
  return Object.fromEntries(names.map((name, i) => [name, lines(answers[i])]));
}

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-backup-test-'));
  fs.copyFileSync(path.join(root, 'wrangler.toml'), path.join(folder, 'wrangler.toml'));
  fs.symlinkSync(path.join(root, 'migrations'), path.join(folder, 'migrations'));
  place = { remote: false, cwd: folder };
  d1(['migrations', 'apply', 'DB'], place);
  const seed = path.join(folder, 'seed.sql');
  fs.writeFileSync(
    seed,
    `${caseLawSeedSql(readCuratedCases(root))}
INSERT INTO user (id, name, email, email_verified, created_at, updated_at) VALUES ('u1', 'Ana', 'ana@example.org', 1, 1795000000000, 1795000000000);
INSERT INTO user (id, name, email, email_verified, created_at, updated_at) VALUES ('u2', 'Rui', 'rui@example.org', 0, 1795000000000, 1795000000000);
INSERT INTO cases (id, user_id, claimant_name, employer_name, dismissal_date, created_at, updated_at) VALUES ('c1', 'u1', 'Ana Silva', 'Acme Ltd', '2026-09-30', 1795000000000, 1795000000000);
DELETE FROM case_law_terms;
INSERT INTO case_law_terms (term) SELECT '' UNION ALL SELECT term FROM case_law_fts_terms;`,
  );
  runFile(seed, place);
  const { rows, afterIndex } = tablesOf(place);
  tables = [...rows, ...afterIndex];
}, 300_000);

afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore', () => {
  it('brings back every row and the search index as they were, after rows are added, changed and deleted', () => {
    const before = snapshot();
    expect(before['search dismissal']?.length).toBeGreaterThan(0);
    expect(before.case_law_terms?.length).toBeGreaterThan(100);
    expect(before.cases).toHaveLength(1);

    const backupFile = path.join(folder, 'backup.sql');
    const backup = script('backup.mjs', '--output', backupFile);
    const text = fs.readFileSync(backupFile, 'utf8');
    // What wrangler's export refuses is not in it: no row of the index, its vocabulary or their shadow tables.
    expect(text).not.toMatch(/INSERT INTO "?case_law_fts/);
    expect(text).toMatch(/INSERT INTO "?case_law"?/);

    const change = path.join(folder, 'change.sql');
    const [victim] = query('SELECT id FROM case_law ORDER BY id LIMIT 1', place);
    fs.writeFileSync(
      change,
      `INSERT INTO user (id, name, email, email_verified, created_at, updated_at) VALUES ('u3', 'Eve', 'eve@example.org', 0, 1795000000000, 1795000000000);
DELETE FROM cases WHERE id = 'c1';
UPDATE user SET name = 'Changed' WHERE id = 'u2';
DELETE FROM case_law WHERE id = '${String(victim?.id)}';
INSERT INTO case_law (id, case_name, citation, year, court_level, claim_types, summary, key_points, source, source_uri, created_at, updated_at)
  VALUES ('new-one', 'Zebra v Crossing Ltd', 'x', 2026, 'Employment Tribunal', '["unfair-dismissal"]', 'A zebracrossing decision.', '[]', 'govuk', 'test:new-one', '2026-11-22', '2026-11-22');`,
    );
    runFile(change, place);
    expect(snapshot()).not.toEqual(before);

    const restore = script('restore.mjs', backupFile);
    // The index is whole, not only answering these words: FTS5's integrity check (which fails the
    // run if not) in the same wrangler run as the snapshot.
    expect(snapshot(["INSERT INTO case_law_fts(case_law_fts) VALUES('integrity-check')"])).toEqual(before);
    console.log(`backup ${backup.seconds.toFixed(1)} s; restore ${restore.seconds.toFixed(1)} s\n${restore.output}`);
  }, 600_000);
});
