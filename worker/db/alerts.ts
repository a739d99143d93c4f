/**
 * Saved-search alerts: recording each saved search's new hits after a sync, and the weekly
 * digest's claim, read and marking of those hits (the logic lives in services/alerts/).
 *
 * saved_search_hits.sent_at holds a mark instead of a status column: NULL (unsent), `claimed:`
 * with the instant and a random id (a digest run is sending it), `muted:` with the instant (the
 * reader had the digest off), or the instant it was sent.
 */
import { and, asc, count, desc, gt, lte, min, notExists, sql } from 'drizzle-orm';
import type { SavedQuery } from '../../src/domain/reminders/schema';
import { caseLawConditions } from './case-law-filter';
import type { Database } from './client';
import { caseLaw, savedSearches, savedSearchHits } from './schema';

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
 * so they are never sent later. Raw SQL: one UPDATE over a join, so no hit slips between a read and a write.
 */
export async function muteHits(d1: D1Database, mark: string): Promise<void> {
  await d1
    .prepare(
      `UPDATE saved_search_hits SET sent_at = ?1
       WHERE sent_at IS NULL AND search_id IN (
         SELECT s.id FROM saved_searches s JOIN reminder_settings r ON r.user_id = s.user_id AND r.digest = 0)`,
    )
    .bind(mark)
    .run();
}

/** Unsent, or claimed by a run that died (its mark sorts before `stale`, bound as ?3 / ?4). */
const open = (stale: string) => `(h.sent_at IS NULL OR (h.sent_at LIKE '${CLAIM}%' AND h.sent_at < ${stale}))`;

export interface DigestReader {
  user_id: string;
  email: string;
  language: string;
}

/**
 * The next readers after `cursor` (user id order) with a verified e-mail, the digest on, and open
 * hits found before `before`. Raw SQL: the open-claim condition shares its text with `claimHits`.
 */
export async function digestReaders(
  d1: D1Database,
  page: { cursor: string; before: string; stale: string; limit: number },
): Promise<DigestReader[]> {
  const { results } = await d1
    .prepare(
      `SELECT DISTINCT s.user_id, u.email, COALESCE(r.language, 'en') AS language
       FROM saved_search_hits h JOIN saved_searches s ON s.id = h.search_id
       JOIN user u ON u.id = s.user_id AND u.email_verified = 1
       LEFT JOIN reminder_settings r ON r.user_id = s.user_id
       WHERE s.user_id > ?1 AND COALESCE(r.digest, 1) = 1 AND h.found_at < ?2 AND ${open('?3')}
       ORDER BY s.user_id LIMIT ?4`,
    )
    .bind(page.cursor, page.before, page.stale, page.limit)
    .all<DigestReader>();
  return results;
}

/**
 * Claims up to `limit` of the reader's open hits found before `before` by writing `mark` into
 * them. Raw SQL: one UPDATE … RETURNING, so a concurrent run claims none of the same rows.
 */
export async function claimHits(
  d1: D1Database,
  claim: { mark: string; userId: string; before: string; stale: string; limit: number },
): Promise<{ search_id: string; case_law_id: string }[]> {
  const { results } = await d1
    .prepare(
      `UPDATE saved_search_hits SET sent_at = ?1
       WHERE rowid IN (
         SELECT h.rowid FROM saved_search_hits h JOIN saved_searches s ON s.id = h.search_id
         WHERE s.user_id = ?2 AND h.found_at < ?3 AND ${open('?4')}
         ORDER BY h.found_at LIMIT ?5)
       RETURNING search_id, case_law_id`,
    )
    .bind(claim.mark, claim.userId, claim.before, claim.stale, claim.limit)
    .all<{ search_id: string; case_law_id: string }>();
  return results;
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
export async function claimedHits(d1: D1Database, userId: string, mark: string): Promise<ClaimedHit[]> {
  const { results } = await d1
    .prepare(
      `SELECT h.search_id, s.name, c.id AS case_law_id, c.case_name, c.citation, c.decision_date, c.year
       FROM saved_search_hits h JOIN saved_searches s ON s.id = h.search_id JOIN case_law c ON c.id = h.case_law_id
       WHERE s.user_id = ?1 AND h.sent_at = ?2
       ORDER BY s.name, s.id, c.decision_date DESC, c.case_name`,
    )
    .bind(userId, mark)
    .all<ClaimedHit>();
  return results;
}

/** Gives a claim's hits back (the next run retries them). */
export async function releaseClaim(d1: D1Database, mark: string): Promise<void> {
  await d1.prepare('UPDATE saved_search_hits SET sent_at = NULL WHERE sent_at = ?1').bind(mark).run();
}

/**
 * Marks a claim's hits sent and the searches' last digest, in one batch (one transaction). Raw
 * SQL: the search ids arrive as one JSON array bound once (json_each), whatever their number.
 */
export async function markDigestSent(d1: D1Database, mark: string, sentAt: string, searchIds: readonly string[]): Promise<void> {
  await d1.batch([
    d1.prepare('UPDATE saved_search_hits SET sent_at = ?1 WHERE sent_at = ?2').bind(sentAt, mark),
    d1
      .prepare('UPDATE saved_searches SET last_digest_at = ?1 WHERE id IN (SELECT value FROM json_each(?2))')
      .bind(sentAt, JSON.stringify(searchIds)),
  ]);
}
