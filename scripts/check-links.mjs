// Fails the build when a page links to a page, file or #anchor of this site that does not exist.
// Usage: node scripts/check-links.mjs [distDir]. Run by scripts/build.mjs after `astro build`.
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './dist-files.mjs';
import { root } from './offline-env.mjs';

const dist = path.resolve(process.argv[2] ?? process.env.ASTRO_OUT_DIR ?? path.join(root, 'dist'));

/** The built file that serves a site path, as the asset router resolves it (format: 'file'). */
function fileFor(pathname) {
  const clean = decodeURIComponent(pathname).replace(/\/+$/, '') || '/';
  const candidates = clean === '/' ? ['index.html'] : [`${clean}.html`, `${clean}/index.html`, clean];
  return candidates.map((c) => path.join(dist, c)).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

const idsCache = new Map();
function idsIn(file) {
  if (!idsCache.has(file)) {
    const html = fs.readFileSync(file, 'utf8');
    idsCache.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
  }
  return idsCache.get(file);
}

const broken = [];
let checked = 0;
for (const file of htmlFiles(dist)) {
  const page = `/${path.relative(dist, file).replace(/\\/g, '/')}`;
  const html = fs.readFileSync(file, 'utf8');
  for (const match of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
    const target = match[1].replace(/&amp;/g, '&');
    if (/^(https?:|mailto:|tel:|data:|\/\/)/.test(target) || target.startsWith('/api/')) continue;
    checked++;
    const url = new URL(target, `http://site${page.replace(/\.html$/, '')}`);
    const targetFile = url.pathname === page.replace(/\.html$/, '') ? file : fileFor(url.pathname);
    if (!targetFile) {
      broken.push(`${page} → ${target} (no such page or file)`);
      continue;
    }
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (anchor && targetFile.endsWith('.html') && !idsIn(targetFile).has(anchor)) {
      broken.push(`${page} → ${target} (no element with id "${anchor}")`);
    }
  }
}

if (broken.length > 0) {
  console.error(`Broken internal links (${broken.length}):\n  ${[...new Set(broken)].join('\n  ')}`);
  process.exit(1);
}
console.log(`Internal links: ${checked} checked, none broken.`);
