/**
 * A loopback stand-in for Stripe's API. workerd tests cannot listen on a port, so the
 * Worker's Stripe client is pointed at http://stripe.test:12111 (STRIPE_API_BASE) and the test
 * isolate's fetch answers requests to that host, with Stripe's documented response shapes
 * (tests/fixtures/stripe). It keeps Stripe's idempotency rule: a request whose Idempotency-Key is
 * in flight gets 409 (the client retries once), a finished one's key gets the first answer again.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { vi } from 'vitest';
import worker from '../../worker/index';
import { clientIp, ORIGIN, type TestUser } from './_factories';

export const STRIPE_BASE = 'http://stripe.test:12111';

export const PRICES = {
  STRIPE_PRICE_PREMIUM_BASE: 'price_premium_base',
  STRIPE_PRICE_COMPLETE_BUNDLE: 'price_complete_bundle',
  STRIPE_PRICE_RESEARCH_ADDON: 'price_research_addon',
  STRIPE_PRICE_WHATSAPP_ADDON: 'price_whatsapp_addon',
  STRIPE_PRICE_PARALEGAL: 'price_paralegal',
  STRIPE_PRICE_DOCUMENT: 'price_document',
} as const;

export const WEBHOOK_SECRET = 'whsec_test_secret_for_the_worker_tests';

/** The Worker's environment with Stripe configured against the stand-in. */
export const stripeEnv = {
  ...env,
  STRIPE_SECRET_KEY: 'sk_test_stand_in',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: STRIPE_BASE,
  ...PRICES,
} as Env;

export function stripeFixture<T extends object = Record<string, unknown>>(name: string): T {
  const text = env.TEST_STRIPE_FIXTURES[name];
  if (text === undefined) throw new Error(`missing fixture ${name}: is it in tests/fixtures/stripe?`);
  return JSON.parse(text) as T;
}

export interface StripeCall {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | null;
  authorization: string | null;
}

type Failure = { status: number; type: string; message: string };

const stripeJson = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_standin' } });

export function stripeStandIn() {
  const calls: StripeCall[] = [];
  const customersCreated: string[] = [];
  const customersDeleted: string[] = [];
  const idempotent = new Map<string, Promise<Response | null> | unknown>();
  const failures = new Map<string, Failure>();
  let counter = 0;
  // holdCustomerCreation(): the first customer creation waits until a second request to create
  // one has arrived, so two concurrent checkouts surely overlap at Stripe (no timer decides it).
  let holding = false;
  let secondArrived: () => void = () => {};
  const overlap = new Promise<void>((resolve) => {
    secondArrived = resolve;
  });
  // Ids unique across test files too: D1 keeps every file's rows, and customer ids are unique there.
  const run = crypto.randomUUID().slice(0, 8);
  const original = globalThis.fetch;

  async function answer(path: string, params: URLSearchParams): Promise<Response> {
    const failure = failures.get(path);
    if (failure) return stripeJson({ error: { type: failure.type, message: failure.message } }, failure.status);
    counter += 1;
    if (path === '/v1/customers') {
      if (holding) await overlap;
      const customer = { ...stripeFixture('customer.json'), id: `cus_standin${run}${counter}`, email: params.get('email') };
      customersCreated.push(customer.id);
      return stripeJson(customer);
    }
    if (path.startsWith('/v1/customers/')) {
      // DELETE /v1/customers/:id (Stripe API reference, "Delete a customer"): the deleted object.
      const id = path.slice('/v1/customers/'.length);
      customersDeleted.push(id);
      return stripeJson({ id, object: 'customer', deleted: true });
    }
    if (path === '/v1/checkout/sessions') {
      const id = `cs_test_standin${run}${counter}`;
      return stripeJson({
        ...stripeFixture('checkout-session.json'),
        id,
        customer: params.get('customer'),
        client_reference_id: params.get('client_reference_id'),
        mode: params.get('mode'),
        success_url: params.get('success_url'),
        cancel_url: params.get('cancel_url'),
        url: `https://checkout.stripe.com/c/pay/${id}`,
      });
    }
    if (path === '/v1/billing_portal/sessions') {
      const id = `bps_standin${run}${counter}`;
      return stripeJson({
        ...stripeFixture('billing-portal-session.json'),
        id,
        customer: params.get('customer'),
        return_url: params.get('return_url'),
        url: `https://billing.stripe.com/p/session/test_${id}`,
      });
    }
    return stripeJson({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (POST: ${path})` } }, 404);
  }

  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== STRIPE_BASE) return original(input, init);
    const headers = new Headers(init?.headers);
    const params = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    const key = headers.get('idempotency-key');
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      params,
      idempotencyKey: key,
      authorization: headers.get('authorization'),
    });
    if (calls.filter((call) => call.path === '/v1/customers').length >= 2) secondArrived();
    if (key === null) return answer(url.pathname, params);
    const seen = idempotent.get(key);
    if (seen === 'in flight') {
      return stripeJson(
        {
          error: {
            type: 'idempotency_error',
            message: 'There is currently another in-progress request using this Stripe-Idempotency-Key.',
          },
        },
        409,
      );
    }
    if (typeof seen === 'string')
      return new Response(seen, { headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' } });
    idempotent.set(key, 'in flight');
    const response = await answer(url.pathname, params);
    const text = await response.text();
    if (response.ok) idempotent.set(key, text);
    else idempotent.delete(key);
    return new Response(text, { status: response.status, headers: response.headers });
  });

  return {
    calls,
    customersCreated,
    customersDeleted,
    /** Holds the first customer creation until a second request to create one has arrived. */
    holdCustomerCreation() {
      holding = true;
    },
    /** Makes every request to `path` fail with Stripe's error shape. */
    fail(path: string, failure: Failure) {
      failures.set(path, failure);
    },
    restore() {
      spy.mockRestore();
    },
  };
}

/** A request to the Worker with Stripe configured (or with `envOverride`), through the app itself. */
export async function billingRequest(
  path: string,
  user: TestUser | null,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string; env?: Env } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN, 'cf-connecting-ip': clientIp(), ...init.headers };
  if (user) headers.cookie = user.cookie;
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const request = new Request(`${ORIGIN}/api${path}`, {
    method: init.method ?? 'POST',
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, init.env ?? stripeEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}
