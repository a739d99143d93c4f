/**
 * Where to go after signing in: the page that asked for it. Only a path on this site is accepted
 * (never another origin, a protocol-relative "//host" or a backslash trick), so a crafted
 * /auth?next=… link cannot send a claimant anywhere else after they type their password.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // No control characters (a header or log injection attempt).
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20)) return null;
  try {
    const base = 'https://site.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base || url.pathname.startsWith('/auth') || url.pathname.startsWith('/pt/auth')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The sign-in page with a way back to where the reader is now. */
export function authUrlFrom(authPath: string, location: { pathname: string; search: string; hash: string }): string {
  const next = safeReturnPath(`${location.pathname}${location.search}${location.hash}`);
  return next ? `${authPath}?next=${encodeURIComponent(next)}` : authPath;
}
