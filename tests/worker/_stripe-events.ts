/**
 * Stripe webhook events for the Worker tests, signed with the library's own test helper over the
 * exact body sent. `created` is set relative to the fixed clock (tests/worker/fixed-clock.ts).
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import Stripe from 'stripe';
import worker from '../../worker/index';
import { ORIGIN } from './_factories';
import { PRICES, stripeEnv, stripeFixture, WEBHOOK_SECRET } from './_stripe-stand-in';

/** 2026-11-22T12:00:00Z, the fixed clock's start, in Unix seconds. */
export const CLOCK_START = Date.parse('2026-11-22T12:00:00.000Z') / 1000;
const DAY = 86_400;

let eventCounter = 0;
export const eventId = () => {
  eventCounter += 1;
  return `evt_test_${eventCounter}_${crypto.randomUUID().slice(0, 8)}`;
};

export function event(type: string, object: unknown, created: number, id = eventId()) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

type Price = keyof typeof PRICES;

/** A subscription in the documented shape, with the given prices as its items. */
export function subscription(options: {
  id: string;
  customer: string;
  status: string;
  prices: Price[];
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
  userId?: string;
}) {
  const base = stripeFixture<{ items: { data: Record<string, unknown>[] } }>('subscription.json');
  const template = base.items.data[0] as { price: Record<string, unknown> };
  const periodEnd = options.periodEnd ?? CLOCK_START + 30 * DAY;
  return {
    ...base,
    id: options.id,
    customer: options.customer,
    status: options.status,
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    metadata: options.userId ? { userId: options.userId } : {},
    items: {
      ...base.items,
      data: options.prices.map((price, index) => ({
        ...template,
        id: `si_${options.id}_${index}`,
        subscription: options.id,
        current_period_start: periodEnd - 30 * DAY,
        current_period_end: periodEnd,
        price: { ...template.price, id: PRICES[price] },
      })),
      total_count: options.prices.length,
    },
  };
}

export function checkoutSession(options: {
  id: string;
  userId: string;
  customer: string;
  mode: 'subscription' | 'payment';
  paid?: boolean;
  documentType?: string;
}) {
  return {
    ...stripeFixture('checkout-session.json'),
    id: options.id,
    client_reference_id: options.userId,
    customer: options.customer,
    mode: options.mode,
    status: 'complete',
    payment_status: options.paid === false ? 'unpaid' : 'paid',
    metadata: options.documentType ? { userId: options.userId, documentType: options.documentType } : { userId: options.userId },
    subscription: options.mode === 'subscription' ? `sub_for_${options.id}` : null,
  };
}

export function invoice(subscriptionId: string) {
  return {
    id: `in_${crypto.randomUUID().slice(0, 8)}`,
    object: 'invoice',
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: {}, subscription: subscriptionId },
    },
  };
}

const signer = Stripe.createSubtleCryptoProvider();

/** Stripe-Signature for `payload`, made by the library's test helper (the async form: SubtleCrypto has no sync HMAC). */
export function signature(payload: string, options: { secret?: string; timestamp?: number } = {}): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    cryptoProvider: signer,
  });
}

/** Posts a body to the webhook as Stripe does: no Origin, no cookie, JSON. */
export async function postWebhook(body: string, headers: Record<string, string>, workerEnv: Env = stripeEnv): Promise<Response> {
  const request = new Request(`${ORIGIN}/api/billing/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...headers,
    },
    body,
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, workerEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** Signs and delivers an event; answers the response. */
export async function deliver(value: ReturnType<typeof event>, options: { timestamp?: number; secret?: string } = {}) {
  const body = JSON.stringify(value);
  return postWebhook(body, { 'stripe-signature': await signature(body, options) });
}
