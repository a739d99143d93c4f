/**
 * A user's plan as the stored webhook state says: which subscriptions still give access
 * now, the main plan, and the union of their items' features. One query, for GET /api/subscription
 * and for every feature gate.
 */
import type { SubscriptionStatus } from '../../../src/domain/billing';
import { type Feature, featuresForPlans, mainPlan, type PlanType } from '../../../src/domain/plans';
import { type SubscriptionItemRow, subscriptionItemRows } from '../../db/billing';
import type { Database } from '../../db/client';

export interface SubscriptionState {
  subscribed: boolean;
  plan_type: PlanType;
  status: SubscriptionStatus;
  /** ISO 8601 instant: the renewal date, or the end date when cancelling or past due; null when free or unknown. */
  subscription_end: string | null;
  features: Feature[];
}

type Row = SubscriptionItemRow;

/**
 * Whether a subscription gives access at `now`. Active and trialing do while Stripe says so (it
 * sends the cancellation when a period ends unpaid); cancelling at the period end, or past due,
 * keep access until the period ends; everything else (canceled, unpaid, incomplete, paused) does not.
 */
export function givesAccess(row: Pick<Row, 'status' | 'current_period_end' | 'cancel_at_period_end'>, now: Date): boolean {
  const periodOpen = row.current_period_end === null || Date.parse(row.current_period_end) > now.getTime();
  if (row.status === 'past_due') return row.current_period_end !== null && periodOpen;
  if (row.status === 'active' || row.status === 'trialing') return row.cancel_at_period_end ? periodOpen : true;
  return false;
}

function shownStatus(status: string): SubscriptionStatus {
  return status === 'trialing' || status === 'past_due' ? status : 'active';
}

export async function subscriptionState(db: Database, userId: string, now: Date): Promise<SubscriptionState> {
  const results = await subscriptionItemRows(db, userId);
  const live = results.filter((row) => givesAccess(row, now));
  if (live.length === 0) {
    return {
      subscribed: false,
      plan_type: 'free',
      status: results.some((row) => row.status === 'canceled') ? 'canceled' : 'inactive',
      subscription_end: null,
      features: ['basic'],
    };
  }
  const held = live.map((row) => row.plan_type);
  const plan = mainPlan(held);
  // The subscription holding the main plan names the status and the date.
  const main = live.find((row) => row.plan_type === plan) ?? live[0];
  return {
    subscribed: plan !== 'free',
    plan_type: plan,
    status: main ? shownStatus(main.status) : 'active',
    subscription_end: main?.current_period_end ?? null,
    features: featuresForPlans(held),
  };
}
