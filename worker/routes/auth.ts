import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { createAuth } from '../auth';

/**
 * better-auth's own endpoints under /api/auth/* (sign-up, sign-in, sign-out, session, password
 * reset, e-mail verification). Their errors keep better-auth's shape `{ code, message }`, which
 * its client reads; every other route uses ours.
 */
export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', (c) => createAuth(c.env, c.req.url).handler(c.req.raw));
