import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { log, loggedPath } from '../log';

/**
 * One JSON line per API request: method, path (no query: it may hold search terms; no download
 * token), status, time.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = Date.now();
  await next();
  log(c.res.status >= 500 ? 'error' : 'info', 'request', {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: loggedPath(c.req.path),
    status: c.res.status,
    durationMs: Date.now() - started,
  });
};
