/** Payments as Stripe describes them, document credits and the free tier's counters. */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { user } from './auth-schema';

/**
 * The one Stripe customer of a user. The primary key on user_id is the "created once"
 * guarantee: concurrent first checkouts insert-or-ignore and then read, so all of them use one row.
 */
export const stripeCustomers = sqliteTable(
  'stripe_customers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Stripe's cus_… id. */
    customerId: text('customer_id').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (table) => [uniqueIndex('stripe_customers_customer').on(table.customerId)],
);

/**
 * A user's subscription as Stripe's webhooks last described it. Only an event at least as recent
 * as last_event_created changes a row, so a late, older event never undoes a newer one.
 */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    /** Stripe's sub_… id (plan:grant's local rows start with "local_"). */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    customerId: text('customer_id'),
    /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused. */
    status: text('status').notNull(),
    /** ISO 8601 instant the paid period ends (renewal, or the end when cancelling); null for local grants. */
    currentPeriodEnd: text('current_period_end'),
    cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
    /** `created` (Unix seconds) of the newest event applied to the row. */
    lastEventCreated: integer('last_event_created').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [index('subscriptions_user').on(table.userId)],
);

/** The plans a subscription holds, one row per Stripe price (a base plan and its add-ons). */
export const subscriptionItems = sqliteTable(
  'subscription_items',
  {
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** Stripe's price_… id. */
    priceId: text('price_id').notNull(),
    /** The catalogue's plan type for the price (src/domain/plans.ts). */
    planType: text('plan_type').notNull(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.priceId] })],
);

/**
 * Webhook events already applied, by Stripe's evt_… id: a redelivery changes nothing. The id is
 * written in the same batch as the change it brings, with a token per delivery that the change's
 * statements check, so an event is applied exactly once even when two deliveries race.
 */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** A random token of the delivery that applied the event. */
  deliveryToken: text('delivery_token').notNull(),
  receivedAt: text('received_at').notNull(),
});

/**
 * Documents bought one at a time (£10 each): one row per paid Checkout Session, granted by the
 * webhook, spent by generation by setting spent_at in one conditional UPDATE.
 */
export const documentCredits = sqliteTable(
  'document_credits',
  {
    /** The Checkout Session's cs_… id: a session grants one credit, however often its event arrives. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The document type chosen when buying (any type may spend it). */
    documentType: text('document_type'),
    grantedAt: text('granted_at').notNull(),
    spentAt: text('spent_at'),
  },
  (table) => [index('document_credits_user').on(table.userId, table.spentAt)],
);

/**
 * Free-tier counters: ET1 drafts, research runs and support queries per
 * period. A row whose reset_date has passed reads as 0; counted in one conditional upsert
 * (worker/services/usage.ts) so parallel requests cannot pass the limit.
 */
export const userUsage = sqliteTable(
  'user_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'et1_generation', 'research_generation' or 'support_query'. */
    featureType: text('feature_type').notNull(),
    usageCount: integer('usage_count').notNull().default(0),
    /** ISO yyyy-mm-dd: the first day of the next period, when the count starts again from 0. */
    resetDate: text('reset_date').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.featureType] })],
);
