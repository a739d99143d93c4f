/**
 * scripts/inline-app-styles.mjs then scripts/write-headers.mjs on a small built site: an app screen
 * (an island hydrated on load) gets its own stylesheets as <style> elements, allowed by their hashes
 * in that page's Content-Security-Policy; the stylesheet a guidance page links too (the site's
 * shared one, in the cache of anyone who came through the site) stays linked everywhere, and the
 * policy every page shares stays as short as before.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const css = '.card{color:#0b5563}';
const shared = 'body{margin:0}';
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-inline-styles-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
fs.mkdirSync(path.join(dist, '_astro'));
fs.writeFileSync(path.join(dist, '_astro', 'BaseLayout.abc.css'), shared);
fs.writeFileSync(path.join(dist, '_astro', 'TrackerPage.def.css'), css);
const sharedLink = '<link rel="stylesheet" href="/_astro/BaseLayout.abc.css">';
const ownLink = '<link rel="stylesheet" href="/_astro/TrackerPage.def.css">';
const head = `<head>${sharedLink}${ownLink}</head>`;
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
  `<html><head>${sharedLink}</head><body><astro-island uid="2" component-url="/_astro/G.js" client="visible"></astro-island></body></html>`,
);
const run = (script: string) => spawnSync(process.execPath, [`scripts/${script}`, dist], { encoding: 'utf8' });

describe('app screens carry their stylesheets', () => {
  const inlined = run('inline-app-styles.mjs');
  const headers = run('write-headers.mjs');

  it("puts an app screen's own stylesheet into it, and leaves the one guidance pages share linked", () => {
    expect(inlined.status, inlined.stderr).toBe(0);
    for (const screen of ['tracker.html', 'first-paint.html']) {
      const html = fs.readFileSync(path.join(dist, screen), 'utf8');
      expect(html).toContain(`<head>${sharedLink}<style>${css}</style></head>`);
      expect(html).not.toContain(ownLink);
      expect(html).not.toContain(shared);
    }
    expect(fs.readFileSync(path.join(dist, 'glossary.html'), 'utf8')).toContain(`<head>${sharedLink}</head>`);
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
