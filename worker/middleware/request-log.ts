import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { log } from '../log';

/**
 * One JSON line per API request: method, path (no query: it may hold search terms or a token; no
 * secret path segment, see worker/secret-paths.ts), status, time; our request id and, apart, the
 * client's own (sanitised, middleware/request-id.ts).
 */
export function requestLog(loggedPath: (c: Context<AppEnv>) => string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = Date.now();
    await next();
    log(c.res.status >= 500 ? 'error' : 'info', 'request', {
      requestId: c.get('requestId'),
      clientRequestId: c.get('clientRequestId'),
      method: c.req.method,
      path: loggedPath(c),
      status: c.res.status,
      durationMs: Date.now() - started,
    });
  };
}
