/**
 * Where to go after signing in: the page that asked for it. Only a path on this site is accepted,
 * so a crafted /auth?next=… link cannot send a claimant anywhere else after they type their password.
 *
 * The address is resolved first, with the URL parser a browser uses, and the check is made on what
 * it resolves to: dot segments (`/.//host`, `/a/..//host`, `%2e` spellings) collapse during
 * resolution into a path that starts with `//`, which the browser then reads as another host. So the
 * result must be a same-origin path that does not start with two slashes and that resolves to
 * itself again (what we hand to `location` is exactly what was checked).
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

export function safeReturnPath(raw: string | null | undefined): string | null {
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
  if (url.pathname.startsWith('/auth') || url.pathname.startsWith('/pt/auth')) return null;
  return path;
}

/** The sign-in page with a way back to where the reader is now. */
export function authUrlFrom(authPath: string, location: { pathname: string; search: string; hash: string }): string {
  const next = safeReturnPath(`${location.pathname}${location.search}${location.hash}`);
  return next ? `${authPath}?next=${encodeURIComponent(next)}` : authPath;
}
