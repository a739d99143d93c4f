/** A user's Stripe customer and the subscription rows their plan is read from. */
import { eq } from 'drizzle-orm';
import { database } from './client';
import { stripeCustomers } from './schema';

/** The user's stored Stripe customer id, or null. */
export async function storedCustomerId(d1: D1Database, userId: string): Promise<string | null> {
  const [row] = await database(d1)
    .select({ customerId: stripeCustomers.customerId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, userId))
    .limit(1);
  return row?.customerId ?? null;
}

/** Stores the user's customer unless one is already stored (the primary key on user_id keeps the first). */
export async function insertCustomerIfAbsent(
  d1: D1Database,
  customer: { userId: string; customerId: string; createdAt: string },
): Promise<void> {
  await database(d1).insert(stripeCustomers).values(customer).onConflictDoNothing();
}

/** One subscription of the user with one of its items (plan_type null when it has none). */
export interface SubscriptionItemRow {
  id: string;
  status: string;
  current_period_end: string | null;
  cancel_at_period_end: number;
  plan_type: string | null;
}

/**
 * Every subscription of the user joined to its items, in one query. Raw SQL: the rows keep the
 * stored columns (the 0/1 flag included) that the access rule in services/billing/state.ts reads.
 */
export async function subscriptionItemRows(db: D1Database, userId: string): Promise<SubscriptionItemRow[]> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.status, s.current_period_end, s.cancel_at_period_end, i.plan_type
         FROM subscriptions s LEFT JOIN subscription_items i ON i.subscription_id = s.id
        WHERE s.user_id = ?`,
    )
    .bind(userId)
    .all<SubscriptionItemRow>();
  return results;
}
