/**
 * A Stripe webhook event, read from its (already verified) body: the envelope every event has, and
 * for the events the Worker acts on, the fields of `data.object` it reads, checked against Stripe's
 * documented shapes for the pinned API version (The Event object, The Checkout Session object, The
 * Subscription object, The Invoice object). Only those fields are checked; Stripe adds others over
 * time and they pass through unread. A body that is not JSON, or an acted-on event missing a field
 * it needs, is refused with a 400 rather than failing half-way into a 500 (which Stripe would retry
 * for days with the same body).
 */
import { z } from 'zod';

/** The events the endpoint acts on (README: the ones to select for the endpoint in Stripe). */
export const handledEvents = [
  'checkout.session.completed',
  // A delayed payment method (Bacs Direct Debit, a bank transfer) completes the session unpaid and
  // pays days later: the credit is granted then, by the same session id (so once).
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

const stripeId = z.string().min(1).max(255);
/** A reference Stripe sends as the id, or as the object when the request expanded it. */
const reference = z.union([stripeId, z.object({ id: stripeId })]);
const metadata = z.record(z.string().max(40), z.string().max(500));

const envelopeSchema = z.object({
  id: stripeId,
  type: z.string().min(1).max(255),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.unknown() }),
});

export const checkoutSessionSchema = z.object({
  id: stripeId,
  client_reference_id: z.string().max(200).nullable(),
  customer: reference.nullable(),
  mode: z.string().max(40),
  payment_status: z.string().max(40),
  metadata: metadata.nullable(),
});

export const subscriptionSchema = z.object({
  id: stripeId,
  customer: reference,
  status: z.string().min(1).max(40),
  cancel_at_period_end: z.boolean(),
  metadata: metadata.nullable(),
  items: z.object({
    data: z.array(
      z.object({
        // Since API version 2025-03-31 the period lives on each item.
        current_period_end: z.number().int().nonnegative(),
        price: z.object({ id: stripeId }),
      }),
    ),
  }),
});

export const invoiceSchema = z.object({
  id: stripeId,
  parent: z
    .object({
      subscription_details: z.object({ subscription: reference.nullable() }).nullable().optional(),
    })
    .nullable()
    .optional(),
});

export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;
export type Invoice = z.infer<typeof invoiceSchema>;

/** What an acted-on event carries, by its kind; null for any other type (recorded as received, nothing applied). */
export type EventObject =
  | { kind: 'checkout'; session: CheckoutSession }
  | { kind: 'subscription'; subscription: Subscription }
  | { kind: 'invoice'; invoice: Invoice; paid: boolean };

export interface StripeEvent {
  id: string;
  type: string;
  /** Unix seconds: when Stripe created the event (one-second resolution). */
  created: number;
  object: EventObject | null;
}

/** The object of an acted-on event, checked; undefined when it lacks a field the Worker reads. */
function objectOf(type: string, object: unknown): EventObject | null | undefined {
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = checkoutSessionSchema.safeParse(object);
      return session.success ? { kind: 'checkout', session: session.data } : undefined;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = subscriptionSchema.safeParse(object);
      return subscription.success ? { kind: 'subscription', subscription: subscription.data } : undefined;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = invoiceSchema.safeParse(object);
      return invoice.success ? { kind: 'invoice', invoice: invoice.data, paid: type === 'invoice.paid' } : undefined;
    }
    default:
      return null;
  }
}

/** The event in a verified body, or null when it is not an event this server can read. */
export function parseStripeEvent(body: string): StripeEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return null;
  const { id, type, created, data } = envelope.data;
  const object = objectOf(type, data.object);
  return object === undefined ? null : { id, type, created, object };
}
