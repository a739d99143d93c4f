import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireUser } from '../middleware/session';
import { subscriptionState } from '../services/billing/state';
import { JSON_ONLY, type RoutePolicy } from './policy';

/**
 * The subscription check (plan, subscription_end and the features the plan gives),
 * answered from the state Stripe's webhooks stored: never a call to Stripe.
 */
export const subscriptionRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const user = requireUser(c.get('user'));
  return c.json(await subscriptionState(c.var.db, user.id, new Date()));
});

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const subscriptionPolicies: readonly RoutePolicy[] = [
  { prefix: '/api/subscription', session: true, personal: true, maxBodyBytes: 0, bodyTypes: JSON_ONLY },
];
