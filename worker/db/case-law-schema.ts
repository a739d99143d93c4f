/** Case law and legislation as synced, the search's tables, and readers' saved searches. */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { user } from './auth-schema';

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
 * filters, best first by bm25 (db/raw/case-law-search.ts), stored the first time the search is made
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
  /**
   * Every match passing the filters, counted when the ranking is stored (with filters only: the
   * words' own total is in case_law_search_counts); null in a row stored before migration 0029.
   */
  matches: integer('matches'),
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

/** A case-law search a reader saved, for the weekly digest of new decisions matching it. */
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
