/**
 * The service worker (/sw.js, built by scripts/build-sw.mjs): serwist precaches the site's shell,
 * the guide's pages in both languages and the hearing day screen (scripts/precache-manifest.mjs),
 * and answers those addresses from the device when there is no signal. It has no runtime caching:
 * every other request, and every /api/ answer above all, goes to the network as if it were not
 * there. The hearing day kit keeps a case's data itself, in IndexedDB (src/islands/hearing/offline),
 * so signing out can remove it.
 */
import { type PrecacheEntry, Serwist } from 'serwist';

/** The precache list, written in by the build (esbuild's `define`). */
declare const PRECACHE_ENTRIES: PrecacheEntry[];

const serwist = new Serwist({
  precacheEntries: PRECACHE_ENTRIES,
  precacheOptions: {
    // A new build's worker removes what the last one kept and no longer lists.
    cleanupOutdatedCaches: true,
    // Every page is static: a query (/hearing?case=…, /auth?next=…) is read by the page's script,
    // so the page kept for the bare address answers it.
    ignoreURLParametersMatching: [/.*/],
  },
  // A new build takes over at once: the pages it keeps are the ones the server now has.
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
});

serwist.addEventListeners();
