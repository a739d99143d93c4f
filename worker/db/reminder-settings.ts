/** A reader's reminder e-mail choices, one row an account (none: reminders and the digest on, in English). */
import { eq } from 'drizzle-orm';
import type { ReminderLanguage } from '../../src/domain/reminders/schema';
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
 * for an account deleted since the e-mail was sent. Raw SQL: a conditional upsert (INSERT … SELECT
 * … WHERE EXISTS with ON CONFLICT), one statement. The column name comes from this fixed choice,
 * never from the request.
 */
export async function switchOff(d1: D1Database, userId: string, which: 'enabled' | 'digest', now: string): Promise<void> {
  const column = which === 'digest' ? 'digest' : 'enabled';
  await d1
    .prepare(
      `INSERT INTO reminder_settings (user_id, enabled, digest, language, updated_at)
       SELECT ?1, ?2, ?3, 'en', ?4 WHERE EXISTS (SELECT 1 FROM user WHERE id = ?1)
       ON CONFLICT (user_id) DO UPDATE SET ${column} = 0, updated_at = excluded.updated_at`,
    )
    .bind(userId, column === 'enabled' ? 0 : 1, column === 'digest' ? 0 : 1, now)
    .run();
}

/** The language the reader chose for e-mails and feeds; undefined when never chosen. */
export async function readerLanguage(db: Database, userId: string): Promise<string | undefined> {
  const [settings] = await db
    .select({ language: reminderSettings.language })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  return settings?.language;
}
