/**
 * The request path the log may hold (worker/secret-paths.ts): secrets masked by the Worker's own
 * route table and by better-auth's, which sits behind one catch-all route (`/api/auth/*`) and has
 * secrets of its own in its paths (`/reset-password/:token`, the reset e-mail's link).
 */
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { authFor } from './auth';
import { pathSegments, secretPathMasker } from './secret-paths';

const AUTH_BASE = '/api/auth';

/** better-auth's endpoint paths under /api/auth, from the configured instance (plugins included). */
function authEndpointPaths(c: Context<AppEnv>): string[] {
  return Object.values(authFor(c.env, c.req.url).api).flatMap((endpoint) => {
    const path: unknown = (endpoint as { path?: unknown }).path;
    return typeof path === 'string' ? [`${AUTH_BASE}${path}`] : [];
  });
}

/**
 * `routePaths` is read on the first request (the table is complete by then); the result is kept,
 * as the routes of a deployed Worker do not change.
 */
export function loggedPathFor(routePaths: () => readonly string[]): (c: Context<AppEnv>) => string {
  let ours: ((path: string) => string) | undefined;
  let auths: ((path: string) => string) | undefined;
  return (c) => {
    const [first, second] = pathSegments(c.req.path);
    if (!(first === 'api' && second === 'auth')) {
      ours ??= secretPathMasker(routePaths());
      return ours(c.req.path);
    }
    try {
      auths ??= secretPathMasker(authEndpointPaths(c));
      return auths(c.req.path);
    } catch {
      // better-auth cannot be built (no secret: require-secret.ts has refused the request): log
      // nothing of a path of its that we cannot check.
      return `${AUTH_BASE}/…`;
    }
  };
}
