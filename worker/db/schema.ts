import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { BUNDLE_SECTIONS } from '../../src/domain/bundle-arrangement-values';
import { user } from './auth-schema';

export * from './auth-schema';
export * from './law-watch-schema';

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
    /**
     * When each field was last written: a JSON object of field name → ISO instant (issue 10). A save
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
 * Dated events on a case (issue 9): each starts a time limit of its own (a detriment, a deduction
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
 * Case law: curated leading cases (English and Portuguese texts) and decisions synced from public
 * sources (English only). An FTS5 index over name, summary, key points, principle and facts is
 * kept in step by triggers (migrations/0003_case_law_fts.sql).
 */
export const caseLaw = sqliteTable(
  'case_law',
  {
    id: text('id').primaryKey(),
    caseName: text('case_name').notNull(),
    /** "[2012] UKSC 22"; null before 2001 and for most first-instance decisions. */
    neutralCitation: text('neutral_citation'),
    /** "[1983] ICR 17", when reported. */
    reportCitation: text('report_citation'),
    /** What the card shows: the neutral and report citations, or the case number. */
    citation: text('citation').notNull(),
    year: integer('year').notNull(),
    /** "Supreme Court", "Court of Appeal", "Employment Appeal Tribunal", "Employment Tribunal" … */
    courtLevel: text('court_level').notNull(),
    /** Claimant Success, Respondent Success, Split Decision or Settled; null when a source does not say. */
    outcome: text('outcome'),
    /** JSON array of claim-type ids (unfair-dismissal, discrimination, …). */
    claimTypes: text('claim_types').notNull().default('[]'),
    summary: text('summary').notNull(),
    /** JSON array of strings. */
    keyPoints: text('key_points').notNull().default('[]'),
    legalPrinciple: text('legal_principle'),
    facts: text('facts'),
    /** Portuguese texts (curated cases only; synced decisions keep their original English). */
    summaryPt: text('summary_pt'),
    keyPointsPt: text('key_points_pt'),
    legalPrinciplePt: text('legal_principle_pt'),
    factsPt: text('facts_pt'),
    /** A free public text of the judgment. */
    caseUrl: text('case_url'),
    /** curated | govuk | national-archives */
    source: text('source').notNull(),
    /** The stable id at the source (unique): upserts use it, so a second sync adds nothing. */
    sourceUri: text('source_uri').notNull().unique(),
    decisionDate: text('decision_date'),
    /** JSON array of the source's jurisdiction codes (GOV.UK categories), if any. */
    jurisdictionCodes: text('jurisdiction_codes'),
    /** The licence statement the source requires. */
    attribution: text('attribution'),
    /** GOV.UK keeps tribunal decisions out of search engines; so do we. */
    noindex: integer('noindex', { mode: 'boolean' }).notNull().default(false),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [
    index('case_law_year').on(table.year),
    index('case_law_outcome').on(table.outcome),
    // The saved-search alerts read the decisions added since a search was saved (services/alerts/collect.ts).
    index('case_law_created').on(table.createdAt),
    // A draft's authorities without matching words: curated decisions and the higher courts first
    // (services/drafting/authorities.ts), found without reading every decision.
    index('case_law_source').on(table.source),
    index('case_law_court_level').on(table.courtLevel, table.year),
  ],
);

/**
 * What the /case-law search filters, orders and counts on, one row per decision (claim type '')
 * plus one per claim type it is filed under, keyed by case_law's rowid (the FTS index's key). A
 * narrow table, so a search's filters and counts never read the wide case_law rows. Kept in step
 * by triggers on case_law (migrations/0013_case_law_search.sql), so every writer (the sync, the
 * seed, a test's INSERT) keeps it right.
 */
export const caseLawKeys = sqliteTable(
  'case_law_keys',
  {
    /** case_law.rowid. */
    doc: integer('doc').notNull(),
    /** A claim-type id, or '' for the decision itself. */
    claimType: text('claim_type').notNull(),
    year: integer('year').notNull(),
    /** '' when the source does not say. */
    outcome: text('outcome').notNull(),
    caseName: text('case_name').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.doc, table.claimType] }),
    // The listing without words: a claim type (or ''), newest first, by name, filtered on the way.
    index('case_law_keys_listing').on(table.claimType, sql`${table.year} DESC`, table.caseName, table.outcome),
    // Counting a search's matches: each match's keys from the index alone, without the table.
    index('case_law_keys_counting').on(table.doc, table.claimType, table.year, table.outcome),
  ],
);

/**
 * How many decisions there are per claim type ('' for all), year and outcome: the facets and the
 * totals of a listing without words, kept by the same triggers.
 */
