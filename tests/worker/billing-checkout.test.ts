/**
 * Checkout, the one-off document and the customer portal, against a loopback stand-in
 * for Stripe's API answering its documented shapes (tests/fixtures/stripe).
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerUser, userId } from './_billing-users';
import { api, ORIGIN, signUp } from './_factories';
import { billingRequest, stripeEnv, stripeStandIn } from './_stripe-stand-in';

let stripe: ReturnType<typeof stripeStandIn>;
beforeEach(() => {
  stripe = stripeStandIn();
});
afterEach(() => stripe.restore());

const UNAVAILABLE = { error: { code: 'PAYMENTS_UNAVAILABLE', message: 'Payments are not available on this server' } };

describe('POST /api/billing/checkout', () => {
  it('creates the customer once and a subscription Checkout for the plan’s price', async () => {
    const user = await signUp();
    const id = await userId(user);
    const response = await billingRequest('/billing/checkout', user, { body: { plan: 'complete_bundle' } });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_standin\w+$/);

    const customer = stripe.calls.find((call) => call.path === '/v1/customers');
    expect(customer?.params.get('email')).toBe(user.email);
    expect(customer?.params.get('metadata[userId]')).toBe(id);
    expect(customer?.idempotencyKey).toBe(`customer-for-user-${id}`);
    expect(customer?.authorization).toBe('Bearer sk_test_stand_in');
    const stored = await env.DB.prepare('SELECT customer_id FROM stripe_customers WHERE user_id = ?')
      .bind(id)
      .first<{ customer_id: string }>();
    expect(stored?.customer_id).toBe(stripe.customersCreated[0]);

    const session = stripe.calls.find((call) => call.path === '/v1/checkout/sessions');
    expect(Object.fromEntries(session?.params ?? [])).toEqual({
      mode: 'subscription',
      customer: stored?.customer_id,
      client_reference_id: id,
      'line_items[0][price]': 'price_complete_bundle',
      'line_items[0][quantity]': '1',
      success_url: `${ORIGIN}/?checkout=success`,
      cancel_url: `${ORIGIN}/pricing`,
      'metadata[userId]': id,
      'metadata[plan]': 'complete_bundle',
      'subscription_data[metadata][userId]': id,
      'subscription_data[metadata][plan]': 'complete_bundle',
    });

    // A second purchase reuses the stored customer: no new one at Stripe.
    expect((await billingRequest('/billing/checkout', user, { body: { plan: 'research_addon' } })).status).toBe(200);
    expect(stripe.calls.filter((call) => call.path === '/v1/customers')).toHaveLength(1);
    expect(
      stripe.calls
        .filter((call) => call.path === '/v1/checkout/sessions')
        .at(-1)
        ?.params.get('customer'),
    ).toBe(stored?.customer_id);
  });

  it('two concurrent first checkouts end with one customer row and one Stripe customer', async () => {
    const user = await signUp();
    const id = await userId(user);
    stripe.holdCustomerCreation();
    const answers = await Promise.all([
      billingRequest('/billing/checkout', user, { body: { plan: 'premium_base' } }),
      billingRequest('/billing/checkout', user, { body: { plan: 'paralegal' } }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    // Both asked Stripe (neither had a stored customer yet), with the same key: one customer made.
    const asked = stripe.calls.filter((call) => call.path === '/v1/customers');
    expect(new Set(asked.map((call) => call.idempotencyKey))).toEqual(new Set([`customer-for-user-${id}`]));
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(stripe.customersCreated).toHaveLength(1);
    const rows = await env.DB.prepare('SELECT customer_id FROM stripe_customers WHERE user_id = ?')
      .bind(id)
      .all<{ customer_id: string }>();
    expect(rows.results).toEqual([{ customer_id: stripe.customersCreated[0] }]);
    const sessions = stripe.calls.filter((call) => call.path === '/v1/checkout/sessions');
    expect(sessions.map((call) => call.params.get('customer'))).toEqual([stripe.customersCreated[0], stripe.customersCreated[0]]);
  });

  it.each([['free'], ['gold'], [''], [null]])('refuses the plan %j with 400 INVALID_PLAN', async (plan) => {
    const user = await signUp();
    const response = await billingRequest('/billing/checkout', user, { body: { plan } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'INVALID_PLAN', message: 'Invalid plan selected' } });
    expect(stripe.calls).toHaveLength(0);
  });

  it('answers 502 CHECKOUT_FAILED when Stripe refuses, and logs no personal data', async () => {
    const user = await signUp();
    stripe.fail('/v1/checkout/sessions', {
      status: 400,
      type: 'invalid_request_error',
      message: `No such price for ${user.email}`,
    });
    const response = await billingRequest('/billing/checkout', user, { body: { plan: 'premium_base' } });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: { code: 'CHECKOUT_FAILED', message: 'Failed to start checkout process' } });
  });

  it('answers 503 PAYMENTS_UNAVAILABLE without a secret key, or without the plan’s price id', async () => {
    const user = await signUp();
    const noKey = await billingRequest('/billing/checkout', user, { body: { plan: 'premium_base' }, env });
    expect(noKey.status).toBe(503);
    expect(await noKey.json()).toEqual(UNAVAILABLE);
    const noPrice = await billingRequest('/billing/checkout', user, {
      body: { plan: 'paralegal' },
      env: { ...stripeEnv, STRIPE_PRICE_PARALEGAL: '' } as Env,
    });
    expect(noPrice.status).toBe(503);
    expect(await noPrice.json()).toEqual(UNAVAILABLE);
    expect(stripe.calls).toHaveLength(0);
  });
});

describe('POST /api/billing/document-credit', () => {
  it('starts a one-off payment Checkout for the document price', async () => {
    const user = await customerUser();
    const response = await billingRequest('/billing/document-credit', user, { body: { documentType: 'schedule_of_loss' } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toMatch(
      /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_standin\w+$/,
    );
    const session = stripe.calls.find((call) => call.path === '/v1/checkout/sessions');
    expect(Object.fromEntries(session?.params ?? [])).toEqual({
      mode: 'payment',
      customer: user.customer,
      client_reference_id: user.id,
      'line_items[0][price]': 'price_document',
      'line_items[0][quantity]': '1',
      success_url: `${ORIGIN}/documents?checkout=success`,
      cancel_url: `${ORIGIN}/pricing`,
      'metadata[userId]': user.id,
      'metadata[documentType]': 'schedule_of_loss',
    });
    expect(stripe.calls.filter((call) => call.path === '/v1/customers')).toHaveLength(0);
  });

  it('refuses a document type that is not one of the eight', async () => {
    const user = await signUp();
    const response = await billingRequest('/billing/document-credit', user, { body: { documentType: 'will' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: 'Choose a document type' } });
  });

  it('answers 503 without the document price id', async () => {
    const user = await signUp();
    const response = await billingRequest('/billing/document-credit', user, {
      body: { documentType: 'et1' },
      env: { ...stripeEnv, STRIPE_PRICE_DOCUMENT: '' } as Env,
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(UNAVAILABLE);
  });
});

describe('POST /api/billing/portal', () => {
  it('opens the customer portal for the stored customer, returning to /pricing', async () => {
    const user = await customerUser();
    const response = await billingRequest('/billing/portal', user);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toMatch(
      /^https:\/\/billing\.stripe\.com\/p\/session\/test_bps_standin\w+$/,
    );
    const call = stripe.calls.find((c) => c.path === '/v1/billing_portal/sessions');
    expect(Object.fromEntries(call?.params ?? [])).toEqual({ customer: user.customer, return_url: `${ORIGIN}/pricing` });
  });

  it('answers 409 NO_SUBSCRIPTION for a user with no customer yet', async () => {
    const user = await signUp();
    const response = await billingRequest('/billing/portal', user);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'NO_SUBSCRIPTION', message: 'You have no subscription to manage yet' },
    });
    expect(stripe.calls).toHaveLength(0);
  });

  it('answers 502 PORTAL_FAILED when Stripe fails (after the client’s one retry of a 5xx)', async () => {
    const user = await customerUser();
    stripe.fail('/v1/billing_portal/sessions', { status: 500, type: 'api_error', message: 'Something went wrong' });
    const response = await billingRequest('/billing/portal', user);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: { code: 'PORTAL_FAILED', message: 'Failed to open customer portal' } });
    expect(stripe.calls.filter((c) => c.path === '/v1/billing_portal/sessions')).toHaveLength(2);
  });

  it('answers 503 without a secret key', async () => {
    const user = await customerUser();
    const response = await billingRequest('/billing/portal', user, { env });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(UNAVAILABLE);
  });
});

describe('signed out', () => {
  it.each([
    ['/billing/checkout', { plan: 'premium_base' }],
    ['/billing/document-credit', { documentType: 'et1' }],
    ['/billing/portal', undefined],
  ])('POST %s is a 401, configured or not, before Stripe is asked', async (path, body) => {
    for (const workerEnv of [stripeEnv, env]) {
      const response = await billingRequest(path, null, { ...(body === undefined ? {} : { body }), env: workerEnv });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
    }
    expect(stripe.calls).toHaveLength(0);
  });

  it('GET /api/subscription is a 401', async () => {
    const response = await api('/subscription', null);
    expect(response.status).toBe(401);
  });
});
