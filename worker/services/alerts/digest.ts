/**
 * The weekly case-law digest: each reader with unsent hits found before the most recent
 * Monday (src/domain/reminders/digest-day.ts) gets ONE e-mail listing them by saved search, in the
 * account's language, with its own unsubscribe link (purpose 'digest').
 *
 * Exactly once, like the reminders: a reader's unsent hits are claimed by one UPDATE … RETURNING
 * that writes a claim mark into sent_at ('claimed:', the instant and a random id); only the rows this run
 * claimed go into the e-mail. A successful send replaces the mark with the instant it was sent; a
 * failed one puts NULL back so the next run retries; a mark older than STALE_CLAIM_HOURS is a
 * crashed run's and may be claimed again. (saved_search_hits has no status column: the mark keeps
 * the schema unchanged, and no other reader of sent_at exists.)
 *
 * Readers must have a verified e-mail, as for reminders, and the digest on (reminder_settings.digest,
 * turned off by the digest's unsubscribe link): a muted reader's new hits are marked 'muted:' and
 * never sent, so turning the digest back on starts from the decisions found after that.
 * Never logged: addresses or search names.
 */

import { todayInLondon } from '../../../src/domain/calendar';
import { decisionPath } from '../../../src/domain/case-law-address';
import { latestMonday } from '../../../src/domain/reminders/digest-day';
import { type DigestDecision, digestEmail } from '../../../src/domain/reminders/email';
import type { ReminderLanguage } from '../../../src/domain/reminders/schema';
import { describeError, log } from '../../log';
import type { Mailer } from '../mail/mailer';
import { pagePath, unsubscribeParts } from '../reminders/links';
import { STALE_CLAIM_HOURS } from '../reminders/send';

/**
 * At most this many digests per run: each costs three D1 calls (claim, read, mark sent) and one call
 * to the mail service; with the reminders' share the run stays under the 1,000 D1 queries of one
 * invocation (services/reminders/scheduled.ts). The rest go in the next run, five minutes later.
 */
export const MAX_DIGESTS_PER_RUN = 100;
/** At most this many decisions listed in one digest (the rest wait for the next). */
export const MAX_DECISIONS_PER_DIGEST = 100;
const PAGE_SIZE = 50;
const CLAIM = 'claimed:';
const MUTED = 'muted:';

export interface DigestOptions {
  mailer: Mailer;
  origin: string;
  secret: string;
  now?: Date;
  maxEmails?: number;
}

interface HitRow {
  search_id: string;
  name: string;
  case_law_id: string;
  case_name: string;
  citation: string;
  decision_date: string | null;
  year: number;
}

export async function sendDigests(
  db: D1Database,
  options: DigestOptions,
): Promise<{ sent: number; failed: number; decisions: number; capped: boolean }> {
  const now = options.now ?? new Date();
  const maxEmails = options.maxEmails ?? MAX_DIGESTS_PER_RUN;
  const before = latestMonday(todayInLondon(now));
  const stale = `${CLAIM}${new Date(now.getTime() - STALE_CLAIM_HOURS * 3_600_000).toISOString()}`;
  const result = { sent: 0, failed: 0, decisions: 0, capped: false };
  // One statement: the hits of readers who turned the digest off are set aside, not sent later.
  await db
    .prepare(
      `UPDATE saved_search_hits SET sent_at = ?1
       WHERE sent_at IS NULL AND search_id IN (
         SELECT s.id FROM saved_searches s JOIN reminder_settings r ON r.user_id = s.user_id AND r.digest = 0)`,
    )
    .bind(`${MUTED}${now.toISOString()}`)
    .run();
  // Unsent, or claimed by a run that died.
  const open = `(h.sent_at IS NULL OR (h.sent_at LIKE '${CLAIM}%' AND h.sent_at < ?3))`;
  let cursor = '';
  for (;;) {
    const room = maxEmails - result.sent - result.failed;
    const readers = await db
      .prepare(
        `SELECT DISTINCT s.user_id, u.email, COALESCE(r.language, 'en') AS language
         FROM saved_search_hits h JOIN saved_searches s ON s.id = h.search_id
         JOIN user u ON u.id = s.user_id AND u.email_verified = 1
         LEFT JOIN reminder_settings r ON r.user_id = s.user_id
         WHERE s.user_id > ?1 AND COALESCE(r.digest, 1) = 1 AND h.found_at < ?2 AND ${open}
         ORDER BY s.user_id LIMIT ?4`,
      )
      .bind(cursor, before, stale, Math.max(1, Math.min(PAGE_SIZE, room)))
      .all<{ user_id: string; email: string; language: string }>();
    if (readers.results.length === 0) break;
    if (room <= 0) {
      result.capped = true;
      log('warn', 'digest run stopped at its per-run bound; the rest go next run', { maxEmails });
      break;
    }
    for (const reader of readers.results) {
      cursor = reader.user_id;
      try {
        const count = await digestOne(db, options, now, before, stale, reader);
        if (count === 'failed') result.failed += 1;
        else if (count > 0) {
          result.sent += 1;
          result.decisions += count;
        }
      } catch (error) {
        result.failed += 1;
        log('error', 'digest run: a reader’s digest failed', { userId: reader.user_id, ...describeError(error) });
      }
    }
  }
  return result;
}

