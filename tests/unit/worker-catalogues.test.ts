/**
 * The deployed Worker reads the message catalogues gzip-compressed (scripts/worker-catalogues.mjs,
 * wrangler.toml `[alias]`): the module it makes must give back both catalogues exactly, key for
 * key, so an e-mail or a refusal reads the same as in the tests that use the JSON.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json';
import pt from '../../src/i18n/pt.json';

const root = path.resolve(import.meta.dirname, '../..');

describe('the compressed catalogues the deployed Worker reads', () => {
  it('give back en.json and pt.json exactly, and take under half their bytes', async () => {
    execFileSync(process.execPath, [path.join(root, 'scripts', 'worker-catalogues.mjs')], { cwd: root });
    const file = path.join(root, 'worker', 'generated', 'message-catalogues.js');
    const { catalogues } = (await import(/* @vite-ignore */ file)) as { catalogues: { en: unknown; pt: unknown } };
    expect(catalogues.en).toEqual(en);
    expect(catalogues.pt).toEqual(pt);
    const { statSync } = await import('node:fs');
    const jsonBytes = JSON.stringify(en).length + JSON.stringify(pt).length;
    expect(statSync(file).size).toBeLessThan(jsonBytes / 2);
  });
});
