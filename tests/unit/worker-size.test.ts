/**
 * The Worker as wrangler deploys it (minified, wrangler.toml's aliases applied): every isolate
 * parses all of it at start-up, so its size is a budget, and what was left out on purpose
 * (worker/bundle-stubs/README.md, the compressed catalogues) must stay out.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const out = mkdtempSync(path.join(os.tmpdir(), 'worker-size-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

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

    const meta = JSON.parse(readFileSync(metafile, 'utf8')) as { inputs: Record<string, unknown> };
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
  });
});
