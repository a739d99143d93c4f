/**
 * Saved-search alerts: recording each saved search's new hits after a sync, and the weekly
 * digest's claim, read and marking of those hits (the logic lives in services/alerts/).
 *
 * saved_search_hits.sent_at holds a mark instead of a status column: NULL (unsent), `claimed:`
 * with the instant and a random id (a digest run is sending it), `muted:` with the instant (the
 * reader had the digest off), or the instant it was sent.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, min, notExists, sql } from 'drizzle-orm';
import type { SavedQuery } from '../../src/domain/reminders/schema';
import type { Database } from './client';
import { caseLawConditions } from './raw/case-law-filter';
import { caseLaw, reminderSettings, savedSearches, savedSearchHits } from './schema';

export const CLAIM = 'claimed:';
export const MUTED = 'muted:';

/**
 * Records a saved search's new hits: the decisions added since it was saved that match it and are
 * not yet its hits, oldest first, at most `limit` (the rest next run). ON CONFLICT DO NOTHING for
 * a concurrent run.
 */
export function hitsStatement(
  db: Database,
  search: { id: string; createdAt: string; query: SavedQuery },
  foundAt: string,
  limit: number,
) {
  const { filtered } = caseLawConditions(search.query, search.createdAt);
  const matches = db
    .select({
      searchId: sql<string>`${search.id}`.as('search_id'),
      caseLawId: caseLaw.id,
      foundAt: sql<string>`${foundAt}`.as('found_at'),
      sentAt: sql<string | null>`NULL`.as('sent_at'),
    })
    .from(caseLaw)
    .where(
      and(
        filtered,
        gt(caseLaw.createdAt, search.createdAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(savedSearchHits)
            .where(sql`${savedSearchHits.searchId} = ${search.id} AND ${savedSearchHits.caseLawId} = ${caseLaw.id}`),
        ),
      ),
    )
    .orderBy(asc(caseLaw.createdAt))
    .limit(limit);
  return db.insert(savedSearchHits).select(matches).onConflictDoNothing().returning({ id: savedSearchHits.caseLawId });
}

export type HitsStatement = ReturnType<typeof hitsStatement>;

/** Runs the statements in one D1 batch; the number of hits they recorded. */
export async function recordHits(db: Database, statements: readonly HitsStatement[]): Promise<number> {
  const [first, ...rest] = statements;
  if (!first) return 0;
  const results = await db.batch([first, ...rest]);
  return results.reduce((sum, rows) => sum + rows.length, 0);
}

/** Saved searches by id after `after` (and up to `until` when given), in id order: keyset pagination. */
export function savedSearchesPage(db: Database, after: string, until: string | null, limit: number) {
  return db
    .select({ id: savedSearches.id, query: savedSearches.query, createdAt: savedSearches.createdAt })
    .from(savedSearches)
    .where(and(gt(savedSearches.id, after), until === null ? undefined : lte(savedSearches.id, until)))
    .orderBy(asc(savedSearches.id))
    .limit(limit);
}

/** The queries saved most often (by the same JSON), the earliest saved first among equals, at most `limit`. */
export function mostSavedQueries(db: Database, limit: number) {
  return db
    .select({ query: savedSearches.query })
    .from(savedSearches)
    .groupBy(savedSearches.query)
    .orderBy(desc(count()), asc(min(savedSearches.createdAt)))
    .limit(limit);
}

/**
 * Sets aside the unsent hits of readers who turned the digest off (`mark`: MUTED and the instant),
 * so they are never sent later: one UPDATE over a join, so no hit slips between a read and a write.
 */
export async function muteHits(db: Database, mark: string): Promise<void> {
  const muted = db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .innerJoin(reminderSettings, and(eq(reminderSettings.userId, savedSearches.userId), eq(reminderSettings.digest, false)));
  await db
    .update(savedSearchHits)
    .set({ sentAt: mark })
    .where(and(isNull(savedSearchHits.sentAt), inArray(savedSearchHits.searchId, muted)));
}

/** One claimed hit with its search's name and its decision. */
export interface ClaimedHit {
  search_id: string;
  name: string;
  case_law_id: string;
  case_name: string;
  citation: string;
  decision_date: string | null;
  year: number;
}

/** The hits the reader's claim `mark` holds, by search name, then newest decision first. */
export function claimedHits(db: Database, userId: string, mark: string): Promise<ClaimedHit[]> {
  return db
    .select({
      search_id: savedSearchHits.searchId,
      name: savedSearches.name,
      case_law_id: caseLaw.id,
      case_name: caseLaw.caseName,
      citation: caseLaw.citation,
      decision_date: caseLaw.decisionDate,
      year: caseLaw.year,
    })
    .from(savedSearchHits)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchHits.searchId))
    .innerJoin(caseLaw, eq(caseLaw.id, savedSearchHits.caseLawId))
    .where(and(eq(savedSearches.userId, userId), eq(savedSearchHits.sentAt, mark)))
    .orderBy(asc(savedSearches.name), asc(savedSearches.id), desc(caseLaw.decisionDate), asc(caseLaw.caseName));
}

/** Gives a claim's hits back (the next run retries them). */
export async function releaseClaim(db: Database, mark: string): Promise<void> {
  await db.update(savedSearchHits).set({ sentAt: null }).where(eq(savedSearchHits.sentAt, mark));
}

/**
 * Marks a claim's hits sent and the searches' last digest, in one batch (one transaction). The
 * search ids arrive as one JSON array bound once (json_each), whatever their number: D1 binds at
 * most 100 parameters to a statement.
 */
export async function markDigestSent(db: Database, mark: string, sentAt: string, searchIds: readonly string[]): Promise<void> {
  await db.batch([
    db.update(savedSearchHits).set({ sentAt }).where(eq(savedSearchHits.sentAt, mark)),
    db
      .update(savedSearches)
      .set({ lastDigestAt: sentAt })
      .where(sql`${savedSearches.id} IN (SELECT value FROM json_each(${JSON.stringify(searchIds)}))`),
  ]);
}
