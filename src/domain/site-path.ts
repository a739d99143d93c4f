/**
 * A path on this site, as a browser will read it. The address is resolved first, with the URL
 * parser a browser uses, and the check is made on what it resolves to: dot segments (`/.//host`,
 * `/a/..//host`, `%2e` spellings) collapse during resolution into a path that starts with `//`,
 * which a browser then reads as another host. So the result must be a same-origin path that does
 * not start with two slashes and that resolves to itself again. Used by the sign-in page's return
 * path (src/stores/return-path.ts) and by the Worker for better-auth's redirects (worker/auth-redirects.ts).
 */
const BASE = 'https://site.invalid';

function resolvesHere(path: string): URL | null {
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}

/** The path `raw` resolves to on this site, or null when it leaves the site or cannot be read. */
export function sitePath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/') || raw.includes('\\')) return null;
  // No control characters (a header or log injection attempt; the parser drops tabs and newlines).
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  const url = resolvesHere(raw);
  if (!url) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A resolved path beginning `//` (or `/\`) is protocol-relative to a browser: another site.
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  const again = resolvesHere(path);
  if (!again || again.href !== url.href) return null;
  return path;
}
