/**
 * One Stripe customer per user, created once. The stored row is the truth: a user who has one
 * uses it. A first checkout creates the customer with an idempotency key derived from the user id,
 * so concurrent first checkouts get the same customer back from Stripe, then inserts-or-ignores
 * the row and reads it, so all of them use the one that was stored.
 */
import { insertCustomerIfAbsent, storedCustomerId } from '../../db/billing';
import type { Database } from '../../db/client';
import type { StripeApi } from './stripe-client';

export async function storedCustomer(db: Database, userId: string): Promise<string | null> {
  return storedCustomerId(db, userId);
}

export async function customerFor(db: Database, stripe: StripeApi, user: { id: string; email: string }): Promise<string> {
  const existing = await storedCustomer(db, user.id);
  if (existing) return existing;
  const created = await stripe.customers.create(
    { email: user.email, metadata: { userId: user.id } },
    { idempotencyKey: `customer-for-user-${user.id}` },
  );
  await insertCustomerIfAbsent(db, { userId: user.id, customerId: created.id, createdAt: new Date().toISOString() });
  const stored = await storedCustomer(db, user.id);
  if (!stored) throw new Error('the customer row was neither inserted nor found');
  return stored;
}

export type CustomerRemoval = 'none' | 'removed' | 'unavailable' | 'failed';

/**
 * Before an account is deleted: its Stripe customer is deleted too, which cancels every
 * subscription it holds at once (Stripe API: "Delete a customer … immediately cancels any active
 * subscriptions"), so nobody is charged for an account that no longer exists. A customer Stripe
 * no longer knows counts as removed. Without Stripe configured, or when Stripe fails, the caller
 * keeps the account and says why.
 */
export async function removeCustomer(db: Database, stripe: StripeApi | null, userId: string): Promise<CustomerRemoval> {
  const customer = await storedCustomer(db, userId);
  if (!customer) return 'none';
  if (!stripe) return 'unavailable';
  try {
    await stripe.customers.del(customer);
    return 'removed';
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    return status === 404 ? 'removed' : 'failed';
  }
}
