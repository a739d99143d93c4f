/**
 * The service worker's precache list (scripts/precache-manifest.mjs), read from a small built site
 * written here: every kept page in both languages at the address it is served from, each module a
 * page loads followed through its imports (dynamic ones too), the manifests' icons, a revision per
 * file that changes with its bytes (Astro's hashed bundles named by their hash instead), and nothing
 * of the API or of pages left online only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRECACHED_PAGES, precacheManifest } from '../../scripts/precache-manifest.mjs';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-precache-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), text);
}

const fileOf = (address: string) => (address === '/' ? '/index.html' : `${address}.html`);
for (const address of PRECACHED_PAGES) {
  for (const served of [address, address === '/' ? '/pt' : `/pt${address}`]) {
    const island = address === '/hearing' ? '<astro-island component-url="/_astro/Hearing.abc.js"></astro-island>' : '';
    write(
      fileOf(served),
      `<link rel="stylesheet" href="/_astro/site.abc.css"><script type="module" src="/_astro/shell.abc.js"></script>${island}`,
    );
  }
}
write('/case-law.html', '<script type="module" src="/_astro/CaseLaw.abc.js"></script>');
write('/_astro/site.abc.css', 'body{}');
write('/_astro/shell.abc.js', 'import"./api.abc.js";');
write('/_astro/api.abc.js', 'export const api=1;');
write('/_astro/Hearing.abc.js', 'import{api}from"./api.abc.js";const later=()=>import("./device.abc.js");');
write('/_astro/device.abc.js', 'export const kept=1;');
write('/_astro/CaseLaw.abc.js', 'export const caseLaw=1;');
write('/favicon.svg', '<svg/>');
const icons = { icons: [{ src: '/icons/icon-192.png' }, { src: '/icons/icon-maskable-512.png' }] };
write('/manifest.webmanifest', JSON.stringify(icons));
write('/pt/manifest.webmanifest', JSON.stringify(icons));
write('/icons/icon-192.png', 'png');
write('/icons/icon-maskable-512.png', 'png');

describe('the precache list', () => {
  it('keeps the shell, the guide and the hearing day screen in both languages, with what they load', () => {
    const urls = precacheManifest(dist).map((entry) => entry.url);
    for (const address of ['/', '/pt', '/hearing', '/pt/hearing', '/stage/7', '/pt/stage/7', '/stages', '/pt/auth']) {
      expect(urls).toContain(address);
    }
    expect(urls).toEqual(
      expect.arrayContaining([
        '/_astro/site.abc.css',
        '/_astro/shell.abc.js',
        '/_astro/api.abc.js',
        '/_astro/Hearing.abc.js',
        '/_astro/device.abc.js',
        '/manifest.webmanifest',
        '/pt/manifest.webmanifest',
        '/icons/icon-192.png',
        '/icons/icon-maskable-512.png',
      ]),
    );
    expect(urls).not.toContain('/case-law');
    expect(urls).not.toContain('/_astro/CaseLaw.abc.js');
    expect(urls.filter((url) => url.startsWith('/api/'))).toEqual([]);
    expect(urls.filter((url) => url.endsWith('.html'))).toEqual([]);
  });

  it('gives pages a revision that follows their bytes, and hashed bundles none', () => {
    const revisionOf = (url: string) => precacheManifest(dist).find((entry) => entry.url === url)?.revision;
    const before = revisionOf('/hearing');
    expect(before).toMatch(/^[0-9a-f]{32}$/);
    expect(revisionOf('/_astro/Hearing.abc.js')).toBeNull();
    write('/hearing.html', '<p>a new build</p>');
    expect(revisionOf('/hearing')).not.toBe(before);
  });

  it('refuses a build that lacks a page it should keep', () => {
    fs.rmSync(path.join(dist, 'pt', 'stage', '7.html'));
    expect(() => precacheManifest(dist)).toThrow('/pt/stage/7.html');
  });
});
