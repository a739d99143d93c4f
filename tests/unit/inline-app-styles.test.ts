/**
 * scripts/inline-app-styles.mjs then scripts/write-headers.mjs on a small built site: an app screen
 * (an island hydrated on load) gets its stylesheets as <style> elements, allowed by their hashes in
 * that page's Content-Security-Policy; a guidance page keeps its linked (cached) stylesheet and the
 * policy every page shares stays as short as before.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const css = '.card{color:#0b5563}';
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-inline-styles-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
fs.mkdirSync(path.join(dist, '_astro'));
fs.writeFileSync(path.join(dist, '_astro', 'BaseLayout.abc.css'), css);
const head = '<head><link rel="stylesheet" href="/_astro/BaseLayout.abc.css"></head>';
fs.writeFileSync(
  path.join(dist, 'tracker.html'),
  `<html>${head}<body><astro-island uid="1" component-url="/_astro/T.js" client="load"></astro-island></body></html>`,
);
// A screen its own script draws first (the tracker's first paint), its islands hydrated later.
fs.writeFileSync(
  path.join(dist, 'first-paint.html'),
  `<html>${head}<body><div data-tracker-first data-app-screen></div><astro-island uid="3" component-url="/_astro/E.js" client="visible"></astro-island></body></html>`,
);
fs.writeFileSync(
  path.join(dist, 'glossary.html'),
  `<html>${head}<body><astro-island uid="2" component-url="/_astro/G.js" client="visible"></astro-island></body></html>`,
);
const run = (script: string) => spawnSync(process.execPath, [`scripts/${script}`, dist], { encoding: 'utf8' });

describe('app screens carry their stylesheets', () => {
  const inlined = run('inline-app-styles.mjs');
  const headers = run('write-headers.mjs');

  it('puts the stylesheet into an app screen and leaves a guidance page linked to it', () => {
    expect(inlined.status, inlined.stderr).toBe(0);
    const tracker = fs.readFileSync(path.join(dist, 'tracker.html'), 'utf8');
    expect(tracker).toContain(`<style>${css}</style>`);
    expect(tracker).not.toContain('rel="stylesheet"');
    expect(fs.readFileSync(path.join(dist, 'glossary.html'), 'utf8')).toContain(head);
    expect(fs.readFileSync(path.join(dist, 'first-paint.html'), 'utf8')).toContain(`<style>${css}</style>`);
  });

  it("allows the inlined stylesheet by its hash on that screen only, replacing every page's policy there", () => {
    expect(headers.status, headers.stderr).toBe(0);
    const hash = `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
    const rules = fs.readFileSync(path.join(dist, '_headers'), 'utf8').split(/\n(?=\S)/);
    const rule = (address: string) => rules.find((text) => text.startsWith(`${address}\n`)) ?? '';
    const styleSrc = (text: string) => /Content-Security-Policy: .*?style-src ([^;]*)/.exec(text)?.[1] ?? '';
    expect(styleSrc(rule('/*'))).not.toContain(hash);
    expect(rule('/tracker')).toContain('  ! Content-Security-Policy\n');
    expect(styleSrc(rule('/tracker')).split(' ')).toContain(hash);
    expect(styleSrc(rule('/first-paint')).split(' ')).toContain(hash);
    expect(rule('/glossary')).toBe('');
  });
});