async function digestOne(
  db: D1Database,
  options: DigestOptions,
  now: Date,
  before: string,
  stale: string,
  reader: { user_id: string; email: string; language: string },
): Promise<number | 'failed'> {
  // Unique per claim (the instant first, so an old mark sorts before the stale limit): two runs
  // with the same clock never mistake each other's claims.
  const mark = `${CLAIM}${now.toISOString()}:${crypto.randomUUID()}`;
  // Claim: one statement, so a concurrent run claims none of the same rows.
  const claimed = await db
    .prepare(
      `UPDATE saved_search_hits SET sent_at = ?1
       WHERE rowid IN (
         SELECT h.rowid FROM saved_search_hits h JOIN saved_searches s ON s.id = h.search_id
         WHERE s.user_id = ?2 AND h.found_at < ?3 AND (h.sent_at IS NULL OR (h.sent_at LIKE '${CLAIM}%' AND h.sent_at < ?4))
         ORDER BY h.found_at LIMIT ?5)
       RETURNING search_id, case_law_id`,
    )
    .bind(mark, reader.user_id, before, stale, MAX_DECISIONS_PER_DIGEST)
    .all<{ search_id: string; case_law_id: string }>();
  if (claimed.results.length === 0) return 0;

  const rows = await db
    .prepare(
      `SELECT h.search_id, s.name, c.id AS case_law_id, c.case_name, c.citation, c.decision_date, c.year
       FROM saved_search_hits h JOIN saved_searches s ON s.id = h.search_id JOIN case_law c ON c.id = h.case_law_id
       WHERE s.user_id = ?1 AND h.sent_at = ?2
       ORDER BY s.name, s.id, c.decision_date DESC, c.case_name`,
    )
    .bind(reader.user_id, mark)
    .all<HitRow>();
  const language: ReminderLanguage = reader.language === 'pt' ? 'pt' : 'en';
  const searches = new Map<string, { name: string; decisions: DigestDecision[] }>();
  for (const row of rows.results) {
    const search = searches.get(row.search_id) ?? { name: row.name, decisions: [] };
    search.decisions.push({
      caseName: row.case_name,
      citation: row.citation,
      decisionDate: row.decision_date,
      year: row.year,
      // The decision's own page (a curated one's static page, a synced one's /case-law/d/<id>).
      url: `${options.origin}${pagePath(decisionPath(row.case_law_id), language)}`,
    });
    searches.set(row.search_id, search);
  }
  const unsubscribe = await unsubscribeParts(options.origin, options.secret, reader.user_id, 'digest');
  const { subject, text } = digestEmail({
    language,
    searches: [...searches.values()],
    unsubscribeUrl: unsubscribe.url,
    settingsUrl: `${options.origin}${pagePath('/tracker', language)}#account`,
  });
  const searchIds = [...searches.keys()];
  try {
    await options.mailer.send({ to: reader.email, subject, text, headers: unsubscribe.headers });
  } catch (error) {
    await db.prepare('UPDATE saved_search_hits SET sent_at = NULL WHERE sent_at = ?1').bind(mark).run();
    log('warn', 'digest e-mail refused; released for the next run', { userId: reader.user_id, ...describeError(error) });
    return 'failed';
  }
  const sentAt = new Date().toISOString();
  await db.batch([
    db.prepare('UPDATE saved_search_hits SET sent_at = ?1 WHERE sent_at = ?2').bind(sentAt, mark),
    db
      .prepare('UPDATE saved_searches SET last_digest_at = ?1 WHERE id IN (SELECT value FROM json_each(?2))')
      .bind(sentAt, JSON.stringify(searchIds)),
  ]);
  return claimed.results.length;
}
