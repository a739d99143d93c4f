import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { probeSchema } from '../db/missing-paths';
import { describeError, log } from '../log';
import { JSON_ONLY, type RoutePolicy } from './policy';

type CheckResult = 'ok' | 'error';

/** A real R2 request: a HEAD of a key that need not exist answers null, or throws when R2 is down. */
async function checkR2(bucket: R2Bucket): Promise<void> {
  await bucket.head('health/probe');
}

async function run(name: string, requestId: string, check: () => Promise<void>): Promise<CheckResult> {
  try {
    await check();
    return 'ok';
  } catch (error) {
    log('error', `health check ${name} failed`, { requestId, ...describeError(error) });
    return 'error';
  }
}

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const requestId = c.get('requestId');
  const [d1, r2] = await Promise.all([
    run('d1', requestId, () => probeSchema(c.var.db)),
    run('r2', requestId, () => checkR2(c.env.FILES)),
  ]);
  const healthy = d1 === 'ok' && r2 === 'ok';
  return c.json({ status: healthy ? 'ok' : 'degraded', checks: { d1, r2 } } as const, healthy ? 200 : 503);
});

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const healthPolicies: readonly RoutePolicy[] = [
  { prefix: '/api/health', session: false, personal: false, maxBodyBytes: 0, bodyTypes: JSON_ONLY },
];
