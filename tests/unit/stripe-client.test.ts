/**
 * The Worker's Stripe client over fetch (worker/services/billing/stripe-client.ts): Stripe's form
 * encoding of nested parameters, the headers every call carries, the one retry with the same
 * Idempotency-Key, and Stripe's errors as StripeApiError. A recording fetch stands in for Stripe.
 */
import { describe, expect, it } from 'vitest';
import {
  describeStripeError,
  formBody,
  STRIPE_API_VERSION,
  StripeApiError,
  stripeApi,
  stripeClient,
} from '../../worker/services/billing/stripe-client';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

const json = (value: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A fetch answering each call with the next of `answers` (a Response, or an Error to throw), recording what was sent. */
function scripted(answers: (Response | Error)[]) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
    });
    const next = answers.shift();
    if (next === undefined) throw new Error('no answer scripted for this call');
    if (next instanceof Error) throw next;
    return next;
  };
  return { sent, fetch: fetch as typeof globalThis.fetch };
}

const client = (fetch: typeof globalThis.fetch) =>
  stripeApi({ key: 'sk_test_unit', base: 'http://stripe.test:12111', fetch, retryDelayMs: 0 });

describe('Stripe form encoding', () => {
  it('writes nested objects as a[b] and arrays as a[0][b], in order', () => {
    expect(
      formBody({
        mode: 'subscription',
        line_items: [
          { price: 'price_a', quantity: 1 },
          { price: 'price_b', quantity: 2 },
        ],
        metadata: { userId: 'u1', plan: 'premium_base' },
        subscription_data: { metadata: { userId: 'u1' } },
      }),
    ).toBe(
      'mode=subscription' +
        '&line_items[0][price]=price_a&line_items[0][quantity]=1' +
        '&line_items[1][price]=price_b&line_items[1][quantity]=2' +
        '&metadata[userId]=u1&metadata[plan]=premium_base' +
        '&subscription_data[metadata][userId]=u1',
    );
  });

  it('percent-encodes values (and the marks qs encodes), leaves out undefined, sends null empty', () => {
    const body = formBody({
      email: 'ana+test@example.org',
      success_url: 'https://site.example/?checkout=success&x=(1)',
      note: "it's *ok*!",
      skipped: undefined,
      cleared: null,
      flag: true,
    });
    expect(body).toBe(
      'email=ana%2Btest%40example.org' +
        '&success_url=https%3A%2F%2Fsite.example%2F%3Fcheckout%3Dsuccess%26x%3D%281%29' +
        '&note=it%27s%20%2Aok%2A%21&cleared=&flag=true',
    );
    // What Stripe's server reads back: the same values under the bracketed names.
    const read = new URLSearchParams(body);
    expect(read.get('success_url')).toBe('https://site.example/?checkout=success&x=(1)');
    expect(read.get('email')).toBe('ana+test@example.org');
    expect(read.has('skipped')).toBe(false);
  });

  it('encodes brackets and ampersands inside keys and values so they cannot add a parameter', () => {
    const body = formBody({ metadata: { 'a&b=c': 'x&price=free' } });
    expect([...new URLSearchParams(body).entries()]).toEqual([['metadata[a&b=c]', 'x&price=free']]);
  });
});

