/**
 * The weekly digest's readers and claim of saved-search hits (services/alerts/digest.ts; the marks
 * are described in db/alerts.ts, the rest of the digest's statements are there too). Kept as SQL:
 * the claim is one UPDATE whose rows are chosen by a joined, ordered and limited sub-select on rowid,
 * and the readers and the claim share the open-claim condition's text, so no hit slips between a
 * read and a write.
 */
import { CLAIM } from '../alerts';
import type { Database } from '../client';
import { d1Of } from './d1';

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
  db: Database,
  page: { cursor: string; before: string; stale: string; limit: number },
): Promise<DigestReader[]> {
  const { results } = await d1Of(db)
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
  db: Database,
  claim: { mark: string; userId: string; before: string; stale: string; limit: number },
): Promise<{ search_id: string; case_law_id: string }[]> {
  const { results } = await d1Of(db)
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
