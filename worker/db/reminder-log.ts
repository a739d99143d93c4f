/**
 * The reminder run's exactly-once claims in reminder_log (services/reminders/send.ts): each claim is
 * ONE conditional upsert (`ON CONFLICT … DO UPDATE … WHERE … RETURNING`), so two runs can never both
 * take a reminder; a run's claims are released or marked sent in one batch.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from './client';
import type { DueRow } from './raw/reminders';
import { reminderLog } from './schema';

/**
 * Claims each reminder at `claimedAt` (or takes over a claim older than `stale`), in one batch;
 * answers, for each in order, whether this run holds it.
 */
export async function claimReminders(
  db: Database,
  due: readonly Pick<DueRow, 'id' | 'offset_days' | 'due_date'>[],
  claimedAt: string,
  stale: string,
): Promise<boolean[]> {
  const claims = due.map((task) =>
    db
      .insert(reminderLog)
      .values({ taskId: task.id, offsetDays: task.offset_days, dueDate: task.due_date, status: 'claimed', claimedAt })
      .onConflictDoUpdate({
        target: [reminderLog.taskId, reminderLog.offsetDays, reminderLog.dueDate],
        set: { claimedAt: sql.raw('excluded.claimed_at') },
        setWhere: sql`${eq(reminderLog.status, 'claimed')} AND ${lt(reminderLog.claimedAt, stale)}`,
      })
      .returning({ taskId: reminderLog.taskId }),
  );
  const [first, ...rest] = claims;
  if (!first) return [];
  const held = await db.batch([first, ...rest]);
  return due.map((_, index) => (held[index]?.length ?? 0) > 0);
}

/** A claim as this run made it: the task, the offset, the due date and the claim's instant. */
export type ClaimKey = readonly [taskId: string, offsetDays: number, dueDate: string, claimedAt: string];

/** The log row of this claim. */
function claimed([taskId, offsetDays, dueDate, claimedAt]: ClaimKey) {
  return and(
    eq(reminderLog.taskId, taskId),
    eq(reminderLog.offsetDays, offsetDays),
    eq(reminderLog.dueDate, dueDate),
    eq(reminderLog.claimedAt, claimedAt),
  );
}

/** Deletes this run's claims, so the next run tries again. */
export async function releaseClaims(db: Database, keys: readonly ClaimKey[]): Promise<void> {
  const [first, ...rest] = keys.map((key) => db.delete(reminderLog).where(and(claimed(key), eq(reminderLog.status, 'claimed'))));
  if (first) await db.batch([first, ...rest]);
}

/** Marks this run's claims sent, each at the moment its statement is made. */
export async function markClaimsSent(db: Database, keys: readonly ClaimKey[]): Promise<void> {
  const [first, ...rest] = keys.map((key) =>
    db.update(reminderLog).set({ status: 'sent', sentAt: new Date().toISOString() }).where(claimed(key)),
  );
  if (first) await db.batch([first, ...rest]);
}
