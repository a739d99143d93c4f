// Writes dist/sw.js: the service worker (src/sw/service-worker.ts) bundled by esbuild with serwist,
// and the precache list read from the built site (precache-manifest.mjs) written into it, so a new
// build is a new worker exactly when something it keeps changed. Prints what it keeps and the total
// bytes. Run after every step that changes the built pages (Pagefind, preloads, inlined styles).
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './offline-env.mjs';
import { precacheManifest } from './precache-manifest.mjs';

const dist = path.resolve(process.argv[2] ?? process.env.ASTRO_OUT_DIR ?? path.join(root, 'dist'));
const entries = precacheManifest(dist);
const total = entries.reduce((sum, entry) => sum + entry.size, 0);

await build({
  entryPoints: [path.join(root, 'src', 'sw', 'service-worker.ts')],
  outfile: path.join(dist, 'sw.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  legalComments: 'none',
  define: {
    PRECACHE_ENTRIES: JSON.stringify(entries.map(({ url, revision }) => ({ url, revision }))),
    'process.env.NODE_ENV': '"production"',
  },
  logLevel: 'warning',
});
console.log(
  `Wrote dist/sw.js: ${entries.length} files precached, ${(total / 1024).toFixed(0)} KiB (${total} bytes) before compression.`,
);
