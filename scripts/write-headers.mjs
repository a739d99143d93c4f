// Writes dist/_headers: the security headers of every page and asset, which the Workers asset
// router applies (pages are served without running the Worker, so it cannot add them itself).
// The Content-Security-Policy allows no inline script except the exact ones Astro emitted, by
// SHA-256 hash, found here by reading every built HTML file. Run after `astro build`.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles, isAppScreen } from './dist-files.mjs';
import { root } from './offline-env.mjs';

const dist = path.resolve(process.argv[2] ?? process.env.ASTRO_OUT_DIR ?? path.join(root, 'dist'));

const hashes = new Set();
const styleHashes = new Set();
/** App screens carry their own stylesheets (inline-app-styles.mjs): their hashes, page by page. */
const appStyleHashes = new Map();
const inlineStyles = [];
for (const file of htmlFiles(dist)) {
  const html = fs.readFileSync(file, 'utf8');
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*"application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  // Astro's island runtime inlines one small stylesheet (astro-island { display: contents }): hashed
  // for every page. An app screen's own stylesheets are allowed on that page only, so the policy every
  // other page carries (and every guidance page sends in its first round trip) stays short.
  const pageStyles = isAppScreen(html) ? new Set() : styleHashes;
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
    pageStyles.add(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  if (pageStyles !== styleHashes) appStyleHashes.set(pagePath(file), pageStyles);
  if (/<[a-z][^>]*\sstyle\s*=\s*"/.test(html)) inlineStyles.push(path.relative(dist, file));
}

if (inlineStyles.length > 0) {
  // style-src allows files and hashed <style> elements, not style="" attributes: they would be blocked.
  console.error(`Inline style attributes found (not allowed by the CSP): ${inlineStyles.slice(0, 5).join(', ')}`);
  process.exit(1);
}

/** The address a built page is served at: tracker.html at /tracker, pt/index.html at /pt. */
function pagePath(file) {
  const address = `/${path.relative(dist, file).split(path.sep).join('/')}`.replace(/\.html$/, '').replace(/\/index$/, '');
  return address || '/';
}

const policy = (styles) =>
  [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets Pagefind compile its WebAssembly search engine; it allows no JS eval.
    `script-src 'self' 'wasm-unsafe-eval' ${[...hashes].sort().join(' ')}`.trim(),
    `style-src 'self' ${[...styles].sort().join(' ')}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export const contentSecurityPolicy = policy(styleHashes);

const pageHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Browsers ignore HSTS received over plain http (RFC 6797 §8.1), so localhost is unaffected.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

const lines = ['/*', ...Object.entries(pageHeaders).map(([name, value]) => `  ${name}: ${value}`)];
// Astro's hashed bundles never change at the same address. Rules apply whatever the status, so a
// miss must never come from the asset router: the Worker answers it, no-store (worker/not-found-page.ts).
lines.push('/_astro/*', '  Cache-Control: public, max-age=31536000, immutable');
// The service worker and the manifests are checked for a new version at their own address: always
// revalidated, so a new build's worker is found on the next visit (the browser caps a worker's HTTP
// caching at a day anyway).
lines.push('/sw.js', '  Cache-Control: no-cache');
lines.push('/manifest.webmanifest', '  Cache-Control: no-cache');
lines.push('/pt/manifest.webmanifest', '  Cache-Control: no-cache');
// An app screen replaces the policy of every page ('! ' removes what the rule above set) with one that
// also allows its own stylesheets.
for (const [address, styles] of [...appStyleHashes].sort(([a], [b]) => a.localeCompare(b))) {
  const withOwn = new Set([...styleHashes, ...styles]);
  if (withOwn.size === styleHashes.size) continue;
  lines.push(address, '  ! Content-Security-Policy', `  Content-Security-Policy: ${policy(withOwn)}`);
}
fs.writeFileSync(path.join(dist, '_headers'), `${lines.join('\n')}\n`);
console.log(
  `Wrote dist/_headers (${hashes.size} inline script hash${hashes.size === 1 ? '' : 'es'}, ${appStyleHashes.size} app screens with their own stylesheets).`,
);
