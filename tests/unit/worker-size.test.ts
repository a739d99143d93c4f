/**
 * The Worker as wrangler deploys it (minified, wrangler.toml's aliases applied): every isolate
 * parses all of it at start-up, so its size is a budget, and what was left out on purpose
 * (worker/bundle-stubs/README.md, the compressed catalogues) must stay out. An alias replaces every
 * import written the same way, whoever writes it (`../locales/index.js` is a relative path any
 * package may use), so each stub must be imported only by the package it was made for.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const out = mkdtempSync(path.join(os.tmpdir(), 'worker-size-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Who may import each alias's replacement: the package whose import it stands in for. */
const replacementImporters: Record<string, RegExp> = {
  'worker/bundle-stubs/zod-locales.ts': /node_modules\/zod\//,
  'worker/bundle-stubs/better-auth-kysely.ts': /node_modules\/better-auth\//,
  'worker/bundle-stubs/kysely.ts': /node_modules\/better-auth\//,
  'worker/bundle-stubs/ai-gateway.ts': /node_modules\/ai\//,
  'worker/generated/message-catalogues.js': /^src\/i18n\/translate\.ts$/,
};

/** wrangler.toml's [alias] table: import → replacement, relative to the root. */
function aliases(): Record<string, string> {
  const toml = readFileSync(path.join(root, 'wrangler.toml'), 'utf8');
  const table = toml.split(/^\[alias\]$/m)[1]?.split(/^\[/m)[0] ?? '';
  return Object.fromEntries(
    [...table.matchAll(/^"([^"]+)"\s*=\s*"([^"]+)"/gm)].map(([, from = '', to = '']) => [from, path.normalize(to)]),
  );
}

/** Bytes, raw: what wrangler uploads and the isolate parses (1,861,758 when this budget was set). */
const BUDGET = 2_000_000;

describe('the deployed Worker', () => {
  it('stays within its size budget and leaves out the code it never runs', { timeout: 120_000 }, () => {
    const metafile = path.join(out, 'meta.json');
    execFileSync(
      path.join(root, 'node_modules', '.bin', 'wrangler'),
      ['deploy', '--dry-run', '--outdir', out, '--metafile', metafile],
      { cwd: root, stdio: 'pipe', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
    );
    const size = statSync(path.join(out, 'index.js')).size;
    expect(size).toBeLessThanOrEqual(BUDGET);

    const meta = JSON.parse(readFileSync(metafile, 'utf8')) as {
      inputs: Record<string, { imports?: { path: string; original?: string }[] }>;
    };
    const inputs = Object.keys(meta.inputs);
    const leftOut = [
      /node_modules\/kysely\//,
      /node_modules\/@better-auth\/kysely-adapter\//,
      /node_modules\/@ai-sdk\/gateway\//,
      /node_modules\/zod\/v4\/locales\/(?!en\.js)/,
      /src\/i18n\/(en|pt)\.json$/,
      /node_modules\/stripe\//,
    ];
    expect(inputs.filter((input) => leftOut.some((pattern) => pattern.test(input)))).toEqual([]);
    expect(inputs).toContain('worker/generated/message-catalogues.js');

    // Every alias is in the table above, and each replacement is imported, only by its package.
    expect(Object.values(aliases()).sort()).toEqual(Object.keys(replacementImporters).sort());
    for (const [replacement, allowed] of Object.entries(replacementImporters)) {
      const importers = Object.entries(meta.inputs)
        .filter(([, input]) => (input.imports ?? []).some((imported) => imported.path === replacement))
        .map(([importer]) => importer);
      expect(importers, replacement).not.toEqual([]);
      expect(
        importers.filter((importer) => !allowed.test(importer)),
        `${replacement} imported from outside its package`,
      ).toEqual([]);
    }
  });
});
