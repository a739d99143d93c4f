// What the service worker keeps for a claimant with no signal, read from the built site: the site's
// shell (home page, sign-in page, manifests, icons), the guide's pages in both languages and the
// hearing day screen, with every stylesheet, script and image those pages load (a page's scripts
// followed through their imports, dynamic ones included, since the screen may need them offline),
// each with a revision (an MD5 of its bytes, or the content hash in an Astro bundle's name) so a new
// build replaces exactly what changed. Case law, search and the other app screens stay online only: precaching them
// would cost every visitor's data plan megabytes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The pages kept, by address, in English; each is kept in Portuguese too (/pt…). */
export const PRECACHED_PAGES = [
  '/',
  '/stages',
  ...Array.from({ length: 8 }, (_, n) => `/stage/${n + 1}`),
  '/guides/unfair-dismissal',
  '/guides/discrimination',
  '/guides/whistleblowing',
  '/tactical-guide',
  '/glossary',
  '/hearing',
  // Where the hearing day screen sends a signed-out reader: a page of the site, not the browser's error.
  '/auth',
];

/** Files kept whatever page links them: the install manifests and their icons. */
const SHELL_FILES = ['/favicon.svg', '/manifest.webmanifest', '/pt/manifest.webmanifest'];

/** The file an address is served from (trailingSlash 'never', build format 'file'). */
const fileOf = (address) => (address === '/' ? '/index.html' : `${address}.html`);
const localized = (address) => (address === '/' ? '/pt' : `/pt${address}`);

/** Same-origin files a page loads: scripts, stylesheets, islands' modules, icons and images. */
function pageAssets(html) {
  const found = new Set();
  for (const match of html.matchAll(/\b(?:src|href|component-url|renderer-url)="(\/(?:_astro|icons)\/[^"?#]+)"/g)) {
    found.add(match[1]);
  }
  return found;
}

/** The modules a built chunk imports (`from"./x.js"`, `import"./x.js"`, `import("./x.js")`). */
function chunkImports(dist, url) {
  const file = path.join(dist, url);
  if (!url.endsWith('.js') || !fs.existsSync(file)) return [];
  const code = fs.readFileSync(file, 'utf8');
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.\/[^"']+\.js)["']/g)].map((match) =>
    path.posix.join(path.posix.dirname(url), match[1] ?? ''),
  );
}

/**
 * The precache list: { url, revision, size } sorted by address. Pages are listed by the address
 * they are served at (/stage/7, not stage/7.html, which the asset server redirects).
 */
export function precacheManifest(dist, manifestFiles = SHELL_FILES) {
  const addresses = PRECACHED_PAGES.flatMap((address) => [address, localized(address)]);
  const files = new Map();
  const pending = [];
  for (const address of addresses) {
    const file = path.join(dist, fileOf(address));
    if (!fs.existsSync(file)) throw new Error(`precache: ${fileOf(address)} is not in the build`);
    files.set(address, file);
    pending.push(...pageAssets(fs.readFileSync(file, 'utf8')));
  }
  for (const url of manifestFiles) {
    const file = path.join(dist, url);
    if (!fs.existsSync(file)) throw new Error(`precache: ${url} is not in the build`);
    files.set(url, file);
    if (url.endsWith('.webmanifest')) {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      pending.push(...(manifest.icons ?? []).map((icon) => icon.src));
    }
  }
  while (pending.length > 0) {
    const url = pending.pop();
    if (files.has(url)) continue;
    const file = path.join(dist, url);
    if (!fs.existsSync(file)) throw new Error(`precache: ${url} is linked but not in the build`);
    files.set(url, file);
    pending.push(...chunkImports(dist, url));
  }
  return [...files]
    .map(([url, file]) => {
      const bytes = fs.readFileSync(file);
      // Astro's bundles carry a hash of their content in their name: that is their revision, and
      // fetching them at their own address reuses the copy the page already downloaded.
      const revision = url.startsWith('/_astro/') ? null : createHash('md5').update(bytes).digest('hex');
      return { url, revision, size: bytes.byteLength };
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}
