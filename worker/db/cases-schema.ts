/** A claimant's cases and what hangs off each: events, evidence, bundle files, pay details, chosen complaints, tasks, calendar feeds. */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { BUNDLE_SECTIONS } from '../../src/domain/bundle-arrangement-values';
import { user } from './auth-schema';

/**
 * A claimant's case. A user may
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
    /**
     * When each field was last written: a JSON object of field name → ISO instant. A save
     * that says which updatedAt it was based on is refused (409) when a field it sends was written
     * after that, so a stale tab cannot silently undo another's change to the same field.
     */
    fieldTimes: text('field_times').notNull().default('{}'),
    /** ISO 8601 instants; updatedAt strictly increases with every write to the row. */
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [index('cases_user_created').on(table.userId, table.createdAt)],
);

/**
 * Dated events on a case: each starts a time limit of its own (a detriment, a deduction
 * from wages, an act of discrimination, the end of employment for equal pay …). At most 50 a case.
 */
export const caseEvents = sqliteTable(
  'case_events',
  {
    /** Random UUID. */
    id: text('id').primaryKey(),
    /** The case it belongs to; deleting the case deletes its events. */
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** The owner (the case's owner): every query filters on it. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** One of src/domain/limit-rules.ts limitKinds: dismissal, discrimination, detriment, deduction, contract, equalPay. */
    kind: text('kind').notNull(),
    /** ISO yyyy-mm-dd: the date that starts the limit (the last of a series, the end of conduct over a period). */
    date: text('date').notNull(),
    /** The claimant's words for what happened, trimmed, at most 200 characters; null when empty. */
    description: text('description'),
    /** ISO 8601 instants. */
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [index('case_events_case_date').on(table.caseId, table.date), index('case_events_user').on(table.userId)],
);

/**
 * Evidence items: what a claimant logs about each piece
 * of evidence in a case. At most 500 a case. Deleting the case deletes them.
 */
export const evidenceItems = sqliteTable(
  'evidence_items',
  {
    /** Random UUID. */
    id: text('id').primaryKey(),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** The owner: every query filters on it. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 1–200 characters. */
    title: text('title').notNull(),
    /** One of src/domain/evidence.ts evidenceCategories. */
    category: text('category').notNull(),
    /** critical | high | medium | low */
    importance: text('importance').notNull(),
    /** yyyy-mm-dd, not in the future; null when undated. */
    evidenceDate: text('evidence_date'),
    description: text('description'),
    /** Where the document is: a URL or a place ("paper copy at home"). */
    documentUrl: text('document_url'),
    /**
     * The file of the case's bundle this item is (same user and case, checked in the write's SQL);
     * deleting the file leaves the item with null here.
     */
    bundleFileId: text('bundle_file_id').references(() => documentBundles.id, { onDelete: 'set null' }),
    /** JSON array of tags. */
    tags: text('tags').notNull().default('[]'),
    notes: text('notes'),
    /** ISO 8601 instants. */
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [
    index('evidence_case_date').on(table.caseId, table.evidenceDate),
    index('evidence_user').on(table.userId),
    // Deleting a bundle file looks its items up here to set their bundle_file_id to null.
    index('evidence_bundle_file').on(table.bundleFileId),
  ],
);

/**
 * The case's document bundle: one row per file stored in
 * R2. The row is written only once the object is stored, and the object removed if the row cannot
 * be written (worker/services/bundle-store.ts). At most 200 a case. Deleting the case or the user
 * deletes the rows (their objects go with the case's or the user's R2 prefix).
 */
export const documentBundles = sqliteTable(
  'document_bundles',
  {
    /** Random UUID. */
    id: text('id').primaryKey(),
    /** The owner: every query filters on it. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** The sanitised display name (src/domain/file-name.ts), at most 120 characters. */
    fileName: text('file_name').notNull(),
    /** The R2 key: `{userId}/{caseId}/{ms epoch}_{fileName}`. */
    filePath: text('file_path').notNull(),
    /** The MIME type the Worker determined from the content, never the browser's. */
    fileType: text('file_type').notNull(),
    /** Bytes, 1 to 10485760. */
    fileSize: integer('file_size').notNull(),
    /** ISO 8601 instant. */
    uploadDate: text('upload_date').notNull(),
    /**
     * True from the row's INSERT until every file of its upload request has landed: never listed,
     * linked, exported or downloaded; the daily Cron removes one left by a crash (services/bundle/sweep.ts).
     */
    pending: integer('pending', { mode: 'boolean' }).notNull().default(false),
    /** Its place in the claimant's bundle (0 first); null until the bundle is first arranged. */
    position: integer('position'),
    /** One of BUNDLE_SECTIONS (src/domain/bundle-arrangement.ts), or none. */
    section: text('section', { enum: BUNDLE_SECTIONS }),
    /** Whether it goes in the bundle. */
    included: integer('included', { mode: 'boolean' }).notNull().default(true),
    /** The document's own date (yyyy-mm-dd), printed in the index; null: undated. */
    documentDate: text('document_date'),
    /** What the index calls it (at most 200 characters); null: its file name. */
    description: text('description'),
  },
  (table) => [
    index('document_bundles_case_uploaded').on(table.caseId, table.uploadDate),
    index('document_bundles_user').on(table.userId),
    index('document_bundles_pending').on(table.uploadDate).where(sql`${table.pending} = 1`),
  ],
);

/**
 * What a schedule of loss needs and a case does not hold: pay, dates and new earnings,
 * asked in a short form and kept with the case. Money in pence; dates ISO yyyy-mm-dd.
 */
export const casePayDetails = sqliteTable('case_pay_details', {
  caseId: text('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  dateOfBirth: text('date_of_birth'),
  /** First day of continuous employment. */
  employmentStart: text('employment_start'),
  weeklyGrossPence: integer('weekly_gross_pence'),
  weeklyNetPence: integer('weekly_net_pence'),
  /** The employer's pension contribution a week, lost with the job. */
  weeklyPensionPence: integer('weekly_pension_pence'),
  /** When new work started (null: not yet). */
  newJobStart: text('new_job_start'),
  /** Net weekly pay in the new work. */
  newWeeklyNetPence: integer('new_weekly_net_pence'),
  /** How many weeks of loss after the hearing the claimant claims. */
  futureLossWeeks: integer('future_loss_weeks'),
  /** Pay in lieu of notice received, a total (migration 0017). */
  noticePayReceivedPence: integer('notice_pay_received_pence'),
  /** Other payments from the employer on leaving, a total (migration 0017). */
  otherPaymentsReceivedPence: integer('other_payments_received_pence'),
  updatedAt: text('updated_at').notNull(),
});

/**
 * The complaints a claimant chose for a case's particulars of claim (src/domain/complaints.ts),
 * one row a case, written by POST /api/documents/generate and read back to fill the form.
 * Hand-written migration 0017.
 */
export const caseComplaints = sqliteTable(
  'case_complaints',
  {
    caseId: text('case_id')
      .primaryKey()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** JSON: ComplaintChoice. */
    choice: text('choice').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [index('case_complaints_user').on(table.userId)],
);

/**
 * Dated tasks on a case: the computed ones (a time limit from the deadline engine and
 * the figures table: `kind` names it, one row per case and kind, kept in step with the case), the
 * preparation plan's suggestions from the hearing date (accepted or dismissed by the claimant), and
 * the claimant's own, typed from the tribunal's orders (`kind` null). Reminders are sent for open ones.
 */
export const caseTasks = sqliteTable(
  'case_tasks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** 'computed', 'suggested' or 'own'. */
    source: text('source').notNull(),
    /** For computed and suggested tasks: what it is ('acasStartBy', 'presentBy', 'et3Response', … or a preparation step id). */
    kind: text('kind'),
    /** Tells apart computed tasks of one kind: the dated event (case_events.id) an ET1 limit runs from, or ''. */
    subject: text('subject').notNull().default(''),
    /** The task's rule and working (src/domain/tasks/rules TaskRule) as JSON, for the reminder e-mails; null for the claimant's own. */
    ruleJson: text('rule_json'),
    /** The claimant's words for their own tasks, at most 200 characters; computed ones are worded by the reader's language. */
    title: text('title'),
    /** ISO yyyy-mm-dd. */
    dueDate: text('due_date').notNull(),
    /** HH:MM (Europe/London), or null for the whole day. */
    dueTime: text('due_time'),
    /** At most 2,000 characters. */
    notes: text('notes'),
    /**
     * For the claimant's own task added from a tribunal's order: the direction as the order gives it
     * (src/domain/tasks/from-order TaskFromOrder, JSON), worded in the reader's language; null otherwise.
     */
    orderDirection: text('order_direction'),
    /** 'open', 'done', 'suggested' (waiting for the claimant) or 'dismissed'. */
    status: text('status').notNull().default('open'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [
    index('case_tasks_case_due').on(table.caseId, table.dueDate),
    index('case_tasks_due_status').on(table.dueDate, table.status),
    uniqueIndex('case_tasks_case_kind_subject').on(table.caseId, table.kind, table.subject),
  ],
);

/**
 * A case's calendar subscription feed: GET /api/calendar/:token.ics with a secret,
 * revocable token. Only the token's SHA-256 is stored, so a database copy cannot read anyone's
 * calendar; rotating replaces it and the old address stops working.
 */
export const calendarFeeds = sqliteTable('calendar_feeds', {
  caseId: text('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Hex SHA-256 of the token (unique). */
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: text('created_at').notNull(),
});
