/**
 * A case's calendar subscription: the secret address made (only its hash is kept), and the feed read
 * back by it. The feed's tasks are brought in step with the case first, like the list the app shows.
 */
import { isLocale } from '../../../src/i18n/locales';
import { caseOfFeed, replaceFeed } from '../../db/calendar-feeds';
import type { Database } from '../../db/client';
import { findCase } from '../../db/ownership';
import { readerLanguage } from '../../db/reminder-settings';
import { tasksOfCase } from '../../db/tasks';
import { sha256Hex } from '../sha256';
import { taskFeed } from './feed';
import { rulesOf, syncCaseTasks, taskView } from './sync';

/** 32 random bytes, base64url without padding (43 characters). */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * A new secret for the user's case's feed, or undefined when the case is not theirs. One row a
 * case: making a new address replaces the old hash, so the old address is a 404.
 */
export async function newCalendarFeed(db: Database, userId: string, caseId: string): Promise<string | undefined> {
  const record = await findCase(db, userId, caseId);
  if (!record) return undefined;
  const token = newToken();
  await replaceFeed(db, { caseId: record.id, userId }, await sha256Hex(token), new Date().toISOString());
  return token;
}

/** The calendar at a feed's secret, or undefined when no feed has it (or its owner no longer owns the case). */
export async function calendarOfFeed(db: Database, token: string, now: Date): Promise<string | undefined> {
  // The feed's owner must still own the case (both filters in the one statement).
  const record = await caseOfFeed(db, await sha256Hex(token));
  if (!record) return undefined;
  const desired = await syncCaseTasks(db, record);
  const rows = await tasksOfCase(db, record.userId, record.id);
  const language = await readerLanguage(db, record.userId);
  const ruleOf = rulesOf(rows, desired);
  return taskFeed(
    rows.map((row) => taskView(row, ruleOf(row))),
    isLocale(language) ? language : 'en',
    now,
  );
}
