/**
 * Logs the path a reader could not find: in the console, for whoever is looking at the page, and to the API, so the
 * Worker's logs and the missing_paths table show editors which links are broken. Only the path is
 * sent, never the query string.
 */
const path = window.location.pathname.slice(0, 300);
console.error('404 Error: User attempted to access non-existent route:', path);
void fetch('/api/missing-paths', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ path }),
  keepalive: true,
}).catch(() => {
  // Reporting is best effort; the reader already has the page they need.
});

// A module, not a global script: its names stay its own.
export {};
