/**
 * Which parts of a request's path are credentials, read from the route definitions themselves:
 * a path parameter named `token` (or ending in `Token`, e.g. `:resetToken`) holds a bearer secret
 * (a download link, a calendar feed's address, better-auth's `/reset-password/:token`). Whoever
 * reads such a path from the log can use it, so the log shows the parameter's name instead. A new
 * route with a secret in its path is masked the day it is added, as long as its parameter says so.
 *
 * A path is read the way a router or a server on the way may read it before it is matched: its
 * percent-encoding undone (again, for `%252F`), empty and dot segments collapsed, so
 * `/api//files/<T>` and `/api/auth/reset-password%2F<T>` are the routes they reach. From a secret
 * segment to the end nothing is kept; and a path that no route matches keeps only the segments
 * routes share with it (`/api/reminders/unsubscribe/<T>` is `/api/reminders/unsubscribe/…`).
 */

/** `:token`, `:token{[A-Za-z0-9_-]+\.ics}`, `:resetToken`: a segment of a route path that is a secret. */
export function isSecretParam(segment: string): boolean {
  const name = /^:([A-Za-z_][A-Za-z0-9_]*)/.exec(segment)?.[1];
  return name !== undefined && (name === 'token' || name.endsWith('Token'));
}

/** The segments of a path as routers resolve it: decoded (up to three times), no empty or dot segments. */
export function pathSegments(path: string): string[] {
  let decoded = path;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      break;
    }
    if (next === decoded) break;
    decoded = next;
  }
  const segments: string[] = [];
  for (const segment of decoded.split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments;
}

interface Route {
  segments: string[];
  /** The index of the first secret segment, or -1. */
  secretAt: number;
}

function routeOf(routePath: string): Route | null {
  const segments = routePath.split('/').filter((segment) => segment !== '');
  // Middleware and catch-all entries (`/api/*`) name no path of their own.
  if (segments.some((segment) => segment.includes('*'))) return null;
  return { segments, secretAt: segments.findIndex(isSecretParam) };
}

const fits = (segment: string, part: string | undefined) => part !== undefined && (segment.startsWith(':') || segment === part);

/** How many leading segments of `parts` the route matches. */
function shared(route: Route, parts: readonly string[]): number {
  let n = 0;
  while (n < route.segments.length && fits(route.segments[n] ?? '', parts[n])) n += 1;
  return n;
}

function labelOf(segment: string): string {
  return /^:[A-Za-z0-9_]+/.exec(segment)?.[0] ?? ':token';
}

/**
 * A function giving the path fit for the log. A path reaching a secret parameter of any of
 * `routePaths` (by the routes' literal segments before it, so a malformed or stale secret, a 404 to
 * be, is masked too) ends at the parameter's name; a path no route matches ends with `…` after the
 * segments it shares with a route; any other path is logged as resolved.
 */
export function secretPathMasker(routePaths: readonly string[]): (path: string) => string {
  const routes = [...new Set(routePaths)].flatMap((path) => routeOf(path) ?? []);
  const secret = routes.filter((route) => route.secretAt >= 0);
  return (path) => {
    const parts = pathSegments(path);
    for (const route of secret) {
      if (shared(route, parts) > route.secretAt) {
        return `/${[...parts.slice(0, route.secretAt), labelOf(route.segments[route.secretAt] ?? '')].join('/')}`;
      }
    }
    if (routes.some((route) => route.segments.length === parts.length && shared(route, parts) === parts.length)) {
      return `/${parts.join('/')}`;
    }
    const known = Math.max(0, ...routes.map((route) => shared(route, parts)));
    return `/${[...parts.slice(0, known), '…'].join('/')}`;
  };
}
