/** A user's Stripe customer and the subscription rows their plan is read from. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { stripeCustomers, subscriptionItems, subscriptions } from './schema';

/** The user's stored Stripe customer id, or null. */
export async function storedCustomerId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: stripeCustomers.customerId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, userId))
    .limit(1);
  return row?.customerId ?? null;
}

/** Stores the user's customer unless one is already stored (the primary key on user_id keeps the first). */
export async function insertCustomerIfAbsent(
  db: Database,
  customer: { userId: string; customerId: string; createdAt: string },
): Promise<void> {
  await db.insert(stripeCustomers).values(customer).onConflictDoNothing();
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
 * Every subscription of the user joined to its items, in one query. The rows keep the stored
 * columns (the 0/1 flag included) that the access rule in services/billing/state.ts reads.
 */
export function subscriptionItemRows(db: Database, userId: string): Promise<SubscriptionItemRow[]> {
  return db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      current_period_end: subscriptions.currentPeriodEnd,
      // The stored integer, not drizzle's boolean: the access rule reads the flag as stored.
      cancel_at_period_end: sql<number>`${subscriptions.cancelAtPeriodEnd}`,
      plan_type: subscriptionItems.planType,
    })
    .from(subscriptions)
    .leftJoin(subscriptionItems, eq(subscriptionItems.subscriptionId, subscriptions.id))
    .where(eq(subscriptions.userId, userId));
}