export const caseLawCounts = sqliteTable(
  'case_law_counts',
  {
    claimType: text('claim_type').notNull(),
    year: integer('year').notNull(),
    outcome: text('outcome').notNull(),
    n: integer('n').notNull(),
  },
  (table) => [primaryKey({ columns: [table.claimType, table.year, table.outcome] })],
);

/**
 * The same counts for one search's words (the FTS5 query), computed on the first search and
 * emptied by the triggers whenever case_law changes: counting every match of a word found in most
 * decisions takes a few hundred milliseconds, reading this row one.
 */
export const caseLawSearchCounts = sqliteTable('case_law_search_counts', {
  match: text('match').primaryKey(),
  /** JSON array of [claimType, year, outcome, n]. */
  counts: text('counts').notNull(),
});

/**
 * One search's ranked matches (its words and filters): the newest RANKED matches passing the
 * filters, best first by bm25 (db/case-law-search.ts), stored the first time the search is made
 * and emptied by the triggers whenever case_law changes, like case_law_search_counts. Ranking
 * costs FTS5 a second pass over each word's matches (bm25 counts the decisions holding each word),
 * 25 to 70 ms of CPU for common words at 150,000 decisions; every later page of the same search
 * reads its 20 rows from here.
 */
export const caseLawSearchRanks = sqliteTable('case_law_search_ranks', {
  /** JSON [FTS5 query, claim type or '', year or null, outcome or null]. */
  search: text('search').primaryKey(),
  /** JSON array of case_law rowids, best first. */
  docs: text('docs').notNull(),
});

/** The current text of the key statutory sections, from legislation.gov.uk. */
export const legislation = sqliteTable('legislation', {
  /** "ukpga/1996/18/section/98". */
  uri: text('uri').primaryKey(),
  /** "Employment Rights Act 1996". */
  actTitle: text('act_title').notNull(),
  /** "98". */
  section: text('section').notNull(),
  heading: text('heading').notNull(),
  /** Plain text of the section as in force. */
  text: text('text').notNull(),
  /** The version date legislation.gov.uk gives for this text (yyyy-mm-dd). */
  versionDate: text('version_date'),
  attribution: text('attribution').notNull(),
  updatedAt: text('updated_at').notNull(),
});

/** One row per sync of one source: when, how many rows, and the error if it failed. */
export const syncRuns = sqliteTable('sync_runs', {
  id: text('id').primaryKey(),
  source: text('source').notNull(),
  startedAt: text('started_at').notNull(),
  finishedAt: text('finished_at'),
  count: integer('count').notNull().default(0),
  /** null on success. */
  error: text('error'),
});

/**
 * Fixed-window request counters (issue 10): sign-in, sign-up, password reset and verification
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

/**
 * Evidence items (spec part 2, evidence_items; issue 12): what a claimant logs about each piece
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
 * The case's document bundle (spec part 2, document_bundles; issue 12): one row per file stored in
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
 * The one Stripe customer of a user (issue 13). The primary key on user_id is the "created once"
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
 * webhook, spent by generation (issue 14) by setting spent_at in one conditional UPDATE.
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
 * Documents drafted from a case (issue 14; spec part 2 "documents"): the text a claimant edits, in
 * the small plain-text markup of src/domain/drafting/markup.ts (headings, numbered paragraphs,
 * tables) that the .txt and .docx downloads read.
 */
export const documents = sqliteTable(
  'documents',
  {
    /** Random UUID. */
    id: text('id').primaryKey(),
    /** The owner: every query filters on it. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The case it was drafted from; deleting the case deletes its documents. */
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** One of src/domain/document-types.ts documentTypes. */
    documentType: text('document_type').notNull(),
    /** The type's label in the document's language when generated. */
    title: text('title').notNull(),
    /** 'en' or 'pt': the language the draft was written in. */
    language: text('language').notNull().default('en'),
    /** At most MAX_DOCUMENT_CHARS characters. */
    content: text('content').notNull(),
    /** 'template' or 'llm': who wrote the words (the facts always come from the case). */
    provider: text('provider').notNull().default('template'),
    /** JSON array of citations the check could not verify, as they appear in the text. */
    unverifiedCitations: text('unverified_citations').notNull().default('[]'),
    /** SHA-256 of what the draft was written from (services/drafting/inputs-hash.ts); null before it was kept. */
    inputsHash: text('inputs_hash'),
    /** ISO 8601 instants. */
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [
    index('documents_user_created').on(table.userId, table.createdAt),
    index('documents_case').on(table.caseId),
    index('documents_inputs').on(table.userId, table.caseId, table.documentType, table.inputsHash),
  ],
);

/**
 * Free-tier counters (spec part 2 "user_usage"): ET1 drafts, research runs and support queries per
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

/**
 * What a schedule of loss needs and a case does not hold (issue 14): pay, dates and new earnings,
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

/** Legal research runs kept so a claimant can come back to them (issue 14, spec "case-research"). */
export const researchAnalyses = sqliteTable(
  'research_analyses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** 'en' or 'pt'. */
    language: text('language').notNull().default('en'),
    /** The analysis in the markup of src/domain/drafting/markup.ts. */
    analysis: text('analysis').notNull(),
    /** JSON array of the case-law ids the analysis cites (each links to its /case-law card). */
    caseLawIds: text('case_law_ids').notNull().default('[]'),
    provider: text('provider').notNull().default('template'),
    unverifiedCitations: text('unverified_citations').notNull().default('[]'),
    createdAt: text('created_at').notNull(),
  },
  (table) => [index('research_user_case').on(table.userId, table.caseId, table.createdAt)],
);

