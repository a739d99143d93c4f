/**
 * Registers the service worker (/sw.js, scripts/build-sw.mjs) once the page has loaded, so its
 * precaching never competes with the page itself. A refusal (private browsing, storage blocked, a
 * browser test that blocks workers) is not an error: the site works as before without it.
 */
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
