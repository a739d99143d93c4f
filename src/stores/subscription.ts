/**
 * The reader's plan: re-checked after every auth change and 1 second after
 * ?checkout=success. Without a user it is null; when the check fails it is the free plan.
 */
import type { InferResponseType } from 'hono/client';
import { atom } from 'nanostores';
import { call, client } from './api';

/** GET /api/subscription's answer, as the route types it. */
export type Subscription = InferResponseType<typeof client.api.subscription.$get>;

export const FREE_PLAN: Subscription = {
  subscribed: false,
  plan_type: 'free',
  status: 'inactive',
  subscription_end: null,
  features: ['basic'],
};

export const $subscription = atom<Subscription | null>(null);

export async function refreshSubscription(signedIn: boolean): Promise<void> {
  if (!signedIn) {
    $subscription.set(null);
    return;
  }
  try {
    $subscription.set(await call(client.api.subscription.$get()));
  } catch (error) {
    console.error('Subscription check failed; treating the plan as free.', error);
    $subscription.set(FREE_PLAN);
  }
}
