import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireUser } from '../middleware/session';
import { subscriptionState } from '../services/billing/state';

/**
 * The subscription check (spec part 1 §4; part 2 adds subscription_end; issue 13 adds features),
 * answered from the state Stripe's webhooks stored: never a call to Stripe.
 */
export const subscriptionRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const user = requireUser(c.get('user'));
  return c.json(await subscriptionState(c.env.DB, user.id, new Date()));
});
