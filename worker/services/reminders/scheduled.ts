/**
 * The scheduled jobs (worker/index.ts), by Cron Trigger (wrangler.toml `crons`):
 *
 * - SYNC_CRON, daily at 03:17 UTC (a quiet hour for the public sources): the case-law sync, then
 *   the most saved searches made once so their ranking is stored (services/alerts/warm.ts), then
 *   the saved-search hits it produced (services/alerts/collect.ts), then the law watch
 *   (services/law-watch/run.ts).
 * - MAIL_CRON, every five minutes from 05:00 to 11:55 UTC: the deadline reminders, then the weekly
 *   digest (Mondays, and the days after while any is left). Each run sends a bounded number of
 *   e-mails and the next run carries on where it stopped, so the day's mail goes out in chunks
 *   that each fit one invocation's limits: Cloudflare allows 1,000 D1 queries per Worker
 *   invocation on Workers Paid (50 on Free) and each Cron Trigger firing is its own invocation.
 *   A reminder e-mail costs two D1 calls (claim, mark sent) and a digest three, so
 *   MAX_EMAILS_PER_RUN (250) and MAX_DIGESTS_PER_RUN (100) keep a run near 820 queries. That is
 *   84 runs a day: up to 21,000 reminder e-mails (each listing all of a reader's due dates) and
 *   8,400 digests a day, with a run that finds nothing due costing one query. The exactly-once
 *   logs (send.ts, digest.ts) make the repeated runs safe.
 *
 * Each job's failure is logged and never stops the others.
 */
import type { Database } from '../../db/client';
import { describeError, log } from '../../log';
import { type SiteEnv, siteOrigin } from '../../site-origin';
import { collectHits } from '../alerts/collect';
import { sendDigests } from '../alerts/digest';
import { warmSavedSearches } from '../alerts/warm';
import { type MailEnv, mailerFor } from '../mail/mailer';
import { sendDueReminders } from './send';

export type ScheduledMailEnv = MailEnv & SiteEnv & { BETTER_AUTH_SECRET?: string };

/** Must match wrangler.toml `crons` (a test checks). */
export const SYNC_CRON = '17 3 * * *';
export const MAIL_CRON = '*/5 5-11 * * *';

function setup(db: Database, env: ScheduledMailEnv, job: string) {
  const origin = siteOrigin(env);
  if (!origin || !env.BETTER_AUTH_SECRET) {
    log('warn', `${job} skipped: SITE_URL (or BETTER_AUTH_SECRET) is not configured`);
    return null;
  }
  return { origin, secret: env.BETTER_AUTH_SECRET, mailer: mailerFor(env, db) };
}

export async function runReminders(db: Database, env: ScheduledMailEnv, now = new Date()): Promise<void> {
  const config = setup(db, env, 'reminders');
  if (!config) return;
  try {
    log('info', 'scheduled reminders', { ...(await sendDueReminders(db, { ...config, now })) });
  } catch (error) {
    log('error', 'scheduled reminders failed', describeError(error));
  }
}

/** After the sync: the searches readers saved most, ranked and counted before a reader opens one. */
export async function runWarm(db: Database): Promise<void> {
  try {
    log('info', 'saved searches ranked', { ...(await warmSavedSearches(db)) });
  } catch (error) {
    log('error', 'ranking saved searches failed', describeError(error));
  }
}

/** After the sync: the new decisions that match saved searches (the digest sends them). */
export async function runAlerts(db: Database, now = new Date()): Promise<void> {
  try {
    log('info', 'saved-search hits collected', { ...(await collectHits(db, { now })) });
  } catch (error) {
    log('error', 'saved-search hit collection failed', describeError(error));
  }
}

/** The weekly digest of saved-search hits (services/alerts/digest.ts). */
export async function runDigest(db: Database, env: ScheduledMailEnv, now = new Date()): Promise<void> {
  const config = setup(db, env, 'digest');
  if (!config) return;
  try {
    log('info', 'scheduled digest', { ...(await sendDigests(db, { ...config, now })) });
  } catch (error) {
    log('error', 'scheduled digest failed', describeError(error));
  }
}

/** MAIL_CRON's run: reminders first (a date matters more than a digest), then the digest. */
export async function runMail(db: Database, env: ScheduledMailEnv, now = new Date()): Promise<void> {
  await runReminders(db, env, now);
  await runDigest(db, env, now);
}
