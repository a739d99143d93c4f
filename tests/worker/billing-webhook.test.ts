/**
 * Stripe's webhook: signatures (made by Stripe's library's test helper) checked on the raw body,
 * malformed events refused, each event applied once, and an older event never overwriting newer state.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { type BillingUser, customerUser, itemPlans, subscriptionRow } from './_billing-users';
import { api } from './_factories';
import {
  CLOCK_START,
  checkoutSession,
  deliver,
  event,
  eventId,
  invoice,
  postWebhook,
  signature,
  subscription,
} from './_stripe-events';
import { PRICES, stripeEnv, stripeFixture } from './_stripe-stand-in';

const INVALID_SIGNATURE = {
  error: { code: 'INVALID_SIGNATURE', message: 'The webhook signature is missing or does not match' },
};
const subId = () => `sub_${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`;

describe('the webhook signature', () => {
  it('accepts an event signed with the endpoint secret, from no Origin (Stripe posts it)', async () => {
    const user = await customerUser();
    const id = subId();
    const response = await deliver(
      event(
        'customer.subscription.created',
        subscription({ id, customer: user.customer, status: 'active', prices: ['STRIPE_PRICE_PREMIUM_BASE'] }),
        CLOCK_START - 60,
      ),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect((await subscriptionRow(id))?.status).toBe('active');
  });

  it('refuses a forged signature (another secret) and changes nothing', async () => {
    const user = await customerUser();
    const id = subId();
    const response = await deliver(
      event(
        'customer.subscription.created',
        subscription({ id, customer: user.customer, status: 'active', prices: ['STRIPE_PRICE_PARALEGAL'] }),
        CLOCK_START,
      ),
      { secret: 'whsec_someone_else' },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(INVALID_SIGNATURE);
    expect(await subscriptionRow(id)).toBeNull();
  });

  it('refuses a body altered after signing', async () => {
    const user = await customerUser();
    const id = subId();
    const body = JSON.stringify(
      event(
        'customer.subscription.created',
        subscription({ id, customer: user.customer, status: 'active', prices: ['STRIPE_PRICE_PREMIUM_BASE'] }),
        CLOCK_START,
      ),
    );
    const signed = await signature(body);
    const altered = body.replace('price_premium_base', 'price_paralegal');
    const response = await postWebhook(altered, { 'stripe-signature': signed });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(INVALID_SIGNATURE);
    expect(await subscriptionRow(id)).toBeNull();
  });

  it('refuses a stale signature: signed ten minutes before now (the tolerance is five)', async () => {
    const user = await customerUser();
    const id = subId();
    const response = await deliver(
      event(
        'customer.subscription.created',
        subscription({ id, customer: user.customer, status: 'active', prices: ['STRIPE_PRICE_PREMIUM_BASE'] }),
        CLOCK_START - 600,
      ),
      { timestamp: CLOCK_START - 600 },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(INVALID_SIGNATURE);
    expect(await subscriptionRow(id)).toBeNull();
  });

  it('refuses a signature dated ten minutes ahead of now (the tolerance is five minutes either way)', async () => {
    const user = await customerUser();
    const id = subId();
    const response = await deliver(
      event(
        'customer.subscription.created',
        subscription({ id, customer: user.customer, status: 'active', prices: ['STRIPE_PRICE_PREMIUM_BASE'] }),
        CLOCK_START,
      ),
      { timestamp: CLOCK_START + 600 },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(INVALID_SIGNATURE);
    expect(await subscriptionRow(id)).toBeNull();
  });

  it('refuses a correctly signed event missing a field it reads with 400 INVALID_EVENT, and changes nothing', async () => {
    const user = await customerUser();
    const id = subId();
    const whole = subscription({ id, customer: user.customer, status: 'active', prices: ['STRIPE_PRICE_PREMIUM_BASE'] });
    const broken = event(
      'customer.subscription.created',
      { ...whole, items: { object: 'list', data: [{ id: 'si_x' }] } },
      CLOCK_START,
    );
    const response = await deliver(broken);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'INVALID_EVENT', message: 'The webhook event is not one this server can read' },
    });
    expect(await subscriptionRow(id)).toBeNull();
    expect(await env.DB.prepare('SELECT id FROM stripe_events WHERE id = ?').bind(broken.id).first()).toBeNull();
    const notJson = 'not json';
    const garbled = await postWebhook(notJson, { 'stripe-signature': await signature(notJson) });
    expect(garbled.status).toBe(400);
    expect(((await garbled.json()) as { error: { code: string } }).error.code).toBe('INVALID_EVENT');
  });

  it('refuses a missing signature, and says payments are off when the server has no webhook secret', async () => {
    const missing = await postWebhook('{}', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual(INVALID_SIGNATURE);
    const body = JSON.stringify(event('invoice.paid', invoice('sub_x'), CLOCK_START));
    const unconfigured = await postWebhook(body, { 'stripe-signature': await signature(body) }, {
      ...stripeEnv,
      STRIPE_WEBHOOK_SECRET: '',
    } as Env);
    expect(unconfigured.status).toBe(503);
    expect(await unconfigured.json()).toEqual({
      error: { code: 'PAYMENTS_UNAVAILABLE', message: 'Payments are not available on this server' },
    });
  });
});

describe('applying events once, newest wins', () => {
  it('a document paid later (a delayed payment method) is credited when the payment succeeds, once', async () => {
    const user = await customerUser();
    const id = `cs_test_${crypto.randomUUID().slice(0, 8)}`;
    const unpaid = checkoutSession({
      id,
      userId: user.id,
      customer: user.customer,
      mode: 'payment',
      documentType: 'timeline',
      paid: false,
    });
    expect((await deliver(event('checkout.session.completed', unpaid, CLOCK_START - 60))).status).toBe(200);
    const count = async () =>
      (await env.DB.prepare('SELECT count(*) AS n FROM document_credits WHERE user_id = ?').bind(user.id).first<{ n: number }>())
        ?.n;
    expect(await count()).toBe(0);
    const paid = { ...unpaid, payment_status: 'paid' };
    expect((await deliver(event('checkout.session.async_payment_succeeded', paid, CLOCK_START - 30))).status).toBe(200);
    expect((await deliver(event('checkout.session.async_payment_succeeded', paid, CLOCK_START - 20))).status).toBe(200);
    expect(await count()).toBe(1);
  });

  it('a replayed event (same id twice) changes the state once', async () => {
    const user = await customerUser();
    const session = checkoutSession({
      id: `cs_test_${crypto.randomUUID().slice(0, 8)}`,
      userId: user.id,
      customer: user.customer,
      mode: 'payment',
      documentType: 'et1',
    });
    const paid = event('checkout.session.completed', session, CLOCK_START - 30);
    expect((await deliver(paid)).status).toBe(200);
    // Stripe redelivers the same event (a lost 200); and again, concurrently.
    const again = await Promise.all([deliver(paid), deliver(paid)]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    const credits = await env.DB.prepare('SELECT document_type FROM document_credits WHERE user_id = ?').bind(user.id).all();
    expect(credits.results).toEqual([{ document_type: 'et1' }]);
    const recorded = await env.DB.prepare('SELECT count(*) AS n FROM stripe_events WHERE id = ?')
      .bind(paid.id)
      .first<{ n: number }>();
    expect(recorded?.n).toBe(1);
  });

  it('a replayed subscription event does not undo a newer one that came between', async () => {
    const user = await customerUser();
    const id = subId();
    const created = event(
      'customer.subscription.created',
      subscription({ id, customer: user.customer, status: 'active', prices: ['STRIPE_PRICE_PREMIUM_BASE'] }),
      CLOCK_START - 100,
    );
    await deliver(created);
    await deliver(
      event(
        'customer.subscription.updated',
        subscription({ id, customer: user.customer, status: 'active', prices: ['STRIPE_PRICE_COMPLETE_BUNDLE'] }),
        CLOCK_START - 50,
      ),
    );
    await deliver(created);
    expect(await itemPlans(id)).toEqual(['complete_bundle']);
  });

  it('a replay is refused by its id even when its timestamp would let it through (the same second)', async () => {
    const user = await customerUser();
    const id = subId();
    await deliver(
      event(
        'customer.subscription.created',
        subscription({ id, customer: user.customer, status: 'active', prices: ['STRIPE_PRICE_PREMIUM_BASE'] }),
        CLOCK_START - 100,
      ),
    );
    const failed = event('invoice.payment_failed', invoice(id), CLOCK_START - 50);
    await deliver(failed);
    await deliver(event('invoice.paid', invoice(id), CLOCK_START - 50));
    expect((await subscriptionRow(id))?.status).toBe('active');
    expect((await deliver(failed)).status).toBe(200);
    expect((await subscriptionRow(id))?.status).toBe('active');
  });

  it('out of order: updated (newer) then created (older) keeps the newer state', async () => {
    const user = await customerUser();
    const id = subId();
    const newer = event(
      'customer.subscription.updated',
      subscription({
        id,
        customer: user.customer,
        status: 'active',
        prices: ['STRIPE_PRICE_PREMIUM_BASE', 'STRIPE_PRICE_RESEARCH_ADDON'],
        cancelAtPeriodEnd: true,
      }),
      CLOCK_START - 10,
    );
    const older = event(
      'customer.subscription.created',
      subscription({ id, customer: user.customer, status: 'incomplete', prices: ['STRIPE_PRICE_PREMIUM_BASE'] }),
      CLOCK_START - 20,
    );
    expect((await deliver(newer)).status).toBe(200);
    expect((await deliver(older)).status).toBe(200);
    expect(await subscriptionRow(id)).toEqual({
      status: 'active',
      current_period_end: '2026-12-22T12:00:00.000Z',
      cancel_at_period_end: 1,
      last_event_created: CLOCK_START - 10,
    });
    expect(await itemPlans(id)).toEqual(['premium_base', 'research_addon']);
    const state = (await (await api('/subscription', user)).json()) as { plan_type: string; features: string[] };
    expect(state).toMatchObject({ plan_type: 'premium_base', features: ['basic', 'documents', 'research'] });
  });

  describe('two events of the same second, in either delivery order (Stripe’s created has one-second resolution)', () => {
    type RecordedEvent = ReturnType<typeof event> & { data: { object: ReturnType<typeof subscription> } };

    /** The recorded pair a card Checkout sends: created (incomplete) and updated (active), one second. */
    function recordedPair(user: BillingUser, id: string): { created: RecordedEvent; updated: RecordedEvent } {
      const [created, updated] = stripeFixture<RecordedEvent[]>('events-subscription-same-second.json').map((recorded) => ({
        ...recorded,
        id: eventId(),
        data: {
          ...recorded.data,
          object: {
            ...recorded.data.object,
            id,
            customer: user.customer,
            items: {
              ...recorded.data.object.items,
              data: recorded.data.object.items.data.map((item) => ({
                ...item,
                subscription: id,
                price: { ...(item.price as object), id: PRICES.STRIPE_PRICE_PREMIUM_BASE },
              })),
            },
          },
        },
      }));
      if (!created || !updated || created.created !== updated.created) throw new Error('the fixture holds one second’s pair');
      return { created, updated };
    }

    for (const order of [
      ['created', 'updated'],
      ['updated', 'created'],
    ] as const) {
      it(`${order.join(' then ')}: the paying claimant is on the plan they paid for`, async () => {
        const user = await customerUser();
        const id = subId();
        const pair = recordedPair(user, id);
        for (const name of order) expect((await deliver(pair[name])).status).toBe(200);
        expect((await subscriptionRow(id))?.status).toBe('active');
        expect(await itemPlans(id)).toEqual(['premium_base']);
        const state = (await (await api('/subscription', user)).json()) as { plan_type: string; subscribed: boolean };
        expect(state).toMatchObject({ subscribed: true, plan_type: 'premium_base' });
      });
    }

    for (const order of [
      ['updated', 'deleted'],
      ['deleted', 'updated'],
    ] as const) {
      it(`${order.join(' then ')}: an ended subscription stays ended`, async () => {
        const user = await customerUser();
        const id = subId();
        const at = CLOCK_START - 30;
        const events = {
          updated: event(
            'customer.subscription.updated',
            subscription({ id, customer: user.customer, status: 'active', prices: ['STRIPE_PRICE_PARALEGAL'] }),
            at,
          ),
          deleted: event(
            'customer.subscription.deleted',
            subscription({ id, customer: user.customer, status: 'canceled', prices: ['STRIPE_PRICE_PARALEGAL'] }),
            at,
          ),
        };
        for (const name of order) expect((await deliver(events[name])).status).toBe(200);
        expect((await subscriptionRow(id))?.status).toBe('canceled');
        expect(await (await api('/subscription', user)).json()).toMatchObject({ subscribed: false, plan_type: 'free' });
      });
    }

    it('items follow only the event the row keeps: a lower-ranked one of the same second leaves them', async () => {
      const user = await customerUser();
      const id = subId();
      const at = CLOCK_START - 40;
      await deliver(
        event(
          'customer.subscription.updated',
          subscription({ id, customer: user.customer, status: 'active', prices: ['STRIPE_PRICE_COMPLETE_BUNDLE'] }),
          at,
        ),
      );
      await deliver(
        event(
          'customer.subscription.created',
          subscription({ id, customer: user.customer, status: 'incomplete', prices: ['STRIPE_PRICE_PREMIUM_BASE'] }),
          at,
        ),
      );
      expect((await subscriptionRow(id))?.status).toBe('active');
      expect(await itemPlans(id)).toEqual(['complete_bundle']);
    });
  });

  it('a deleted subscription ends access; a late update from before the deletion does not bring it back', async () => {
    const user = await customerUser();
    const id = subId();
    await deliver(
      event(
        'customer.subscription.created',
        subscription({ id, customer: user.customer, status: 'active', prices: ['STRIPE_PRICE_PARALEGAL'] }),
        CLOCK_START - 300,
      ),
    );
    await deliver(
      event(
        'customer.subscription.deleted',
        subscription({ id, customer: user.customer, status: 'canceled', prices: ['STRIPE_PRICE_PARALEGAL'] }),
        CLOCK_START - 100,
      ),
    );
    await deliver(
      event(
        'customer.subscription.updated',
        subscription({ id, customer: user.customer, status: 'active', prices: ['STRIPE_PRICE_PARALEGAL'] }),
        CLOCK_START - 200,
      ),
    );
    expect((await subscriptionRow(id))?.status).toBe('canceled');
    expect(await (await api('/subscription', user)).json()).toEqual({
      subscribed: false,
      plan_type: 'free',
      status: 'canceled',
      subscription_end: null,
      features: ['basic'],
    });
  });
});

