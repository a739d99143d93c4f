/**
 * Reading a verified webhook body (worker/services/billing/stripe-event.ts): the acted-on events'
 * fields are checked, so a malformed one is refused before anything is applied; other event types
 * pass with their envelope only.
 */
import { describe, expect, it } from 'vitest';
import { handledEvents, parseStripeEvent } from '../../worker/services/billing/stripe-event';

const subscription = {
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  cancel_at_period_end: false,
  metadata: { userId: 'u1' },
  items: { object: 'list', data: [{ id: 'si_1', current_period_end: 1_797_940_800, price: { id: 'price_a', object: 'price' } }] },
};
const session = {
  id: 'cs_1',
  object: 'checkout.session',
  client_reference_id: 'u1',
  customer: 'cus_1',
  mode: 'payment',
  payment_status: 'paid',
  metadata: { documentType: 'et1' },
};
const invoice = {
  id: 'in_1',
  object: 'invoice',
  parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
};

const body = (type: string, object: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id: 'evt_1', object: 'event', created: 1_795_348_800, type, data: { object }, ...extra });

describe('a webhook event', () => {
  it('reads each acted-on type into its kind', () => {
    const objects: Record<string, unknown> = {
      checkout: session,
      subscription,
      invoice,
    };
    const kinds = handledEvents.map((type) => {
      const kind = type.startsWith('checkout.') ? 'checkout' : type.startsWith('invoice.') ? 'invoice' : 'subscription';
      return parseStripeEvent(body(type, objects[kind]))?.object?.kind;
    });
    expect(kinds).toEqual(['checkout', 'checkout', 'subscription', 'subscription', 'subscription', 'invoice', 'invoice']);
    expect(parseStripeEvent(body('invoice.paid', invoice))?.object).toMatchObject({ kind: 'invoice', paid: true });
    expect(parseStripeEvent(body('invoice.payment_failed', invoice))?.object).toMatchObject({ kind: 'invoice', paid: false });
  });

  it('takes an expanded customer (an object with its id) as well as the id', () => {
    const parsed = parseStripeEvent(
      body('customer.subscription.updated', { ...subscription, customer: { id: 'cus_2', object: 'customer' } }),
    );
    expect(parsed?.object).toMatchObject({ kind: 'subscription', subscription: { customer: { id: 'cus_2' } } });
  });

  it('passes another type with its envelope only', () => {
    expect(parseStripeEvent(body('charge.refunded', { anything: true }))).toEqual({
      id: 'evt_1',
      type: 'charge.refunded',
      created: 1_795_348_800,
      object: null,
    });
  });

  it.each([
    ['not JSON', '{"id":'],
    ['no id', JSON.stringify({ type: 'invoice.paid', created: 1, data: { object: invoice } })],
    ['created as text', body('invoice.paid', invoice, { created: 'yesterday' })],
    ['no data', JSON.stringify({ id: 'evt_1', type: 'invoice.paid', created: 1 })],
    ['a subscription without items', body('customer.subscription.created', { ...subscription, items: undefined })],
    [
      'a subscription item without a price',
      body('customer.subscription.updated', { ...subscription, items: { data: [{ current_period_end: 1 }] } }),
    ],
    ['a subscription whose status is not text', body('customer.subscription.updated', { ...subscription, status: 3 })],
    ['a checkout session without a mode', body('checkout.session.completed', { ...session, mode: undefined })],
    ['an invoice that is not an object', body('invoice.paid', 'in_1')],
  ])('refuses %s', (_name, text) => {
    expect(parseStripeEvent(text)).toBeNull();
  });
});
