/** Reminder e-mail choices and the reminders sent. */
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { user } from './auth-schema';
import { caseTasks } from './cases-schema';

/** Per-account reminder choices: on by default once the e-mail is verified, in the account's language. */
export const reminderSettings = sqliteTable('reminder_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
  /** 'en' or 'pt'. */
  language: text('language').notNull().default('en'),
  /** The weekly case-law digest of saved searches: off after its unsubscribe link, searches kept. */
  digest: integer('digest', { mode: 'boolean' }).notNull().default(true),
  updatedAt: text('updated_at').notNull(),
});

/**
 * Reminders sent: one row per task, offset (days before: 14, 7, 2, 1, 0) and due date,
 * claimed before the e-mail is sent, so a re-run or an overlapping run of the cron sends nothing
 * twice; a failed send removes its claim and is tried again on the next run.
 */
export const reminderLog = sqliteTable(
  'reminder_log',
  {
    taskId: text('task_id')
      .notNull()
      .references(() => caseTasks.id, { onDelete: 'cascade' }),
    offsetDays: integer('offset_days').notNull(),
    /** The task's due date when the reminder was due (a moved task is reminded again). */
    dueDate: text('due_date').notNull(),
    /** 'claimed' while sending, then 'sent'. */
    status: text('status').notNull(),
    claimedAt: text('claimed_at').notNull(),
    sentAt: text('sent_at'),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.offsetDays, table.dueDate] })],
);
