/**
 * The law watch's tables (migrations/0020_law_watch.sql, written by hand to match): the last
 * reading of each watched provision or Act on legislation.gov.uk, each run, and the notices of
 * changes, which only an admin clears. Readings are JSON of src/domain/law-watch.ts `Reading`.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { user } from './auth-schema';

/** The last successful reading of each target: a provision ("ukpga/2025/36/section/152") or "instruments:<Act>". */
export const lawWatchObservations = sqliteTable('law_watch_observations', {
  target: text('target').primaryKey(),
  /** JSON `Reading`, normalised (sorted), so equal readings are equal strings. */
  reading: text('reading').notNull(),
  /** ISO instant of the last successful read. */
  checkedAt: text('checked_at').notNull(),
  /** ISO instant the reading last differed from the one before. */
  changedAt: text('changed_at').notNull(),
});

/** One row per run of the watch: what it read, the notices it raised, and each target it could not read. */
export const lawWatchRuns = sqliteTable(
  'law_watch_runs',
  {
    id: text('id').primaryKey(),
    startedAt: text('started_at').notNull(),
    finishedAt: text('finished_at'),
    /** Targets read successfully. */
    checked: integer('checked').notNull().default(0),
    notices: integer('notices').notNull().default(0),
    /** JSON [{ target, message }]: the source's error, in English, per target. */
    failures: text('failures').notNull().default('[]'),
  },
  (table) => [index('law_watch_runs_started').on(table.startedAt)],
);

/** A change found on legislation.gov.uk, shown on the admin page until an admin marks it reviewed. */
export const lawWatchNotices = sqliteTable(
  'law_watch_notices',
  {
    id: text('id').primaryKey(),
    target: text('target').notNull(),
    sourceUrl: text('source_url').notNull(),
    /** JSON [{ figure, from }]: the figure rows the target would confirm. */
    figureRows: text('figure_rows').notNull(),
    /** JSON `Reading` before the change; null for a target's first reading. */
    readingBefore: text('reading_before'),
    readingAfter: text('reading_after').notNull(),
    createdAt: text('created_at').notNull(),
    /** When the admins' e-mail claimed it (null: not yet sent, or sending failed and it waits for the next run). */
    mailedAt: text('mailed_at'),
    reviewedAt: text('reviewed_at'),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    /** What the admin did, in their words (at most 500 characters). */
    reviewNote: text('review_note'),
  },
  (table) => [
    index('law_watch_notices_open').on(table.reviewedAt, table.createdAt),
    index('law_watch_notices_unmailed').on(table.mailedAt),
  ],
);
