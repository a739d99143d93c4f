// A copy of the database `BENCH_STATE=<dir> npm run bench:caselaw` loaded, behind a small stand-in
// for D1 over node:sqlite, so the Worker's own statement-building code can be run and its CPU time
// measured without wrangler dev's HTTP and the shared machine's scheduling in the figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';

type Row = Record<string, SQLInputValue>;

/** `D` is the D1 type of the code under measurement (its parameter's), which the stand-in serves. */
export function benchDatabase<D>() {
  const state = process.env.BENCH_STATE;
  if (!state)
    throw new Error('Set BENCH_STATE to the directory bench:caselaw loaded (BENCH_STATE=<dir> npm run bench:caselaw first)');
  const dir = path.join(path.resolve(state), 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (!file) throw new Error(`No D1 database under ${dir}`);
  // A migration just applied by wrangler may still sit in the write-ahead log, which the copy leaves out.
  const source = new DatabaseSync(path.join(dir, file));
  source.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  source.close();
  const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-d1-')), 'db.sqlite');
  fs.copyFileSync(path.join(dir, file), copy);
  const sqlite = new DatabaseSync(copy);

  class Statement {
    constructor(
      readonly sql: string,
      readonly values: SQLInputValue[] = [],
    ) {}
    bind(...values: SQLInputValue[]) {
      return new Statement(this.sql, values);
    }
    async all() {
      return this.allNow();
    }
    allNow() {
      return { results: sqlite.prepare(this.sql).all(...this.values) as Row[], success: true, meta: {} };
    }
    async raw() {
      const statement = sqlite.prepare(this.sql);
      statement.setReturnArrays(true);
      return statement.all(...this.values);
    }
    async run() {
      return this.allNow();
    }
    async first(column?: string) {
      const row = sqlite.prepare(this.sql).get(...this.values) as Row | undefined;
      return row === undefined ? null : column ? row[column] : row;
    }
  }
  const d1 = {
    prepare: (sql: string) => new Statement(sql),
    // D1 runs a batch as one transaction, its statements in order.
    async batch(statements: Statement[]) {
      sqlite.exec('BEGIN');
      try {
        const results = statements.map((statement) => statement.allNow());
        sqlite.exec('COMMIT');
        return results;
      } catch (error) {
        sqlite.exec('ROLLBACK');
        throw error;
      }
    },
  } as unknown as D;
  const done = () => {
    sqlite.close();
    fs.rmSync(path.dirname(copy), { recursive: true, force: true });
  };
  return { sqlite, d1, done };
}
