/**
 * Applying Stripe's webhook events to the stored state. Every event is applied in one
 * D1 batch (a transaction) whose first statement records the event id with a token of this
 * delivery; every other statement runs only if the stored token is this delivery's, so a replayed
 * or concurrently redelivered event changes nothing. Subscription rows change only for an event
 * at least as recent as the newest one applied to them, so a late, older event never undoes a
 * newer state; two events of the same second are ordered by the subscription's lifecycle
 * (`statusRank`), as Stripe's `created` has one-second resolution and delivery order is not
 * guaranteed.
 */
import type Stripe from 'stripe';
import { isDocumentType } from '../../../src/domain/document-types';
import { planForPrice } from '../../../src/domain/plans';
import type { Bindings } from '../../app-env';
import { log } from '../../log';

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

const APPLIED = 'EXISTS (SELECT 1 FROM stripe_events WHERE id = ? AND delivery_token = ?)';

type Applied = 'applied' | 'duplicate' | 'ignored';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const isoFromSeconds = (seconds: number | null | undefined): string | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

export async function applyEvent(db: D1Database, env: Bindings, event: Stripe.Event): Promise<Applied> {
  const token = crypto.randomUUID();
  const now = new Date().toISOString();
  const guard = [event.id, token] as const;
  const changes = statementsFor(db, env, event, guard, now);
  if (changes === null) return 'ignored';
  const record = db
    .prepare('INSERT INTO stripe_events (id, type, delivery_token, received_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING')
    .bind(event.id, event.type, token, now);
  const [recorded] = await db.batch([record, ...changes]);
  return (recorded?.meta.changes ?? 0) > 0 ? 'applied' : 'duplicate';
}

function statementsFor(
  db: D1Database,
  env: Bindings,
  event: Stripe.Event,
  guard: readonly [string, string],
  now: string,
): D1PreparedStatement[] | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(db, event.data.object, guard, now);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(db, env, event.data.object, event.created, guard, now);
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceSettled(db, event.data.object, event.type === 'invoice.paid', event.created, guard, now);
    default:
      return null;
  }
}

/** A finished Checkout: links the customer to the user; a paid one-off document grants one credit. */
function checkoutCompleted(
  db: D1Database,
  session: Stripe.Checkout.Session,
  guard: readonly [string, string],
  now: string,
): D1PreparedStatement[] {
  const userId = session.client_reference_id;
  const customerId = idOf(session.customer);
  const statements: D1PreparedStatement[] = [];
  if (!userId) {
    log('warn', 'stripe checkout without a user', { session: session.id });
    return statements;
  }
  // INSERT … SELECT FROM user: an account deleted since the checkout is skipped, not an error Stripe retries for days.
  if (customerId) {
    statements.push(
      db
        .prepare(
          `INSERT INTO stripe_customers (user_id, customer_id, created_at)
             SELECT id, ?, ? FROM user WHERE id = ? AND ${APPLIED}
           ON CONFLICT DO NOTHING`,
        )
        .bind(customerId, now, userId, ...guard),
    );
  }
  if (session.mode === 'payment' && session.payment_status === 'paid') {
    const documentType = isDocumentType(session.metadata?.documentType) ? session.metadata.documentType : null;
    statements.push(
      db
        .prepare(
          `INSERT INTO document_credits (id, user_id, document_type, granted_at)
             SELECT ?, id, ?, ? FROM user WHERE id = ? AND ${APPLIED}
           ON CONFLICT (id) DO NOTHING`,
        )
        .bind(session.id, documentType, now, userId, ...guard),
    );
  }
  return statements;
}

/**
 * Where a status stands in a subscription's lifecycle, for two events of the same second: an
 * incomplete subscription (created before its first payment) comes first, a live one (trialing,
 * active, past due, unpaid, paused) after it, an ended one (canceled, incomplete_expired, from
 * which Stripe never returns) last. Checkout by card creates the subscription `incomplete` and
 * makes it `active` in the same second, and Stripe may deliver the two events in either order:
 * the later delivery used to win, leaving a paying claimant on the free plan.
 *
 * Ranking rather than re-reading the subscription from Stripe: the webhook stays independent of
 * Stripe's API (a slow or failed call there would answer Stripe with a 5xx and delay every state
 * change by its retries), and within one second only these forward moves happen; the moves back
 * and forth between live statuses (active ↔ past due) follow a renewal's payment attempts, seconds
 * to days apart. Two events of equal rank and second keep the earlier rule: the later delivery wins.
 */
