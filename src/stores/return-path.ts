/**
 * Where to go after signing in: the page that asked for it. Only a path on this site is accepted,
 * so a crafted /auth?next=… link cannot send a claimant anywhere else after they type their password.
 *
 * The address is resolved first, with the URL parser a browser uses, and the check is made on what
 * it resolves to: dot segments (`/.//host`, `/a/..//host`, `%2e` spellings) collapse during
 * resolution into a path that starts with `//`, which the browser then reads as another host. So the
 * result must be a same-origin path that does not start with two slashes and that resolves to
 * itself again (what we hand to `location` is exactly what was checked): src/domain/site-path.ts.
 */
import { sitePath } from '../domain/site-path';

export function safeReturnPath(raw: string | null | undefined): string | null {
  const path = sitePath(raw);
  // Never back to the sign-in page itself.
  if (!path || path.startsWith('/auth') || path.startsWith('/pt/auth')) return null;
  return path;
}

/** The sign-in page with a way back to where the reader is now. */
export function authUrlFrom(authPath: string, location: { pathname: string; search: string; hash: string }): string {
  const next = safeReturnPath(`${location.pathname}${location.search}${location.hash}`);
  return next ? `${authPath}?next=${encodeURIComponent(next)}` : authPath;
}
