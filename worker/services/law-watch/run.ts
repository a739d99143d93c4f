/**
 * The law watch's daily run (after the case-law sync, worker/index.ts): for each provision the
 * figures table watches, legislation.gov.uk's CLML (in-force status, Commencement Information,
 * commencements recorded but not applied); for each watched Act, the UK Statutory Instruments list
 * of its commencement regulations (instruments.ts says which documented endpoint). Each reading is
 * compared with the last stored one; news (src/domain/law-watch.ts `isNews`) raises a notice on the
 * admin page and one e-mail to the admins. Nothing here changes a figure: only an edit to the
 * figures table does.
 *
 * Source errors are answered as the case-law sync answers them (the same polite client: a timeout
 * per request, bounded retries with backoff on 429 and 5xx honouring Retry-After, a cut-off or
 * malformed XML refused by the parser): a target that fails keeps its stored reading and raises
 * nothing, is named in the run's failures, and is read again the next day.
 *
 * Limits of one Cron invocation (it shares the daily one with the case-law sync): 5 provisions and
 * 1 list today, so at most 6 requests (18 with every retry) spaced 150 ms apart, well inside
 * legislation.gov.uk's 3,000 requests per 5 minutes; MAX_TARGETS caps a run at 30 reads whatever
 * the table grows to, and TIME_BUDGET_MS stops starting new reads after two minutes (a read already
 * running still ends within its 15-second timeout and retries), so a slow source cannot use up the
 * invocation's 15 minutes. D1: one read of the stored readings, one batch (two statements a
 * target), the run's two statements, and the e-mail's claim plus one per admin.
 */

import { formatLongDate } from '../../../src/domain/format';
import {
  type InstrumentsReading,
  isNews,
  itemOf,
  legislationUrl,
  type ProvisionReading,
  type Reading,
  type RowRef,
  watchedActs,
  watchedProvisions,
} from '../../../src/domain/law-watch';
import { lawWatchEmail } from '../../../src/domain/law-watch-email';
import { localizePath } from '../../../src/i18n/locales';
import type { Database } from '../../db/client';
import {
  adminRecipients,
  claimUnmailed,
  finishRun,
  type ReadingToStore,
  readObservations,
  releaseClaim,
  startRun,
  storeReadings,
} from '../../db/law-watch';
import { describeError, log } from '../../log';
import { type SiteEnv, siteOrigin } from '../../site-origin';
import { type Fetcher, politeClient, SourceError } from '../caselaw/http';
import { type MailEnv, mailerFor } from '../mail/mailer';
import { parseProvision } from './clml';
import { instrumentsFeedUrl, instrumentsPageUrl, parseInstruments } from './instruments';

export type LawWatchEnv = MailEnv & SiteEnv & { LEGISLATION_API_BASE?: string };

export const MAX_TARGETS = 30;
export const TIME_BUDGET_MS = 120_000;

export interface LawWatchOptions {
  fetcher?: Fetcher;
  sleep?: (ms: number) => Promise<void>;
}

export interface LawWatchResult {
  checked: number;
  notices: number;
  /** E-mails sent (one per admin with new notices). */
  emails: number;
  failures: { target: string; message: string }[];
}

interface Read {
  target: string;
  reading: Reading;
  rows: RowRef[];
  sourceUrl: string;
}

function failureMessage(error: unknown): string {
  return error instanceof SourceError ? error.message : 'The check stopped on an unexpected error.';
}

