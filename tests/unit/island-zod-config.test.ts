/**
 * Every island a page hydrates (`client:*`) that reaches zod, directly or through any module it
 * imports, imports ../zod-config before anything else, so zod's eval probe never runs under the
 * site's Content-Security-Policy (src/islands/zod-config.ts). A missing import only shows as a CSP
 * report in the browser, on the first parse of a form; islands that never reach zod stay free of it
 * (zod is 24 KB gzip). A chunk an island loads later (`import('./x')`, e.g. the tracker's checks,
 * loaded on the first save) is an entry of its own and follows the same rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function files(dir: string, ext: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full, ext) : entry.name.endsWith(ext) ? [full] : [];
  });
}

/** The island modules hydrated by some page: imports of components used with a client: directive. */
function hydratedIslands(): string[] {
  const found = new Set<string>();
  for (const file of [...files(path.join(root, 'src/components'), '.astro'), ...files(path.join(root, 'src/pages'), '.astro')]) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(/<([A-Z]\w*)\s[^>]*client:(?:load|idle|visible)/g)) {
      const imported = new RegExp(`import\\s+(?:${name}\\b[^;]*|\\{[^}]*\\b${name}\\b[^}]*\\})\\s+from\\s+'([^']+)'`).exec(text);
      if (imported?.[1]) found.add(path.resolve(path.dirname(file), imported[1]));
    }
  }
  return [...found].map((base) => (fs.existsSync(`${base}.tsx`) ? `${base}.tsx` : base));
}

/** A relative import of `file`, resolved to a file. */
function resolved(file: string, targets: string[]): string[] {
  return targets.flatMap((target) => {
    const base = path.resolve(path.dirname(file), target);
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    return found && /\.tsx?$/.test(found) ? [found] : [];
  });
}

/** Static relative imports of a module (evaluated with it), resolved to files. */
function localImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const targets = [...text.matchAll(/(?:import|export)(?!\s+type\s)\s[^;]*?from\s+'(\.[^']+)'|import\s+'(\.[^']+)'/g)];
  return resolved(
    file,
    targets.map((match) => match[1] ?? match[2] ?? ''),
  );
}

/** Modules loaded later with `import('./x')` from anywhere under src/islands: entries of their own. */
function lazyChunks(): string[] {
  const found = new Set<string>();
  for (const file of [...files(path.join(root, 'src/islands'), '.ts'), ...files(path.join(root, 'src/islands'), '.tsx')]) {
    const targets = [...fs.readFileSync(file, 'utf8').matchAll(/import\('(\.[^']+)'\)/g)].map((match) => match[1] ?? '');
    for (const target of resolved(file, targets)) found.add(target);
  }
  return [...found];
}

/** Whether the module, or anything it imports statically, imports zod. */
function reachesZod(entry: string): boolean {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    // A type-only import is erased from the bundle: it loads nothing.
    if (/^import\s+(?!type\s)[^;]*from\s+'zod(?:\/[^']*)?'/m.test(fs.readFileSync(file, 'utf8'))) return true;
    queue.push(...localImports(file).filter((next) => !next.endsWith('zod-config.ts')));
  }
  return false;
}

describe('island entries', () => {
  it('finds the hydrated islands', () => {
    expect(hydratedIslands().length).toBeGreaterThanOrEqual(8);
  });

  it('finds the chunks islands load later', () => {
    expect(lazyChunks().map((file) => path.relative(root, file))).toContain('src/islands/tracker/tracker-checks.ts');
  });

  it.each([...new Set([...hydratedIslands(), ...lazyChunks()])].filter(reachesZod).map((file) => [path.relative(root, file)]))(
    '%s reaches zod and imports ../zod-config first',
    (file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const firstImport = /^import\s[^;]*;/m.exec(text)?.[0];
      expect(firstImport).toBe("import '../zod-config';");
    },
  );
});