describe('Stripe requests', () => {
  it('sends a Checkout Session as the library did: POST, form body, bearer key, pinned version, a random Idempotency-Key', async () => {
    const stripe = scripted([
      json({ id: 'cs_1', url: 'https://checkout.stripe.com/c/pay/cs_1' }, 200, { 'request-id': 'req_1' }),
    ]);
    const session = await client(stripe.fetch).checkout.sessions.create({
      mode: 'payment',
      customer: 'cus_1',
      client_reference_id: 'user_1',
      line_items: [{ price: 'price_document', quantity: 1 }],
      success_url: 'https://site.example/documents?checkout=success',
      cancel_url: 'https://site.example/pricing',
      metadata: { userId: 'user_1', documentType: 'et1' },
    });
    expect(session.url).toBe('https://checkout.stripe.com/c/pay/cs_1');
    const [call] = stripe.sent;
    expect(call?.url).toBe('http://stripe.test:12111/v1/checkout/sessions');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('authorization')).toBe('Bearer sk_test_unit');
    expect(call?.headers.get('stripe-version')).toBe(STRIPE_API_VERSION);
    expect(call?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(call?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    const params = new URLSearchParams(call?.body ?? '');
    expect(params.get('line_items[0][price]')).toBe('price_document');
    expect(params.get('metadata[documentType]')).toBe('et1');
  });

  it('pins the API version stripe-node 23.1.0 sent', () => {
    expect(STRIPE_API_VERSION).toBe('2026-10-28.endive');
  });

  it('keeps the caller’s Idempotency-Key; deletes a customer with DELETE and no body', async () => {
    const stripe = scripted([json({ id: 'cus_9', object: 'customer' }), json({ id: 'cus_9', deleted: true })]);
    const api = client(stripe.fetch);
    await api.customers.create(
      { email: 'a@example.org', metadata: { userId: 'u9' } },
      { idempotencyKey: 'customer-for-user-u9' },
    );
    await api.customers.del('cus_9');
    expect(stripe.sent[0]?.headers.get('idempotency-key')).toBe('customer-for-user-u9');
    expect(stripe.sent[1]).toMatchObject({ url: 'http://stripe.test:12111/v1/customers/cus_9', method: 'DELETE', body: null });
  });

  it('talks to api.stripe.com without STRIPE_API_BASE, and is off without a secret key', () => {
    expect(stripeClient({})).toBeNull();
    expect(stripeClient({ STRIPE_SECRET_KEY: 'sk_test_x' })).not.toBeNull();
  });
});

describe('one retry, as the library with maxNetworkRetries 1', () => {
  const portal = { customer: 'cus_1', return_url: 'https://site.example/pricing' };
  const answer = () => json({ id: 'bps_1', url: 'https://billing.stripe.com/p/session/x' });

  it('retries a network failure once, with the same Idempotency-Key', async () => {
    const stripe = scripted([new TypeError('fetch failed'), answer()]);
    const session = await client(stripe.fetch).billingPortal.sessions.create(portal);
    expect(session.url).toBe('https://billing.stripe.com/p/session/x');
    expect(stripe.sent).toHaveLength(2);
    const [first, second] = stripe.sent.map((call) => call.headers.get('idempotency-key'));
    expect(first).toBeTruthy();
    expect(second).toBe(first);
    expect(stripe.sent[1]?.body).toBe(stripe.sent[0]?.body);
  });

  it('retries a 409 and a 5xx once; a second failure is the error', async () => {
    const conflict = scripted([json({ error: { type: 'idempotency_error', message: 'in progress' } }, 409), answer()]);
    await expect(client(conflict.fetch).billingPortal.sessions.create(portal)).resolves.toMatchObject({ id: 'bps_1' });
    const down = scripted([
      json({ error: { type: 'api_error', message: 'down' } }, 503),
      json({ error: { type: 'api_error', message: 'down' } }, 500, { 'request-id': 'req_down' }),
    ]);
    const failure = await client(down.fetch)
      .billingPortal.sessions.create(portal)
      .catch((error: unknown) => error);
    expect(down.sent).toHaveLength(2);
    expect(failure).toBeInstanceOf(StripeApiError);
    expect(failure).toMatchObject({ type: 'api_error', statusCode: 500, requestId: 'req_down' });
  });

  it('does not retry a 400, nor a 429 unless Stripe-Should-Retry says so', async () => {
    const refused = scripted([
      json({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such price' } }, 400, {
        'request-id': 'req_400',
      }),
    ]);
    const failure = await client(refused.fetch)
      .billingPortal.sessions.create(portal)
      .catch((error: unknown) => error);
    expect(refused.sent).toHaveLength(1);
    expect(describeStripeError(failure)).toEqual({
      stripeType: 'invalid_request_error',
      stripeCode: 'resource_missing',
      statusCode: 400,
      stripeRequestId: 'req_400',
    });
    const limited = scripted([json({ error: { type: 'invalid_request_error', code: 'rate_limit' } }, 429)]);
    await expect(client(limited.fetch).billingPortal.sessions.create(portal)).rejects.toMatchObject({ statusCode: 429 });
    expect(limited.sent).toHaveLength(1);
    const lock = scripted([
      json({ error: { type: 'invalid_request_error', code: 'lock_timeout' } }, 429, { 'stripe-should-retry': 'true' }),
      answer(),
    ]);
    await expect(client(lock.fetch).billingPortal.sessions.create(portal)).resolves.toMatchObject({ id: 'bps_1' });
    expect(lock.sent).toHaveLength(2);
  });

  it('does not retry a 5xx Stripe says not to retry', async () => {
    const stripe = scripted([json({ error: { type: 'api_error' } }, 500, { 'stripe-should-retry': 'false' })]);
    await expect(client(stripe.fetch).billingPortal.sessions.create(portal)).rejects.toMatchObject({ statusCode: 500 });
    expect(stripe.sent).toHaveLength(1);
  });

  it('two network failures are a connection_error, logged without the request', async () => {
    const stripe = scripted([new TypeError('fetch failed'), new TypeError('fetch failed')]);
    const failure = await client(stripe.fetch)
      .billingPortal.sessions.create(portal)
      .catch((error: unknown) => error);
    expect(stripe.sent).toHaveLength(2);
    expect(describeStripeError(failure)).toEqual({
      stripeType: 'connection_error',
      stripeCode: null,
      statusCode: null,
      stripeRequestId: null,
    });
  });

  it('gives each attempt a timeout signal; two timeouts are a connection_error with code timeout', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    const timeout = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      signals.push(init?.signal);
      throw new DOMException('The operation timed out.', 'TimeoutError');
    };
    const failure = await client(timeout as typeof fetch)
      .billingPortal.sessions.create(portal)
      .catch((error: unknown) => error);
    expect(signals).toHaveLength(2);
    expect(signals.every((signal) => signal instanceof AbortSignal)).toBe(true);
    expect(failure).toMatchObject({ type: 'connection_error', code: 'timeout' });
  });

  it('an answer of another shape is an error, not a half-read object', async () => {
    const stripe = scripted([json({ id: 'bps_1' })]);
    await expect(client(stripe.fetch).billingPortal.sessions.create(portal)).rejects.toMatchObject({ type: 'invalid_response' });
  });
});
