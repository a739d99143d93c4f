/**
 * Deleting an account that pays (issue 13): its Stripe customer is deleted first, which cancels
 * its subscriptions, so nobody is charged for an account that no longer exists. When Stripe cannot
 * do it, the account stays and the claimant is told.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerUser, userId } from './_billing-users';
import { signUp } from './_factories';
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
