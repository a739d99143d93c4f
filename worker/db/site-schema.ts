/** The site's own bookkeeping: missing paths, the development mail outbox, rate limits. */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Paths readers asked for that do not exist, reported by the 404 page. Editors read it to mend
 * broken links. Holds no personal data: no query string, no user, no IP address.
 */
export const missingPaths = sqliteTable('missing_paths', {
  /** The requested path, starting with "/", at most 300 characters, without query or fragment. */
  path: text('path').primaryKey(),
  /** How many times the path was reported. */
  hits: integer('hits').notNull().default(1),
  /** ISO 8601 instant of the first report. */
  firstSeen: text('first_seen').notNull(),
  /** ISO 8601 instant of the latest report. */
  lastSeen: text('last_seen').notNull(),
});

/**
 * Messages the Worker would have e-mailed when no mail service is configured (development): the
 * Worker logs each one and keeps it here; `npm run outbox` prints the latest.
 */
export const mailOutbox = sqliteTable('mail_outbox', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** ISO 8601 instant. */
  createdAt: text('created_at').notNull(),
});

/**
 * Fixed-window request counters: sign-in, sign-up, password reset and verification
 * e-mails per account and per client address, and 404 reports per address. One row a key, counted
 * in one atomic upsert, so concurrent requests cannot slip past a limit. Keys hold no e-mail in
 * clear: see worker/services/rate-limit.ts.
 */
export const rateLimits = sqliteTable('rate_limits', {
  /** "<rule>:<subject>", the subject hashed. */
  key: text('key').primaryKey(),
  /** Start of the current window, in seconds since the epoch. */
  windowStart: integer('window_start').notNull(),
  /** Requests counted in that window. */
  count: integer('count').notNull(),
});
