/**
 * The four Stripe API calls the Worker makes (create and delete a customer, create a Checkout
 * Session, create a billing portal session), over fetch. Stripe's own library was a tenth of the
 * Worker for these calls; this module sends the same requests it sent:
 *
 * - form-encoded bodies in Stripe's nested syntax (`metadata[userId]=…`, `line_items[0][price]=…`);
 * - `Authorization: Bearer <secret key>` and the API version the library pinned (`Stripe-Version`),
 *   so the objects Stripe answers with, and the webhook events it sends, keep the shapes read here;
 * - an `Idempotency-Key` on every POST: the caller's own (the customer for a user), or a random one,
 *   so a retried POST is applied once by Stripe;
 * - the library's retry rules with its `maxNetworkRetries: 1`: one retry, half a second later (the
 *   library's smallest delay), of a request that got no answer (a network failure or the 15 s
 *   timeout), or whose answer is a 409 (a concurrent request with the same key) or a 5xx, unless
 *   Stripe's `Stripe-Should-Retry` header says otherwise; that header saying `true` (a 429 lock
 *   timeout, for one) is retried too, and nothing else is (a 400 or a plain 429 rate limit is not);
 * - a refusal or failure becomes a StripeApiError with Stripe's error type and code, the HTTP status
 *   and the request id, which is all describeStripeError logs.
 *
 * STRIPE_API_BASE points it at a stand-in (stripe-mock, the tests' loopback) by its origin; unset,
 * it talks to api.stripe.com.
 */
import { z } from 'zod';

/** The API version stripe-node 23.1.0 sent (its esm/apiVersion.js): the objects read here are this version's. */
export const STRIPE_API_VERSION = '2026-10-28.endive';
const DEFAULT_BASE = 'https://api.stripe.com';
const TIMEOUT_MS = 15_000;
/** One retry, after the library's initial network retry delay (0.5 s, its floor for a first retry). */
const MAX_RETRIES = 1;
const RETRY_DELAY_MS = 500;

/** A Stripe failure: Stripe's error type and code when it answered, the status and its Request-Id. */
export class StripeApiError extends Error {
  override readonly name = 'StripeApiError';
  constructor(
    /** Stripe's error type (`invalid_request_error`, `api_error`, `idempotency_error`…), `connection_error` when Stripe did not answer, `invalid_response` when its answer could not be read. */
    readonly type: string,
    readonly code: string | null,
    readonly statusCode: number | null,
    readonly requestId: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** A value Stripe's form syntax can carry: nested objects as `a[b]`, arrays as `a[0]`. */
export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly FormValue[]
  | { readonly [key: string]: FormValue };

/** Percent-encoding as the library's (qs-compatible) encoder: RFC 3986 reserved marks encoded, brackets kept readable. */
function encodeFormPart(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (mark) => `%${mark.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%5B/g, '[')
    .replace(/%5D/g, ']');
}

/**
 * A request body in Stripe's form encoding: `{ metadata: { userId: 'u' }, line_items: [{ price: 'p' }] }`
 * is `metadata[userId]=u&line_items[0][price]=p`. Undefined is left out; null is sent empty (Stripe's
 * way of clearing a field), as the library did.
 */
export function formBody(params: { readonly [key: string]: FormValue }): string {
  const pairs: string[] = [];
  const add = (key: string, value: FormValue): void => {
    if (value === undefined) return;
    if (value === null || typeof value !== 'object') {
      pairs.push(`${encodeFormPart(key)}=${encodeFormPart(value === null ? '' : String(value))}`);
      return;
    }
    if (Array.isArray(value)) {
      for (const [index, item] of (value as readonly FormValue[]).entries()) add(`${key}[${index}]`, item);
      return;
    }
    for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}

const errorBodySchema = z.object({
  error: z.object({ type: z.string().optional(), code: z.string().optional(), message: z.string().optional() }),
});

/** Whether a response is worth the one retry, by the library's rules (stripe-node RequestSender._shouldRetry). */
function retriable(response: Response): boolean {
  const advice = response.headers.get('stripe-should-retry');
  if (advice === 'false') return false;
  if (advice === 'true') return true;
  return response.status === 409 || response.status >= 500;
}

/** How the client reaches Stripe; the tests give their own fetch and no delay. */
export interface StripeTransport {
  key: string;
  base?: string;
  fetch?: typeof fetch;
  retryDelayMs?: number;
}

interface Call<T> {
  method: 'POST' | 'DELETE';
  path: string;
  params?: { readonly [key: string]: FormValue };
  idempotencyKey?: string;
  schema: z.ZodType<T>;
}

async function send<T>(transport: StripeTransport, call: Call<T>): Promise<T> {
  const url = `${new URL(transport.base ?? DEFAULT_BASE).origin}${call.path}`;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${transport.key}`,
    'Stripe-Version': STRIPE_API_VERSION,
  };
  // Every POST has a key (the library's rule), so the retry below is applied once; a DELETE needs none.
  if (call.method === 'POST') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    headers['Idempotency-Key'] = call.idempotencyKey ?? crypto.randomUUID();
  }
  const body = call.method === 'POST' ? formBody(call.params ?? {}) : undefined;
  const doFetch = transport.fetch ?? fetch;
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt >= MAX_RETRIES;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: call.method,
        headers,
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      if (!last) {
        await pause(transport.retryDelayMs ?? RETRY_DELAY_MS);
        continue;
      }
      throw new StripeApiError('connection_error', timedOut(error) ? 'timeout' : null, null, null, 'Stripe could not be reached');
    }
    if (!last && retriable(response)) {
      await response.body?.cancel();
      await pause(transport.retryDelayMs ?? RETRY_DELAY_MS);
      continue;
    }
    return read(response, call.schema);
  }
}

