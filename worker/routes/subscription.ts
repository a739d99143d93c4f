import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireUser } from '../middleware/session';

/**
 * The subscription check (spec part 1 §4; part 2 adds subscription_end). Until billing exists
 * every signed-in user is on the free plan.
 */
export const subscriptionRoutes = new Hono<AppEnv>().get('/', (c) => {
  requireUser(c.get('user'));
  return c.json({ subscribed: false, plan_type: 'free', status: 'inactive', subscription_end: null as string | null });
});
