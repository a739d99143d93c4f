/**
 * SQL lives in worker/db/, one module per resource: no file elsewhere under worker/ prepares a D1
 * statement, runs a D1 batch, writes a drizzle `sql` template or imports a table (worker/db/schema.ts
 * or one of its `*-schema.ts` modules) to build a query of its own. Services and routes call the
 * worker/db/ functions instead, so every statement can be found, read and reviewed in one place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const workerRoot = path.resolve('worker');
const dbRoot = path.join(workerRoot, 'db');

/** `.prepare(` and `.batch(` (D1), and drizzle's `sql` tagged template. */
const SQL_MARKS: readonly { name: string; pattern: RegExp }[] = [
  { name: '.prepare(', pattern: /\.prepare\(/u },
  { name: '.batch(', pattern: /\.batch\(/u },
  { name: 'sql`', pattern: /\bsql`/u },
  // A table imported is a query about to be built; src/domain's zod `*-schema` modules are not tables.
  { name: 'table import', pattern: /from '(?:\.\.?\/)+(?:worker\/)?db\/(?:schema|[\w-]+-schema)'/u },
];

/** Every TypeScript file under `dir`. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/u.test(entry.name) ? [full] : [];
  });
}

/** `file:line: mark` for each line of `text` that holds SQL. */
function offendersIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      SQL_MARKS.filter((mark) => mark.pattern.test(line)).map((mark) => `${file}:${index + 1}: ${mark.name}`),
    );
}

describe('SQL lives in worker/db/', () => {
  it('finds each form of SQL it looks for', () => {
    const sample = [
      "await db.prepare('SELECT 1').run();",
      'await d1.batch([a, b]);',
      'const where = sql`1 = 1`;',
      'sql.join(parts);',
      "import { mailOutbox } from '../../db/schema';",
      "import * as schema from './db/auth-schema';",
      "import { caseInputSchema } from '../../src/domain/case-schema';",
    ];
    expect(offendersIn('sample.ts', sample.join('\n'))).toEqual([
      'sample.ts:1: .prepare(',
      'sample.ts:2: .batch(',
      'sample.ts:3: sql`',
      'sample.ts:5: table import',
      'sample.ts:6: table import',
    ]);
  });

  it('no file under worker/ outside worker/db/ runs SQL', () => {
    const offenders = sourceFiles(workerRoot)
      .filter((file) => !file.startsWith(`${dbRoot}${path.sep}`))
      .flatMap((file) => offendersIn(path.relative(process.cwd(), file), fs.readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

/**
 * One dialect: every function in worker/db/ takes drizzle's Database. Only worker/db/raw/ reaches the
 * D1 binding under it (through raw/d1.ts), and a Database is made from the binding in three places:
 * a request's (middleware/database.ts), a scheduled run's (index.ts) and better-auth's (auth.ts).
 */
describe('the D1 binding is reached in one place', () => {
  const relative = (file: string) => path.relative(workerRoot, file).split(path.sep).join('/');
  const files = sourceFiles(workerRoot).map((file) => ({ name: relative(file), text: fs.readFileSync(file, 'utf8') }));

  it('no module outside worker/db/raw/ uses the binding’s statement types', () => {
    // auth-env.ts is the type of auth.ts's environment (the binding better-auth's Database is made
    // from), kept apart from auth.ts so the Worker's bindings type need not import better-auth.
    const outside = files.filter(
      ({ name }) => !name.startsWith('db/raw/') && !['db/client.ts', 'auth.ts', 'auth-env.ts'].includes(name),
    );
    expect(
      outside.filter(({ text }) => /\bD1(?:Database|PreparedStatement|Result)\b/u.test(text)).map(({ name }) => name),
    ).toEqual([]);
  });

  it('only raw/d1.ts takes the binding out of a Database', () => {
    expect(files.filter(({ text }) => /\$client\b/u.test(text)).map(({ name }) => name)).toEqual(['db/raw/d1.ts']);
  });

  it('a Database is made per request, per scheduled run and for better-auth, nowhere else', () => {
    const makers = files.filter(({ name, text }) => name !== 'db/client.ts' && /\bdatabase\(/u.test(text));
    expect(makers.map(({ name }) => name).sort()).toEqual(['auth.ts', 'index.ts', 'middleware/database.ts']);
  });
});