export function statusRank(status: string): 0 | 1 | 2 {
  if (status === 'incomplete') return 0;
  if (status === 'canceled' || status === 'incomplete_expired') return 2;
  return 1;
}

/** `statusRank` of a stored status column, in SQL. */
const storedRank = (column: string) =>
  `(CASE ${column} WHEN 'incomplete' THEN 0 WHEN 'canceled' THEN 2 WHEN 'incomplete_expired' THEN 2 ELSE 1 END)`;

/** A subscription created, changed or ended: its status, period and items, unless a newer event was applied. */
function subscriptionChanged(
  db: D1Database,
  env: Bindings,
  subscription: Stripe.Subscription,
  created: number,
  guard: readonly [string, string],
  now: string,
): D1PreparedStatement[] {
  const customerId = idOf(subscription.customer);
  const metadataUser = subscription.metadata?.userId ?? null;
  const items = subscription.items.data;
  // Since API version 2025-03-31 the period lives on each item; they share it for one billing interval.
  const periodEnd = isoFromSeconds(Math.max(...items.map((item) => item.current_period_end), 0) || null);
  // The row holds this event's state: its second and status (a same-second event of a lower rank
  // left the row as it was, so it must not replace the items either).
  const current = `(SELECT last_event_created = ? AND status = ? FROM subscriptions WHERE id = ?)`;
  const statements = [
    // The user: the customer's owner, or the userId our checkout put in the subscription's metadata.
    db
      .prepare(
        `INSERT INTO subscriptions (id, user_id, customer_id, status, current_period_end, cancel_at_period_end, last_event_created, updated_at)
           SELECT ?, u.id, ?, ?, ?, ?, ?, ? FROM user u
            WHERE u.id = coalesce((SELECT user_id FROM stripe_customers WHERE customer_id = ?), ?) AND ${APPLIED}
         ON CONFLICT (id) DO UPDATE SET
           status = excluded.status,
           current_period_end = excluded.current_period_end,
           cancel_at_period_end = excluded.cancel_at_period_end,
           last_event_created = excluded.last_event_created,
           updated_at = excluded.updated_at
         WHERE excluded.last_event_created > subscriptions.last_event_created
            OR (excluded.last_event_created = subscriptions.last_event_created AND ? >= ${storedRank('subscriptions.status')})`,
      )
      .bind(
        subscription.id,
        customerId,
        subscription.status,
        periodEnd,
        subscription.cancel_at_period_end ? 1 : 0,
        created,
        now,
        customerId,
        metadataUser,
        ...guard,
        statusRank(subscription.status),
      ),
    // The items follow the row only when this event is the one it now holds.
    db
      .prepare(`DELETE FROM subscription_items WHERE subscription_id = ? AND ${current} AND ${APPLIED}`)
      .bind(subscription.id, created, subscription.status, subscription.id, ...guard),
  ];
  for (const item of items) {
    const plan = planForPrice(item.price.id, env);
    if (!plan) {
      log('warn', 'stripe price not in the catalogue', { price: item.price.id, subscription: subscription.id });
      continue;
    }
    statements.push(
      db
        .prepare(
          `INSERT INTO subscription_items (subscription_id, price_id, plan_type)
             SELECT ?, ?, ? WHERE ${current} AND ${APPLIED}
           ON CONFLICT DO NOTHING`,
        )
        .bind(subscription.id, item.price.id, plan, created, subscription.status, subscription.id, ...guard),
    );
  }
  return statements;
}

/**
 * An invoice paid or failed: a failed renewal makes an active subscription past due (access until
 * the period ends); a paid one makes a past-due or unpaid one active again. Stripe's own
 * customer.subscription.updated says the same; whichever is newer wins.
 */
function invoiceSettled(
  db: D1Database,
  invoice: Stripe.Invoice,
  paid: boolean,
  created: number,
  guard: readonly [string, string],
  now: string,
): D1PreparedStatement[] {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return [];
  const [to, from] = paid ? ['active', `('past_due', 'unpaid')`] : ['past_due', `('active', 'trialing')`];
  return [
    db
      .prepare(
        `UPDATE subscriptions SET status = ?, last_event_created = ?, updated_at = ?
          WHERE id = ? AND status IN ${from} AND last_event_created <= ? AND ${APPLIED}`,
      )
      .bind(to, created, now, subscriptionId, created, ...guard),
  ];
}