async function readAll(
  env: LawWatchEnv,
  options: LawWatchOptions,
): Promise<{ reads: Read[]; failures: LawWatchResult['failures'] }> {
  const base = env.LEGISLATION_API_BASE ?? 'https://www.legislation.gov.uk';
  const get = politeClient({
    fetcher: options.fetcher ?? fetch,
    ...(options.sleep ? { sleep: options.sleep } : {}),
    intervalMs: 150,
  });
  const deadline = Date.now() + TIME_BUDGET_MS;
  const reads: Read[] = [];
  const failures: LawWatchResult['failures'] = [];
  const titles = new Map<string, string>();
  let started = 0;
  const canStart = (target: string) => {
    if (started < MAX_TARGETS && Date.now() < deadline) {
      started += 1;
      return true;
    }
    failures.push({ target, message: 'Not read: the run reached its limit of requests or time; it is read on the next run.' });
    return false;
  };

  for (const { provision, rows } of watchedProvisions()) {
    if (!canStart(provision)) continue;
    try {
      const { reading, title } = parseProvision(await get(`${base}/${provision}/data.xml`, 'application/xml'), provision);
      if (title) titles.set(itemOf(provision), title);
      reads.push({ target: provision, reading, rows, sourceUrl: legislationUrl(provision) });
    } catch (error) {
      failures.push({ target: provision, message: failureMessage(error) });
    }
  }
  for (const { act, rows } of watchedActs()) {
    const target = `instruments:${act}`;
    // The list is searched by the Act's title, read from its provisions' metadata this run.
    const title = titles.get(act);
    if (!title) {
      failures.push({ target, message: `Not read: no provision of ${act} could be read, so its title is not known.` });
      continue;
    }
    if (!canStart(target)) continue;
    try {
      const reading = parseInstruments(await get(instrumentsFeedUrl(base, title), 'application/atom+xml'), title);
      reads.push({ target, reading, rows, sourceUrl: instrumentsPageUrl(title) });
    } catch (error) {
      failures.push({ target, message: failureMessage(error) });
    }
  }
  return { reads, failures };
}

/** The readings, each compared with the stored one: what to store, and which are news. */
function compare(reads: readonly Read[], stored: Map<string, { reading: string }>): ReadingToStore[] {
  return reads.map(({ target, reading, rows, sourceUrl }) => {
    const json = JSON.stringify(reading);
    const previous = stored.get(target)?.reading;
    const before = previous === undefined ? null : (JSON.parse(previous) as ProvisionReading | InstrumentsReading);
    const news = previous !== json && isNews(before, reading);
    return { target, reading: json, previous, notice: news ? { id: crypto.randomUUID(), sourceUrl, rows } : null };
  });
}

/** One e-mail per admin for the notices not yet mailed (this run's, and any whose e-mail failed before). */
export async function mailNotices(db: Database, env: LawWatchEnv, now: string): Promise<number> {
  const notices = await claimUnmailed(db, now);
  if (notices.length === 0) return 0;
  const admins = await adminRecipients(db);
  const origin = siteOrigin(env);
  const adminUrl = (language: 'en' | 'pt') => `${origin ?? ''}${localizePath('/case-law/admin', language)}`;
  const mailer = mailerFor(env, db);
  let sent = 0;
  for (const admin of admins) {
    const language = admin.language === 'pt' || admin.language === 'en' ? admin.language : null;
    const message = lawWatchEmail({
      language,
      notices,
      adminUrl: { en: adminUrl('en'), pt: adminUrl('pt') },
      longDate: formatLongDate,
    });
    try {
      await mailer.send({ to: admin.email, ...message });
      sent += 1;
    } catch (error) {
      log('warn', 'law-watch e-mail not sent', describeError(error));
    }
  }
  // Nobody could be told (no admin, or no mail service): the notices wait for the next run's e-mail.
  if (sent === 0)
    await releaseClaim(
      db,
      notices.map((notice) => notice.id),
      now,
    );
  return sent;
}

export async function runLawWatch(db: Database, env: LawWatchEnv, options: LawWatchOptions = {}): Promise<LawWatchResult> {
  const id = crypto.randomUUID();
  await startRun(db, id, new Date().toISOString());
  const { reads, failures } = await readAll(env, options);
  const stored = await readObservations(db);
  const now = new Date().toISOString();
  const notices = await storeReadings(db, compare(reads, stored), now);
  const emails = await mailNotices(db, env, now);
  await finishRun(db, id, { finishedAt: new Date().toISOString(), checked: reads.length, notices, failures });
  return { checked: reads.length, notices, emails, failures };
}

/** The Cron Trigger's run: logged, and never throwing (a failure waits for the next day's run). */
export async function scheduledLawWatch(db: Database, env: LawWatchEnv): Promise<void> {
  try {
    const result = await runLawWatch(db, env);
    log(result.failures.length === 0 ? 'info' : 'warn', 'law watch', {
      checked: result.checked,
      notices: result.notices,
      emails: result.emails,
      failures: result.failures,
    });
  } catch (error) {
    log('error', 'law watch failed', describeError(error));
  }
}
