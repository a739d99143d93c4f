/** A reader's reminder e-mail choices, one row an account (none: reminders and the digest on, in English). */
import { eq, sql } from 'drizzle-orm';
import type { ReminderLanguage } from '../../src/domain/reminders/schema';
import { insertSelectWhere } from './capped-insert';
import type { Database } from './client';
import { reminderSettings, user } from './schema';

/** The reader's stored choices, or undefined when they never chose. */
export async function readReminderSettings(db: Database, userId: string) {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).limit(1);
  return row;
}

/** Whether the account's e-mail address is verified (reminders go only to a verified one). */
export async function emailVerified(db: Database, userId: string): Promise<boolean> {
  const [profile] = await db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.id, userId)).limit(1);
  return profile?.emailVerified ?? false;
}

/** Saves the choices in one upsert, and answers the digest switch as stored (kept when `digest` is not given). */
export async function saveReminderSettings(
  db: Database,
  userId: string,
  choice: { enabled: boolean; language: ReminderLanguage; digest?: boolean | undefined },
  now: string,
): Promise<boolean> {
  const { enabled, language, digest } = choice;
  const [saved] = await db
    .insert(reminderSettings)
    .values({ userId, enabled, language, digest: digest ?? true, updatedAt: now })
    .onConflictDoUpdate({
      target: reminderSettings.userId,
      set: { enabled, language, updatedAt: now, ...(digest === undefined ? {} : { digest }) },
    })
    .returning({ digest: reminderSettings.digest });
  return saved?.digest ?? true;
}

/**
 * Turns one switch off (reminders or the weekly digest), the other settings kept; nothing happens
 * for an account deleted since the e-mail was sent. One conditional upsert (INSERT … SELECT …
 * WHERE EXISTS with ON CONFLICT).
 */
export async function switchOff(db: Database, userId: string, which: 'enabled' | 'digest', now: string): Promise<void> {
  await insertSelectWhere(
    db,
    reminderSettings,
    { userId, enabled: which !== 'enabled', digest: which !== 'digest', language: 'en', updatedAt: now },
    [sql`EXISTS (SELECT 1 FROM ${user} WHERE ${user.id} = ${userId})`],
  ).onConflictDoUpdate({
    target: reminderSettings.userId,
    set: { [which]: false, updatedAt: sql.raw('excluded.updated_at') },
  });
}

/** The language the reader chose for e-mails and feeds; undefined when never chosen. */
export async function readerLanguage(db: Database, userId: string): Promise<string | undefined> {
  const [settings] = await db
    .select({ language: reminderSettings.language })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  return settings?.language;
}