const timedOut = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

const pause = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** The answer's object, or a StripeApiError for Stripe's error shape, a failed status, or an unreadable body. */
async function read<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  const requestId = response.headers.get('request-id');
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    // The timeout covers reading the body too: that is Stripe not answering, as the library reported it.
    if (timedOut(error))
      throw new StripeApiError('connection_error', 'timeout', response.status, requestId, 'Stripe did not answer in time');
    throw new StripeApiError(
      'invalid_response',
      null,
      response.status,
      requestId,
      'Stripe answered with something other than JSON',
    );
  }
  const refused = errorBodySchema.safeParse(json);
  if (refused.success || !response.ok) {
    const error = refused.success ? refused.data.error : {};
    throw new StripeApiError(
      error.type ?? 'api_error',
      error.code ?? null,
      response.status,
      requestId,
      error.message ?? `Stripe answered ${response.status}`,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new StripeApiError(
      'invalid_response',
      null,
      response.status,
      requestId,
      'Stripe answered with an object of another shape',
    );
  }
  return parsed.data;
}

// Only the fields the Worker reads of each answer.
const customerSchema = z.object({ id: z.string().min(1) });
const deletedSchema = z.object({ id: z.string().min(1) });
const checkoutSessionSchema = z.object({ id: z.string().min(1), url: z.string().nullable() });
const portalSessionSchema = z.object({ id: z.string().min(1), url: z.string() });

type Metadata = Readonly<Record<string, string>>;

export type CheckoutSessionParams = {
  mode: 'subscription' | 'payment';
  customer: string;
  client_reference_id: string;
  line_items: readonly { price: string; quantity: number }[];
  success_url: string;
  cancel_url: string;
  metadata: Metadata;
  subscription_data?: { metadata: Metadata };
};

/** The client, shaped as the library's calls were (customers.create, checkout.sessions.create…). */
export function stripeApi(transport: StripeTransport) {
  return {
    customers: {
      create: (params: { email: string; metadata: Metadata }, options: { idempotencyKey: string }) =>
        send(transport, {
          method: 'POST',
          path: '/v1/customers',
          params,
          idempotencyKey: options.idempotencyKey,
          schema: customerSchema,
        }),
      del: (id: string) =>
        send(transport, { method: 'DELETE', path: `/v1/customers/${encodeURIComponent(id)}`, schema: deletedSchema }),
    },
    checkout: {
      sessions: {
        create: (params: CheckoutSessionParams) =>
          send(transport, { method: 'POST', path: '/v1/checkout/sessions', params, schema: checkoutSessionSchema }),
      },
    },
    billingPortal: {
      sessions: {
        create: (params: { customer: string; return_url: string }) =>
          send(transport, { method: 'POST', path: '/v1/billing_portal/sessions', params, schema: portalSessionSchema }),
      },
    },
  };
}

export type StripeApi = ReturnType<typeof stripeApi>;

/** The client for this environment, or null when Stripe is not configured (no secret key). */
export function stripeClient(env: { STRIPE_SECRET_KEY?: string; STRIPE_API_BASE?: string }): StripeApi | null {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return null;
  return stripeApi({ key, ...(env.STRIPE_API_BASE ? { base: env.STRIPE_API_BASE } : {}) });
}

/** What is safe to log of a Stripe failure: its kind and codes, never the request or the customer. */
export function describeStripeError(error: unknown): Record<string, unknown> {
  if (error instanceof StripeApiError) {
    return {
      stripeType: error.type,
      stripeCode: error.code,
      statusCode: error.statusCode,
      stripeRequestId: error.requestId,
    };
  }
  return { errorName: error instanceof Error ? error.name : typeof error };
}
