import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { user } from './auth-schema';

export * from './auth-schema';

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
 * A claimant's case (spec part 1 §3 "Case"; part 2 adds claim_type and created_at). A user may
 * have several. Dates are ISO yyyy-mm-dd; empty optional values are null.
 */
export const cases = sqliteTable(
  'cases',
  {
    /** Random UUID. */
    id: text('id').primaryKey(),
    /** The owner: every query filters on it. Deleting the user deletes the case. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Trimmed, 1–200 characters. */
    claimantName: text('claimant_name').notNull(),
    /** Trimmed, 1–200 characters. */
    employerName: text('employer_name').notNull(),
    /** One of the six stage 1 ids (unfair-dismissal …), or null. */
    claimType: text('claim_type'),
    /** Dismissal (effective date of termination) or the act complained of; not in the future. */
    dismissalDate: text('dismissal_date'),
    /** Day A: Acas received the early conciliation notification. */
    acasStartDate: text('acas_start_date'),
    /** Day B: the early conciliation certificate was received. */
    acasEndDate: text('acas_end_date'),
    /** R######/##/##, at most 50 characters. */
    acasCertificateNumber: text('acas_certificate_number'),
    et1FiledDate: text('et1_filed_date'),
    /** Not in the past when saved. */
    hearingDate: text('hearing_date'),
    /** A JSON object as text (key stage2Checklist holds the stage 2 checklist); at most 5000 characters. */
    notes: text('notes'),
    /** ISO 8601 instants. */
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [index('cases_user_created').on(table.userId, table.createdAt)],
);

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