/**
 * A paralegal review asked for on a document (issue 13, the paralegal plan). Users with the role
 * 'paralegal' or 'admin' see open requests at /admin/reviews, reply and mark them done.
 */
export const reviewRequests = sqliteTable(
  'review_requests',
  {
    id: text('id').primaryKey(),
    /** The claimant who asked. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** What the claimant wants looked at, at most 2,000 characters; null when empty. */
    message: text('message'),
    /** 'open' or 'done'. */
    status: text('status').notNull().default('open'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [
    index('review_requests_status').on(table.status, table.createdAt),
    index('review_requests_document').on(table.documentId),
  ],
);

/** A paralegal's reply to a review request. */
export const reviewReplies = sqliteTable(
  'review_replies',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => reviewRequests.id, { onDelete: 'cascade' }),
    /** The paralegal who wrote it; kept as null if their account is deleted. */
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** At most 5,000 characters. */
    body: text('body').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (table) => [index('review_replies_request').on(table.requestId, table.createdAt)],
);

/**
 * Dated tasks on a case (issue 15): the computed ones (a time limit from the deadline engine and
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
 * A case's calendar subscription feed (issue 15): GET /api/calendar/:token.ics with a secret,
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

/** Per-account reminder choices (issue 15): on by default once the e-mail is verified, in the account's language. */
export const reminderSettings = sqliteTable('reminder_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
  /** 'en' or 'pt'. */
  language: text('language').notNull().default('en'),
  /** The weekly case-law digest of saved searches: off after its unsubscribe link, searches kept. */
  digest: integer('digest', { mode: 'boolean' }).notNull().default(true),
  updatedAt: text('updated_at').notNull(),
});

/**
 * Reminders sent (issue 15): one row per task, offset (days before: 14, 7, 2, 1, 0) and due date,
 * claimed before the e-mail is sent, so a re-run or an overlapping run of the cron sends nothing
 * twice; a failed send removes its claim and is tried again on the next run.
 */
export const reminderLog = sqliteTable(
  'reminder_log',
  {
    taskId: text('task_id')
      .notNull()
      .references(() => caseTasks.id, { onDelete: 'cascade' }),
    offsetDays: integer('offset_days').notNull(),
    /** The task's due date when the reminder was due (a moved task is reminded again). */
    dueDate: text('due_date').notNull(),
    /** 'claimed' while sending, then 'sent'. */
    status: text('status').notNull(),
    claimedAt: text('claimed_at').notNull(),
    sentAt: text('sent_at'),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.offsetDays, table.dueDate] })],
);

/** A case-law search a reader saved (issue 15), for the weekly digest of new decisions matching it. */
export const savedSearches = sqliteTable(
  'saved_searches',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The reader's name for it, 1–100 characters. */
    name: text('name').notNull(),
    /** JSON of the /case-law query: { q, claimType, outcome, year }. */
    query: text('query').notNull(),
    /** ISO instant of the last digest that listed this search's decisions (null: none yet). */
    lastDigestAt: text('last_digest_at'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [index('saved_searches_user').on(table.userId)],
);

/** New decisions found for a saved search after a sync, until the weekly digest lists them. */
export const savedSearchHits = sqliteTable(
  'saved_search_hits',
  {
    searchId: text('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    caseLawId: text('case_law_id')
      .notNull()
      .references(() => caseLaw.id, { onDelete: 'cascade' }),
    foundAt: text('found_at').notNull(),
    /** ISO instant of the digest that listed it; null until then. */
    sentAt: text('sent_at'),
  },
  (table) => [primaryKey({ columns: [table.searchId, table.caseLawId] }), index('saved_search_hits_unsent').on(table.sentAt)],
);
