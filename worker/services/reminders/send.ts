/**
 * The reminder run: e-mails each reader whose open tasks owe a reminder today
 * (14, 7, 2, 1 days before and on the day, Europe/London; the missed-run rule of
 * src/domain/reminders/offsets.ts), exactly once.
 *
 * Exactly once: before an e-mail is sent, each (task, offset, due date) it covers is claimed in
 * reminder_log by one INSERT … ON CONFLICT; only the rows this run inserted (RETURNING) go into the
 * e-mail, so a re-run or an overlapping run finds them taken and sends nothing. A successful send
 * marks them 'sent'; a failed one deletes this run's claims so the next run tries again. A claim
 * still 'claimed' after STALE_CLAIM_HOURS belongs to a run that died between claiming and
 * finishing, and may be taken over (by one run only: the takeover is the same conditional upsert).
 *
 * One e-mail per reader per run, listing all their due tasks: a reader with five dates this week
 * gets one message, not five, and each e-mail is one subrequest (see MAX_EMAILS_PER_RUN).
 *
 * Never logged: addresses, task titles or notes (counts and ids only).
 */
import { addDays, todayInLondon } from '../../../src/domain/calendar';
import { type ReminderTask, reminderEmail } from '../../../src/domain/reminders/email';
import { offsetBands, REMINDER_HORIZON_DAYS } from '../../../src/domain/reminders/offsets';
import type { ReminderLanguage } from '../../../src/domain/reminders/schema';
import { taskFromOrder } from '../../../src/domain/tasks/from-order';
import type { TaskRule } from '../../../src/domain/tasks/rules';
import type { Database } from '../../db/client';
import { type DueParams, type DueRow, dueRowsOf, readersAfter, readersLeftAfter } from '../../db/raw/reminders';
import { type ClaimKey, claimReminders, markClaimsSent, releaseClaims } from '../../db/reminder-log';
import { describeError, log } from '../../log';
import type { Mailer } from '../mail/mailer';
import { pagePath, unsubscribeParts } from './links';

/**
 * At most this many e-mails per run: each costs two D1 calls (the claim batch and the 'sent' mark)
 * and one call to the mail service, and a Cron Trigger invocation may make 1,000 D1 queries
 * (Workers Paid; 50 on Free). With the digest's share in the same run, 250 keeps the run near 820
 * (services/reminders/scheduled.ts, where MAIL_CRON repeats the run every five minutes through the
 * morning). Readers past the bound are not lost: their reminders stay unclaimed and the next run
 * sends them (the missed-run rule keeps it to one each).
 */
export const MAX_EMAILS_PER_RUN = 250;
/** Readers per page (keyset pagination on user id): one query for the page's tasks. */
const PAGE_SIZE = 50;
/**
 * A claim older than this belongs to a crashed run. A Cron Trigger invocation ends within 15
 * minutes, so an hour is well past any live run; shorter than the day between runs, so tomorrow's
 * run retries it. A run that crashed after the mail service accepted the message may thus send it
 * again: a second reminder is better than a missed date.
 */
export const STALE_CLAIM_HOURS = 1;

/** A task's stored rule and working (written by services/tasks/sync.ts); null when absent or unreadable. */
function ruleOf(json: string | null): TaskRule | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && 'type' in value ? (value as TaskRule) : null;
  } catch {
    return null;
  }
}

export interface ReminderRunOptions {
  mailer: Mailer;
  /** The site's origin, for links (worker/site-origin.ts siteOrigin). */
  origin: string;
  /** BETTER_AUTH_SECRET, from which the unsubscribe key is derived. */
  secret: string;
  now?: Date;
  maxEmails?: number;
}

export interface ReminderRunResult {
  /** E-mails the mail service accepted. */
  sent: number;
  /** E-mails it refused (their claims released for the next run). */
  failed: number;
  /** Reminders (task and offset) in the accepted e-mails. */
  reminders: number;
  /** True when the per-run bound stopped the run with readers still waiting. */
  capped: boolean;
}

