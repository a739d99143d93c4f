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
import { isDocumentType } from '../../../src/domain/document-types';
import { planForPrice } from '../../../src/domain/plans';
import type { Bindings } from '../../app-env';
import type { Database } from '../../db/client';
import {
  clearItemsStatement,
  type DeliveryGuard,
  type EventChange,
  grantCreditStatement,
  insertItemStatement,
  linkCustomerStatement,
  recordAndApply,
  type SubscriptionEvent,
  settleInvoiceStatement,
  upsertSubscriptionStatement,
} from '../../db/raw/stripe-events';
import { log } from '../../log';
import type { CheckoutSession, Invoice, StripeEvent, Subscription } from './stripe-event';

type Applied = 'applied' | 'duplicate' | 'ignored';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const isoFromSeconds = (seconds: number | null | undefined): string | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

export async function applyEvent(db: Database, env: Bindings, event: StripeEvent): Promise<Applied> {
  const token = crypto.randomUUID();
  const now = new Date().toISOString();
  const guard: DeliveryGuard = [event.id, token];
  const changes = statementsFor(db, env, event, guard, now);
  if (changes === null) return 'ignored';
  const recorded = await recordAndApply(db, { id: event.id, type: event.type, token, receivedAt: now }, changes);
  return recorded ? 'applied' : 'duplicate';
}

function statementsFor(db: Database, env: Bindings, event: StripeEvent, guard: DeliveryGuard, now: string): EventChange[] | null {
  const object = event.object;
  if (!object) return null;
  switch (object.kind) {
    case 'checkout':
      return checkoutCompleted(db, object.session, guard, now);
    case 'subscription':
      return subscriptionChanged(db, env, object.subscription, event.created, guard, now);
    case 'invoice':
      return invoiceSettled(db, object.invoice, object.paid, event.created, guard, now);
  }
}

/** A finished Checkout: links the customer to the user; a paid one-off document grants one credit. */
function checkoutCompleted(db: Database, session: CheckoutSession, guard: DeliveryGuard, now: string): EventChange[] {
  const userId = session.client_reference_id;
  const customerId = idOf(session.customer);
  const statements: EventChange[] = [];
  if (!userId) {
    log('warn', 'stripe checkout without a user', { session: session.id });
    return statements;
  }
  // INSERT … SELECT FROM user: an account deleted since the checkout is skipped, not an error Stripe retries for days.
  if (customerId) statements.push(linkCustomerStatement(db, { customerId, userId }, guard, now));
  if (session.mode === 'payment' && session.payment_status === 'paid') {
    const documentType = isDocumentType(session.metadata?.documentType) ? session.metadata.documentType : null;
    statements.push(grantCreditStatement(db, { sessionId: session.id, userId, documentType }, guard, now));
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

/** A subscription created, changed or ended: its status, period and items, unless a newer event was applied. */
function subscriptionChanged(
  db: Database,
  env: Bindings,
  subscription: Subscription,
  created: number,
  guard: DeliveryGuard,
  now: string,
): EventChange[] {
  const customerId = idOf(subscription.customer);
  const metadataUser = subscription.metadata?.userId ?? null;
  const items = subscription.items.data;
  // Since API version 2025-03-31 the period lives on each item; they share it for one billing interval.
  const periodEnd = isoFromSeconds(Math.max(...items.map((item) => item.current_period_end), 0) || null);
  const event: SubscriptionEvent = {
    id: subscription.id,
    customerId,
    metadataUser,
    status: subscription.status,
    rank: statusRank(subscription.status),
    periodEnd,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    created,
  };
  const statements = [
    // The user: the customer's owner, or the userId our checkout put in the subscription's metadata.
    upsertSubscriptionStatement(db, event, guard, now),
    // The items follow the row only when this event is the one it now holds.
    clearItemsStatement(db, event, guard),
  ];
  for (const item of items) {
    const plan = planForPrice(item.price.id, env);
    if (!plan) {
      log('warn', 'stripe price not in the catalogue', { price: item.price.id, subscription: subscription.id });
      continue;
    }
    statements.push(insertItemStatement(db, event, { priceId: item.price.id, planType: plan }, guard));
  }
  return statements;
}

/**
 * An invoice paid or failed: a failed renewal makes an active subscription past due (access until
 * the period ends); a paid one makes a past-due or unpaid one active again. Stripe's own
 * customer.subscription.updated says the same; whichever is newer wins.
 */
function invoiceSettled(
  db: Database,
  invoice: Invoice,
  paid: boolean,
  created: number,
  guard: DeliveryGuard,
  now: string,
): EventChange[] {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return [];
  return [settleInvoiceStatement(db, { subscriptionId, paid, created }, guard, now)];
}
