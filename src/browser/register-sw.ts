/**
 * Registers the service worker (/sw.js, scripts/build-sw.mjs) once the page has loaded, so its
 * precaching never competes with the page itself; only in a browser that has signed in here, for
 * whom the hearing day kit is meant: the worker then fetches the guide and the hearing day screen
 * (about half a megabyte), which a reader who only reads the guide online should not pay for on a
 * phone's data plan. A refusal (private browsing, storage blocked, a browser test that blocks
 * workers) is not an error: the site works as before without it.
 */
import { mayBeSignedIn } from '../stores/session';

if ('serviceWorker' in navigator && mayBeSignedIn()) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
