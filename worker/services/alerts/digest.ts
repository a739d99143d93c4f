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
import { CLAIM, claimedHits, MUTED, markDigestSent, muteHits, releaseClaim } from '../../db/alerts';
import type { Database } from '../../db/client';
import { claimHits, digestReaders } from '../../db/raw/digest-hits';
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

export interface DigestOptions {
  mailer: Mailer;
  origin: string;
  secret: string;
  now?: Date;
  maxEmails?: number;
}

export async function sendDigests(
  db: Database,
  options: DigestOptions,
): Promise<{ sent: number; failed: number; decisions: number; capped: boolean }> {
  const now = options.now ?? new Date();
  const maxEmails = options.maxEmails ?? MAX_DIGESTS_PER_RUN;
  const before = latestMonday(todayInLondon(now));
  const stale = `${CLAIM}${new Date(now.getTime() - STALE_CLAIM_HOURS * 3_600_000).toISOString()}`;
  const result = { sent: 0, failed: 0, decisions: 0, capped: false };
  // One statement: the hits of readers who turned the digest off are set aside, not sent later.
  await muteHits(db, `${MUTED}${now.toISOString()}`);
  let cursor = '';
  for (;;) {
    const room = maxEmails - result.sent - result.failed;
    // Readers with hits unsent, or claimed by a run that died.
    const readers = await digestReaders(db, { cursor, before, stale, limit: Math.max(1, Math.min(PAGE_SIZE, room)) });
    if (readers.length === 0) break;
    if (room <= 0) {
      result.capped = true;
      log('warn', 'digest run stopped at its per-run bound; the rest go next run', { maxEmails });
      break;
    }
    for (const reader of readers) {
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
  db: Database,
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
  const claimed = await claimHits(db, { mark, userId: reader.user_id, before, stale, limit: MAX_DECISIONS_PER_DIGEST });
  if (claimed.length === 0) return 0;

  const rows = await claimedHits(db, reader.user_id, mark);
  const language: ReminderLanguage = reader.language === 'pt' ? 'pt' : 'en';
  const searches = new Map<string, { name: string; decisions: DigestDecision[] }>();
  for (const row of rows) {
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
    await releaseClaim(db, mark);
    log('warn', 'digest e-mail refused; released for the next run', { userId: reader.user_id, ...describeError(error) });
    return 'failed';
  }
  const sentAt = new Date().toISOString();
  await markDigestSent(db, mark, sentAt, searchIds);
  return claimed.length;
}
