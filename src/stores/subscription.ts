/**
 * The reader's plan (spec part 1 §4): re-checked after every auth change and 1 second after
 * ?checkout=success. Without a user it is null; when the check fails it is the free plan.
 */
import { atom } from 'nanostores';
import { apiRequest } from './api';

export interface Subscription {
  subscribed: boolean;
  plan_type: string;
  status: string;
  subscription_end: string | null;
}

export const FREE_PLAN: Subscription = { subscribed: false, plan_type: 'free', status: 'inactive', subscription_end: null };

export const $subscription = atom<Subscription | null>(null);

export async function refreshSubscription(signedIn: boolean): Promise<void> {
  if (!signedIn) {
    $subscription.set(null);
    return;
  }
  try {
    $subscription.set(await apiRequest<Subscription>('/api/subscription'));
  } catch (error) {
    console.error('Subscription check failed; treating the plan as free.', error);
    $subscription.set(FREE_PLAN);
  }
}
