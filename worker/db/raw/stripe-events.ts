/**
 * The statements that apply one Stripe webhook event, sent as one D1 batch (a transaction). The
 * first records the event id with a token of this delivery; every other one runs only if the
 * stored token is this delivery's (`guard` = [event id, token]), so a replayed or concurrently
 * redelivered event changes nothing. All raw SQL: each is a conditional INSERT … SELECT, upsert
 * or UPDATE that must stay one statement to stay race-proof.
 */
import type { Database } from '../client';
import { d1Of } from './d1';

/** One guarded change of an event's batch, run by recordAndApply. */
export type EventChange = D1PreparedStatement;

/** [event id, delivery token]: the statement runs only when this delivery recorded the event. */
export type DeliveryGuard = readonly [string, string];

const APPLIED = 'EXISTS (SELECT 1 FROM stripe_events WHERE id = ? AND delivery_token = ?)';

/**
 * Records the event, then runs its changes, in one batch; true when this delivery recorded it
 * (false: an earlier delivery already had, and the guarded changes did nothing).
 */
export async function recordAndApply(
  db: Database,
  event: { id: string; type: string; token: string; receivedAt: string },
  changes: readonly D1PreparedStatement[],
): Promise<boolean> {
  const record = d1Of(db)
    .prepare('INSERT INTO stripe_events (id, type, delivery_token, received_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING')
    .bind(event.id, event.type, event.token, event.receivedAt);
  const [recorded] = await d1Of(db).batch([record, ...changes]);
  return (recorded?.meta.changes ?? 0) > 0;
}

/** Links the customer to the user. INSERT … SELECT FROM user: an account deleted since the checkout is skipped. */
export function linkCustomerStatement(
  db: Database,
  link: { customerId: string; userId: string },
  guard: DeliveryGuard,
  now: string,
): D1PreparedStatement {
  return d1Of(db)
    .prepare(
      `INSERT INTO stripe_customers (user_id, customer_id, created_at)
         SELECT id, ?, ? FROM user WHERE id = ? AND ${APPLIED}
       ON CONFLICT DO NOTHING`,
    )
    .bind(link.customerId, now, link.userId, ...guard);
}

/** One document credit per paid session (its id is the credit's), for a user who still exists. */
export function grantCreditStatement(
  db: Database,
  credit: { sessionId: string; userId: string; documentType: string | null },
  guard: DeliveryGuard,
  now: string,
): D1PreparedStatement {
  return d1Of(db)
    .prepare(
      `INSERT INTO document_credits (id, user_id, document_type, granted_at)
         SELECT ?, id, ?, ? FROM user WHERE id = ? AND ${APPLIED}
       ON CONFLICT (id) DO NOTHING`,
    )
    .bind(credit.sessionId, credit.documentType, now, credit.userId, ...guard);
}

/** `statusRank` (services/billing/webhook.ts) of a stored status column, in SQL. */
const storedRank = (column: string) =>
  `(CASE ${column} WHEN 'incomplete' THEN 0 WHEN 'canceled' THEN 2 WHEN 'incomplete_expired' THEN 2 ELSE 1 END)`;

/**
 * The row holds this event's state: its second and status (a same-second event of a lower rank
 * left the row as it was, so it must not replace the items either).
 */
const CURRENT = `(SELECT last_event_created = ? AND status = ? FROM subscriptions WHERE id = ?)`;

/** A subscription's state as one event gives it. */
export interface SubscriptionEvent {
  id: string;
  customerId: string | null;
  metadataUser: string | null;
  status: string;
  /** `statusRank(status)`. */
  rank: number;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** The event's `created` (Unix seconds). */
  created: number;
}

/**
 * Upserts the subscription unless a newer event was applied to it (or one of the same second and
 * a higher rank). The user: the customer's owner, or the userId our checkout put in the metadata.
 */
export function upsertSubscriptionStatement(
  db: Database,
  s: SubscriptionEvent,
  guard: DeliveryGuard,
  now: string,
): D1PreparedStatement {
  return d1Of(db)
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
      s.id,
      s.customerId,
      s.status,
      s.periodEnd,
      s.cancelAtPeriodEnd ? 1 : 0,
      s.created,
      now,
      s.customerId,
      s.metadataUser,
      ...guard,
      s.rank,
    );
}

/** Removes the subscription's items when the row now holds this event (the items follow the row). */
export function clearItemsStatement(db: Database, s: SubscriptionEvent, guard: DeliveryGuard): D1PreparedStatement {
  return d1Of(db)
    .prepare(`DELETE FROM subscription_items WHERE subscription_id = ? AND ${CURRENT} AND ${APPLIED}`)
    .bind(s.id, s.created, s.status, s.id, ...guard);
}

/** Adds one of the subscription's items when the row now holds this event. */
export function insertItemStatement(
  db: Database,
  s: SubscriptionEvent,
  item: { priceId: string; planType: string },
  guard: DeliveryGuard,
): D1PreparedStatement {
  return d1Of(db)
    .prepare(
      `INSERT INTO subscription_items (subscription_id, price_id, plan_type)
         SELECT ?, ?, ? WHERE ${CURRENT} AND ${APPLIED}
       ON CONFLICT DO NOTHING`,
    )
    .bind(s.id, item.priceId, item.planType, s.created, s.status, s.id, ...guard);
}

/**
 * A paid invoice makes a past-due or unpaid subscription active; a failed one makes an active or
 * trialing one past due; only when no newer event was applied to it.
 */
export function settleInvoiceStatement(
  db: Database,
  invoice: { subscriptionId: string; paid: boolean; created: number },
  guard: DeliveryGuard,
  now: string,
): D1PreparedStatement {
  const [to, from] = invoice.paid ? ['active', `('past_due', 'unpaid')`] : ['past_due', `('active', 'trialing')`];
  return d1Of(db)
    .prepare(
      `UPDATE subscriptions SET status = ?, last_event_created = ?, updated_at = ?
        WHERE id = ? AND status IN ${from} AND last_event_created <= ? AND ${APPLIED}`,
    )
    .bind(to, invoice.created, now, invoice.subscriptionId, invoice.created, ...guard);
}
