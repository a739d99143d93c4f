import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scan, secretValuesOf } from '../../scripts/scan-dist.mjs';

const dirs: string[] = [];
function site(files: Record<string, string | Uint8Array>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scan-dist-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const secret = 'a-32-character-secret-for-tests!';

describe('scripts/scan-dist.mjs (npm test scans dist/ after the build)', () => {
  it('reads the secret values of .dev.vars and the environment, ignoring other variables and placeholders', () => {
    const values = secretValuesOf(`BETTER_AUTH_SECRET="${secret}"\nENVIRONMENT=development\nSTRIPE_SECRET_KEY=x\n`, {
      LLM_API_KEY: 'llm-key-value-1234567',
      HOME: '/home/someone/long-enough',
    });
    expect(values).toEqual([
      { name: 'BETTER_AUTH_SECRET', value: secret },
      { name: 'LLM_API_KEY', value: 'llm-key-value-1234567' },
    ]);
  });

  it('finds a secret value or a key shape in any file, text or binary, and names only the file and the kind', () => {
    const dir = site({
      'index.html': '<p>Tribunal Toolkit</p>',
      '_astro/island.js': `const k="${secret}";`,
      'img/logo.png': new Uint8Array([0x89, 0x50, ...Buffer.from('sk_live_51Habcdefghijklmnopqrstu')]),
      'docs/a.txt': '-----BEGIN RSA PRIVATE KEY-----\nMII',
      'b.js': 'whsec_0123456789abcdef0123 rk_test_0123456789abcdefghij',
    });
    const { findings, files } = scan(dir, [{ name: 'BETTER_AUTH_SECRET', value: secret }]);
    expect(files).toBe(5);
    expect(findings.sort((a, b) => `${a.file}${a.what}`.localeCompare(`${b.file}${b.what}`))).toEqual([
      { file: path.join('_astro', 'island.js'), what: 'the value of BETTER_AUTH_SECRET' },
      { file: 'b.js', what: 'Stripe restricted key' },
      { file: 'b.js', what: 'Stripe webhook secret' },
      { file: path.join('docs', 'a.txt'), what: 'private key block' },
      { file: path.join('img', 'logo.png'), what: 'Stripe secret key' },
    ]);
  });

  it('passes a clean site, including words that merely contain the prefixes', () => {
    const dir = site({ 'index.html': '<p>Ask_test_ your desk_live_ park_ rk_ sk_ whsec_</p>' });
    expect(scan(dir, [{ name: 'BETTER_AUTH_SECRET', value: secret }]).findings).toEqual([]);
  });
});