export async function sendDueReminders(db: Database, options: ReminderRunOptions): Promise<ReminderRunResult> {
  const now = options.now ?? new Date();
  const maxEmails = options.maxEmails ?? MAX_EMAILS_PER_RUN;
  const today = todayInLondon(now);
  const bands = offsetBands(today);
  const upTo = (offset: number) => bands.find((band) => band.offset === offset)?.upTo ?? today;
  const stale = new Date(now.getTime() - STALE_CLAIM_HOURS * 3_600_000).toISOString();
  const params: DueParams = [today, upTo(0), upTo(1), upTo(2), upTo(7), addDays(today, REMINDER_HORIZON_DAYS), stale];

  const result: ReminderRunResult = { sent: 0, failed: 0, reminders: 0, capped: false };
  let cursor = '';
  for (;;) {
    const room = maxEmails - result.sent - result.failed;
    if (room <= 0) {
      // Anyone left? Then the bound stopped us (logged, so a growing backlog is seen).
      result.capped = await readersLeftAfter(db, params, cursor);
      break;
    }
    const ids = await readersAfter(db, params, cursor, Math.min(PAGE_SIZE, room));
    if (ids.length === 0) break;
    cursor = ids[ids.length - 1] ?? cursor;

    const rows = await dueRowsOf(db, params, ids);
    const byUser = new Map<string, DueRow[]>();
    for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);

    for (const [userId, tasks] of byUser) {
      // One reader's failure (a refused address, a malformed row) never stops the others.
      try {
        const outcome = await remindOne(db, options, now, today, userId, tasks);
        if (outcome === 'failed') result.failed += 1;
        else if (outcome > 0) {
          result.sent += 1;
          result.reminders += outcome;
        }
      } catch (error) {
        result.failed += 1;
        log('error', 'reminder run: a reader’s reminders failed', { userId, ...describeError(error) });
      }
    }
  }
  if (result.capped) log('warn', 'reminder run stopped at its per-run bound; the rest go next run', { maxEmails });
  return result;
}

async function remindOne(
  db: Database,
  options: ReminderRunOptions,
  now: Date,
  today: string,
  userId: string,
  due: DueRow[],
): Promise<number | 'failed'> {
  const claimedAt = now.toISOString();
  const stale = new Date(now.getTime() - STALE_CLAIM_HOURS * 3_600_000).toISOString();
  // Claim every reminder first; only those this run inserted (or took over from a crashed run) go out.
  const held = await claimReminders(db, due, claimedAt, stale);
  const mine = due.filter((_, index) => held[index]);
  const first = mine[0];
  if (!first) return 0;

  const language: ReminderLanguage = first.language === 'pt' ? 'pt' : 'en';
  const unsubscribe = await unsubscribeParts(options.origin, options.secret, userId, 'reminders');
  const tasks: ReminderTask[] = mine.map((task) => ({
    source: task.source,
    kind: task.kind,
    title: task.title,
    notes: task.notes,
    dueDate: task.due_date,
    dueTime: task.due_time,
    caseLabel: task.employer_name,
    caseUrl: `${options.origin}${pagePath('/tracker', language)}?case=${encodeURIComponent(task.case_id)}`,
    rule: ruleOf(task.rule_json),
    fromOrder: taskFromOrder(task.order_direction),
  }));
  const { subject, text } = reminderEmail({
    language,
    today,
    tasks,
    unsubscribeUrl: unsubscribe.url,
    settingsUrl: `${options.origin}${pagePath('/tracker', language)}#account`,
  });

  const keys = mine.map((task): ClaimKey => [task.id, task.offset_days, task.due_date, claimedAt]);
  try {
    await options.mailer.send({ to: first.email, subject, text, headers: unsubscribe.headers });
  } catch (error) {
    // Released, so the next run tries again.
    await releaseClaims(db, keys);
    log('warn', 'reminder e-mail refused; released for the next run', {
      userId,
      reminders: mine.length,
      ...describeError(error),
    });
    return 'failed';
  }
  await markClaimsSent(db, keys);
  return mine.length;
}
