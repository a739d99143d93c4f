/**
 * The scheduled e-mail jobs of the daily Cron Trigger (worker/index.ts): the reminders, and after
 * the case-law sync the saved-search hits and the weekly digest. Each job's failure is logged and
 * never stops the others.
 */
import { describeError, log } from '../../log';
import { collectHits } from '../alerts/collect';
import { sendDigests } from '../alerts/digest';
import { type MailEnv, mailerFor } from '../mail/mailer';
import { type SiteEnv, siteOrigin } from './links';
import { sendDueReminders } from './send';

export type ScheduledMailEnv = MailEnv & SiteEnv & { BETTER_AUTH_SECRET?: string };

function setup(env: ScheduledMailEnv, job: string) {
  const origin = siteOrigin(env);
  if (!origin || !env.BETTER_AUTH_SECRET) {
    log('warn', `${job} skipped: SITE_URL (or BETTER_AUTH_SECRET) is not configured`);
    return null;
  }
  return { origin, secret: env.BETTER_AUTH_SECRET, mailer: mailerFor(env) };
}

export async function runReminders(env: ScheduledMailEnv, now = new Date()): Promise<void> {
  const config = setup(env, 'reminders');
  if (!config) return;
  try {
    log('info', 'scheduled reminders', { ...(await sendDueReminders(env.DB, { ...config, now })) });
  } catch (error) {
    log('error', 'scheduled reminders failed', describeError(error));
  }
}

/** After the sync: new decisions for saved searches, then the weekly digest. */
export async function runAlerts(env: ScheduledMailEnv, now = new Date()): Promise<void> {
  try {
    log('info', 'saved-search hits collected', { ...(await collectHits(env.DB, { now })) });
  } catch (error) {
    log('error', 'saved-search hit collection failed', describeError(error));
  }
  const config = setup(env, 'digest');
  if (!config) return;
  try {
    log('info', 'scheduled digest', { ...(await sendDigests(env.DB, { ...config, now })) });
  } catch (error) {
    log('error', 'scheduled digest failed', describeError(error));
  }
}