describe('the events handled', () => {
  it('checkout.session.completed (subscription) links the customer to the user who paid', async () => {
    const user = await customerUser();
    await env.DB.prepare('DELETE FROM stripe_customers WHERE user_id = ?').bind(user.id).run();
    const session = checkoutSession({ id: 'cs_test_link', userId: user.id, customer: 'cus_from_checkout', mode: 'subscription' });
    expect((await deliver(event('checkout.session.completed', session, CLOCK_START - 5))).status).toBe(200);
    const row = await env.DB.prepare('SELECT customer_id FROM stripe_customers WHERE user_id = ?').bind(user.id).first();
    expect(row).toEqual({ customer_id: 'cus_from_checkout' });
    // No document credit for a subscription.
    const credits = await env.DB.prepare('SELECT count(*) AS n FROM document_credits WHERE user_id = ?')
      .bind(user.id)
      .first<{ n: number }>();
    expect(credits?.n).toBe(0);
  });

  it('checkout.session.completed (payment) grants one credit only when paid', async () => {
    const user = await customerUser();
    const unpaid = checkoutSession({
      id: `cs_unpaid_${user.id}`,
      userId: user.id,
      customer: user.customer,
      mode: 'payment',
      paid: false,
      documentType: 'timeline',
    });
    await deliver(event('checkout.session.completed', unpaid, CLOCK_START - 5));
    const count = async () =>
      (
        await env.DB.prepare('SELECT count(*) AS n FROM document_credits WHERE user_id = ? AND spent_at IS NULL')
          .bind(user.id)
          .first<{ n: number }>()
      )?.n;
    expect(await count()).toBe(0);
    const paid = checkoutSession({
      id: `cs_paid_${user.id}`,
      userId: user.id,
      customer: user.customer,
      mode: 'payment',
      documentType: 'timeline',
    });
    await deliver(event('checkout.session.completed', paid, CLOCK_START - 4));
    expect(await count()).toBe(1);
  });

  it('a subscription is found by the userId in its metadata when the customer is not stored yet', async () => {
    const user = await customerUser();
    const id = subId();
    await deliver(
      event(
        'customer.subscription.created',
        subscription({
          id,
          customer: 'cus_unknown_yet',
          status: 'trialing',
          prices: ['STRIPE_PRICE_WHATSAPP_ADDON'],
          userId: user.id,
        }),
        CLOCK_START,
      ),
    );
    expect((await subscriptionRow(id))?.status).toBe('trialing');
  });

  it('invoice.payment_failed makes it past due (access until the period ends); invoice.paid makes it active again', async () => {
    const user = await customerUser();
    const id = subId();
    await deliver(
      event(
        'customer.subscription.created',
        subscription({ id, customer: user.customer, status: 'active', prices: ['STRIPE_PRICE_COMPLETE_BUNDLE'] }),
        CLOCK_START - 100,
      ),
    );
    await deliver(event('invoice.payment_failed', invoice(id), CLOCK_START - 90));
    expect((await subscriptionRow(id))?.status).toBe('past_due');
    expect(await (await api('/subscription', user)).json()).toEqual({
      subscribed: true,
      plan_type: 'complete_bundle',
      status: 'past_due',
      subscription_end: '2026-12-22T12:00:00.000Z',
      features: ['basic', 'documents', 'research', 'support'],
    });
    // An older paid invoice arriving late does not clear the failure.
    await deliver(event('invoice.paid', invoice(id), CLOCK_START - 95));
    expect((await subscriptionRow(id))?.status).toBe('past_due');
    await deliver(event('invoice.paid', invoice(id), CLOCK_START - 80));
    expect((await subscriptionRow(id))?.status).toBe('active');
  });

  it('answers 200 to an event type it does not act on, and records nothing', async () => {
    const other = event('customer.created', { id: 'cus_x', object: 'customer' }, CLOCK_START);
    const response = await deliver(other);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(await env.DB.prepare('SELECT id FROM stripe_events WHERE id = ?').bind(other.id).first()).toBeNull();
  });
});
