/**
 * The request's Database (worker/db/client.ts), made once and set as `c.var.db`: every route and
 * middleware reaches D1 through it, never through the raw binding.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { database } from '../db/client';

export const withDatabase = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', database(c.env.DB));
  await next();
});
