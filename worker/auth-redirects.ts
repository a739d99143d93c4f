/**
 * better-auth's redirects go only to a page of this site. better-auth checks a return address
 * (`callbackURL`, `redirectTo` …) for `//` before it resolves it, so dot segments that collapse into
 * `//host` (`/.//evil`, `/a/..//evil`, `%2e` spellings) passed, and a confirmation or reset link
 * answered `Location: //evil…`, which browsers follow to another site (with a reset token in it).
 * Every return address a request to /api/auth carries, in its query or its JSON body, is checked with
 * the sign-in page's own rule (src/domain/site-path.ts) and refused when that rule would change it;
 * and any redirect better-auth still answers that leaves the site becomes one to /auth.
 */
import { sitePath } from '../src/domain/site-path';

/** The fields of better-auth's endpoints that name where to send the browser next. */
export const RETURN_ADDRESS_FIELDS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'] as const;

/**
 * Whether `raw` is a return address of this site, unchanged by resolution: a path (`/auth?verified=1`)
 * or an absolute address on one of `origins` (the reset form sends `https://site/auth`).
 */
export function isSiteReturnAddress(raw: string, origins: readonly string[]): boolean {
  if (raw.startsWith('/')) return sitePath(raw) === raw;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (!origins.includes(url.origin)) return false;
  const path = raw.slice(url.origin.length);
  if (path === '') return raw === url.origin;
  return raw.startsWith(url.origin) && sitePath(path) === path;
}

/** The return addresses a request carries (query, and a JSON body's top-level fields). */
export function returnAddresses(query: URLSearchParams, body: unknown): unknown[] {
  const found: unknown[] = RETURN_ADDRESS_FIELDS.flatMap((field) => query.getAll(field));
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const field of RETURN_ADDRESS_FIELDS) if (field in body) found.push((body as Record<string, unknown>)[field]);
  }
  return found;
}

/**
 * The answer as sent, unless it is a redirect whose Location leaves `origin` (or resolves to a
 * `//host` path there): then a redirect to `/auth` on `origin`, with the answer's cookies kept.
 */
export function keptOnSite(response: Response, requestUrl: string, origin: string): Response {
  const location = response.headers.get('location');
  if (response.status < 300 || response.status > 399 || location === null) return response;
  let target: URL | null = null;
  try {
    target = new URL(location, requestUrl);
  } catch {
    target = null;
  }
  const path = target ? `${target.pathname}${target.search}${target.hash}` : '';
  if (target && target.origin === origin && sitePath(path) === path) return response;
  const headers = new Headers(response.headers);
  headers.set('location', `${origin}/auth`);
  return new Response(null, { status: 302, headers });
}
