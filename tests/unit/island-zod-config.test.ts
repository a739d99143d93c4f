/**
 * Every island a page hydrates (`client:*`) that reaches zod, directly or through any module it
 * imports, imports ../zod-config before anything else, so zod's eval probe never runs under the
 * site's Content-Security-Policy (src/islands/zod-config.ts). A missing import only shows as a CSP
 * report in the browser, on the first parse of a form; islands that never reach zod stay free of it
 * (zod is 24 KB gzip).
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

/** Relative imports of a module, resolved to files. */
function localImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const targets = [
    ...text.matchAll(/(?:import|export)(?!\s+type\s)\s[^;]*?from\s+'(\.[^']+)'|import\s+'(\.[^']+)'|import\('(\.[^']+)'\)/g),
  ].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
  return targets.flatMap((target) => {
    const base = path.resolve(path.dirname(file), target);
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    return found && /\.tsx?$/.test(found) ? [found] : [];
  });
}

/** Whether the module, or anything it imports statically, imports zod. */
function reachesZod(entry: string): boolean {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    if (/from\s+'zod(?:\/[^']*)?'/.test(fs.readFileSync(file, 'utf8'))) return true;
    queue.push(...localImports(file).filter((next) => !next.endsWith('zod-config.ts')));
  }
  return false;
}

describe('island entries', () => {
  it('finds the hydrated islands', () => {
    expect(hydratedIslands().length).toBeGreaterThanOrEqual(8);
  });

  it.each(
    hydratedIslands()
      .filter(reachesZod)
      .map((file) => [path.relative(root, file)]),
  )('%s reaches zod and imports ../zod-config first', (file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const firstImport = /^import\s[^;]*;/m.exec(text)?.[0];
    expect(firstImport).toBe("import '../zod-config';");
  });
});
