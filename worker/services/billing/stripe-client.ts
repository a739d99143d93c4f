/**
 * Stripe's own library in the Worker: its fetch HTTP client (no Node http) and, for webhook
 * signatures, its SubtleCrypto provider. STRIPE_API_BASE points it at a stand-in (stripe-mock, or
 * the tests' loopback) by host, port and protocol; unset, it talks to api.stripe.com.
 */
import Stripe from 'stripe';
import type { Bindings } from '../../app-env';

export type StripeApi = Stripe;

export function stripeClient(env: Bindings): Stripe | null {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return null;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  return new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient(),
    // One quick retry of a network failure (the library reuses the idempotency key); a shopper waits.
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/** The event in a webhook body, verified against its Stripe-Signature header (throws when it does not match). */
export function verifiedEvent(body: string, signature: string, secret: string): Promise<Stripe.Event> {
  return Stripe.webhooks.constructEventAsync(body, signature, secret, undefined, cryptoProvider);
}

/** What is safe to log of a Stripe failure: its kind and codes, never the request or the customer. */
export function describeStripeError(error: unknown): Record<string, unknown> {
  if (error instanceof Stripe.errors.StripeError) {
    return {
      stripeType: error.type,
      stripeCode: error.code ?? null,
      statusCode: error.statusCode ?? null,
      stripeRequestId: error.requestId ?? null,
    };
  }
  return { errorName: error instanceof Error ? error.name : typeof error };
}
