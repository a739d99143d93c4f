/**
 * Deleting an account that pays: its Stripe customer is deleted first, which cancels
 * its subscriptions, so nobody is charged for an account that no longer exists. When Stripe cannot
 * do it, the account stays and the claimant is told.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerUser, userId } from './_billing-users';
import { api, signUp } from './_factories';
import { billingRequest, stripeEnv, stripeStandIn } from './_stripe-stand-in';

let stripe: ReturnType<typeof stripeStandIn>;
beforeEach(() => {
  stripe = stripeStandIn();
});
afterEach(() => stripe.restore());

const kept = 'Your subscription could not be cancelled, so nothing was deleted. Please try again in a few minutes.';

async function userExists(id: string): Promise<boolean> {
  return (await env.DB.prepare('SELECT 1 AS found FROM user WHERE id = ?').bind(id).first()) !== null;
}

describe('deleting an account with a Stripe customer', () => {
  it('deletes the Stripe customer (cancelling its subscriptions), then the account', async () => {
    const user = await customerUser();
    const response = await billingRequest('/account', user, { method: 'DELETE', body: { email: user.email } });
    expect(response.status).toBe(204);
    expect(stripe.customersDeleted).toEqual([user.customer]);
    expect(stripe.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`DELETE /v1/customers/${user.customer}`]);
    expect(await userExists(user.id)).toBe(false);
    const customer = await env.DB.prepare('SELECT 1 FROM stripe_customers WHERE user_id = ?').bind(user.id).first();
    expect(customer).toBeNull();
  });

  it('keeps the account when Stripe fails, and says so', async () => {
    const user = await customerUser();
    stripe.fail(`/v1/customers/${user.customer}`, { status: 500, type: 'api_error', message: 'Something went wrong' });
    const response = await billingRequest('/account', user, { method: 'DELETE', body: { email: user.email } });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: { code: 'CANCELLATION_FAILED', message: kept } });
    expect(await userExists(user.id)).toBe(true);
  });

  it('keeps the account when this server cannot reach Stripe at all', async () => {
    const user = await customerUser();
    const response = await billingRequest('/account', user, {
      method: 'DELETE',
      body: { email: user.email },
      env: { ...stripeEnv, STRIPE_SECRET_KEY: '' } as Env,
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: 'PAYMENTS_UNAVAILABLE', message: kept } });
    expect(await userExists(user.id)).toBe(true);
    expect(stripe.calls).toEqual([]);
  });

  it('deletes an account that never paid without asking Stripe', async () => {
    const user = await signUp();
    const id = await userId(user);
    const response = await billingRequest('/account', user, { method: 'DELETE', body: { email: user.email } });
    expect(response.status).toBe(204);
    expect(stripe.calls).toEqual([]);
    expect(await userExists(id)).toBe(false);
  });
});

describe('the account export', () => {
  it('includes what we hold about payments: the customer, the subscriptions with their plans, the credits', async () => {
    const user = await customerUser();
    const subscription = `sub_${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO subscriptions (id, user_id, customer_id, status, current_period_end, cancel_at_period_end, last_event_created, updated_at)
         VALUES (?, ?, ?, 'active', '2026-12-22T12:00:00.000Z', 1, 1795262400, '2026-11-22T12:00:00.000Z')`,
      ).bind(subscription, user.id, user.customer),
      env.DB.prepare(
        "INSERT INTO subscription_items (subscription_id, price_id, plan_type) VALUES (?, 'price_premium_base', 'premium_base')",
      ).bind(subscription),
      env.DB.prepare(
        "INSERT INTO document_credits (id, user_id, document_type, granted_at, spent_at) VALUES (?, ?, 'et1', '2026-11-22T12:00:00.000Z', NULL)",
      ).bind(`cs_${crypto.randomUUID().slice(0, 8)}`, user.id),
    ]);
    const exported = (await (await api('/account/export', user)).json()) as { billing: unknown };
    expect(exported.billing).toEqual({
      stripeCustomer: { customerId: user.customer, createdAt: '2026-11-22T12:00:00.000Z' },
      subscriptions: [
        {
          id: subscription,
          status: 'active',
          currentPeriodEnd: '2026-12-22T12:00:00.000Z',
          cancelAtPeriodEnd: true,
          updatedAt: '2026-11-22T12:00:00.000Z',
          plans: ['premium_base'],
        },
      ],
      documentCredits: [{ documentType: 'et1', grantedAt: '2026-11-22T12:00:00.000Z', spentAt: null }],
    });
  });

  it('says an account that never paid holds no payment data', async () => {
    const user = await signUp();
    const exported = (await (await api('/account/export', user)).json()) as { billing: unknown };
    expect(exported.billing).toEqual({ stripeCustomer: null, subscriptions: [], documentCredits: [] });
  });
});
