import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * Sets a header on the response whoever built it. better-auth answers with a Response of its own,
 * which never receives headers set through `c.header()` before it ran; a Response with immutable
 * headers is copied first (assigning undefined first stops Hono merging the old headers into the
 * copy, which would repeat its Set-Cookie lines).
 */
export function setResponseHeader(c: Context<AppEnv>, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    const copy = new Response(c.res.body, c.res);
    copy.headers.set(name, value);
    c.res = undefined;
    c.res = copy;
  }
}

/** X-Request-Id on every answer, better-auth's included, so a claimant's report can be traced. */
export const requestIdHeader: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  setResponseHeader(c, 'X-Request-Id', c.get('requestId'));
};
