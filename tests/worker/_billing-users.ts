/** Accounts with a Stripe customer already linked, for the billing tests. */
import { env } from 'cloudflare:test';
import { signUp, type TestUser } from './_factories';

export interface BillingUser extends TestUser {
  id: string;
  customer: string;
}

export async function userId(user: TestUser): Promise<string> {
  const row = await env.DB.prepare('SELECT id FROM user WHERE email = ?').bind(user.email).first<{ id: string }>();
  if (!row) throw new Error(`no user ${user.email}`);
  return row.id;
}

/** A signed-up user whose Stripe customer is stored, as after a first checkout. */
export async function customerUser(): Promise<BillingUser> {
  const user = await signUp();
  const id = await userId(user);
  const customer = `cus_${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`;
  await env.DB.prepare('INSERT INTO stripe_customers (user_id, customer_id, created_at) VALUES (?, ?, ?)')
    .bind(id, customer, '2026-11-22T12:00:00.000Z')
    .run();
  return { ...user, id, customer };
}

export async function subscriptionRow(id: string) {
  return env.DB.prepare(
    'SELECT status, current_period_end, cancel_at_period_end, last_event_created FROM subscriptions WHERE id = ?',
  )
    .bind(id)
    .first<{ status: string; current_period_end: string | null; cancel_at_period_end: number; last_event_created: number }>();
}

export async function itemPlans(subscriptionId: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    'SELECT plan_type FROM subscription_items WHERE subscription_id = ? ORDER BY plan_type',
  )
    .bind(subscriptionId)
    .all<{ plan_type: string }>();
  return results.map((row) => row.plan_type);
}

/** Stores an active subscription holding `plans` for the user, as the webhook would. */
export async function grantPlans(id: string, plans: readonly string[], periodEnd = '2026-12-22T12:00:00.000Z'): Promise<void> {
  const sub = `sub_${crypto.randomUUID().slice(0, 12)}`;
  await env.DB.prepare(
    `INSERT INTO subscriptions (id, user_id, customer_id, status, current_period_end, cancel_at_period_end, last_event_created, updated_at)
     VALUES (?, ?, NULL, 'active', ?, 0, 0, ?)`,
  )
    .bind(sub, id, periodEnd, periodEnd)
    .run();
  for (const plan of plans) {
    await env.DB.prepare('INSERT INTO subscription_items (subscription_id, price_id, plan_type) VALUES (?, ?, ?)')
      .bind(sub, `price_${plan}`, plan)
      .run();
  }
}

/** A £10 document credit, as the webhook grants one for a paid single-document checkout. */
export async function grantCredit(id: string): Promise<string> {
  const session = `cs_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await env.DB.prepare('INSERT INTO document_credits (id, user_id, document_type, granted_at) VALUES (?, ?, NULL, ?)')
    .bind(session, id, '2026-11-22T11:00:00.000Z')
    .run();
  return session;
}
