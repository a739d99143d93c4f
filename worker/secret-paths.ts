/**
 * Which parts of a request's path are credentials, read from the route definitions themselves:
 * a path parameter named `token` (or ending in `Token`, e.g. `:resetToken`) holds a bearer secret
 * (a download link, a calendar feed's address, better-auth's `/reset-password/:token`). Whoever
 * reads such a path from the log can use it, so the log shows the parameter's name instead. A new
 * route with a secret in its path is masked the day it is added, as long as its parameter says so.
 */

/** `:token`, `:token{[A-Za-z0-9_-]+\.ics}`, `:resetToken`: a segment of a route path that is a secret. */
export function isSecretParam(segment: string): boolean {
  const name = /^:([A-Za-z_][A-Za-z0-9_]*)/.exec(segment)?.[1];
  return name !== undefined && (name === 'token' || name.endsWith('Token'));
}

interface SecretRoute {
  /** The route's segments up to and including its first secret one ('' first, for the leading slash). */
  segments: string[];
  /** The index of the secret segment. */
  secretAt: number;
  /** What the log shows in its place (`:token`). */
  label: string;
}

function secretRouteOf(routePath: string): SecretRoute | null {
  const segments = routePath.split('/');
  const secretAt = segments.findIndex(isSecretParam);
  if (secretAt < 0) return null;
  const label = /^:[A-Za-z0-9_]+/.exec(segments[secretAt] ?? '')?.[0] ?? ':token';
  return { segments: segments.slice(0, secretAt + 1), secretAt, label };
}

/** Whether a concrete path's segments reach a secret route's secret segment (params match any one segment). */
function reaches(route: SecretRoute, parts: readonly string[]): boolean {
  if (parts.length <= route.secretAt) return false;
  return route.segments.every((segment, i) => i === route.secretAt || segment.startsWith(':') || segment === parts[i]);
}

/**
 * A function giving the path fit for the log: every segment in the place of a secret parameter of
 * any of `routePaths` replaced by the parameter's name. It matches by the routes' literal segments
 * before the secret, not by the whole route, so a malformed or stale secret (a 404 to be, with an
 * extra segment or a wrong suffix) is masked too; a path may be masked by more than one route.
 */
export function secretPathMasker(routePaths: readonly string[]): (path: string) => string {
  const routes = [...new Set(routePaths)].flatMap((path) => secretRouteOf(path) ?? []);
  return (path) => {
    const parts = path.split('/');
    for (const route of routes) if (reaches(route, parts)) parts[route.secretAt] = route.label;
    return parts.join('/');
  };
}
