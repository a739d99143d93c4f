import type { MiddlewareHandler } from 'hono';

/** HTTP Strict Transport Security, only when the request really came over https. */
export const hsts: MiddlewareHandler = async (c, next) => {
  await next();
  if (new URL(c.req.url).protocol === 'https:') {
    c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  }
};
