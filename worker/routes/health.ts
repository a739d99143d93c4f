import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { healthChecks } from '../services/health';
import { JSON_ONLY, type RoutePolicy } from './policy';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { d1, r2 } = await healthChecks(c.var.db, c.env.FILES, c.get('requestId'));
  const healthy = d1 === 'ok' && r2 === 'ok';
  return c.json({ status: healthy ? 'ok' : 'degraded', checks: { d1, r2 } } as const, healthy ? 200 : 503);
});

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const healthPolicies: readonly RoutePolicy[] = [
  { prefix: '/api/health', session: false, personal: false, maxBodyBytes: 0, bodyTypes: JSON_ONLY },
];
