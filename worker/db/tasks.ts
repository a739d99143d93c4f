/** A case's dated tasks: every statement filters on the owner, so another user's task is not found. */
import { and, asc, eq } from 'drizzle-orm';
import { MAX_TASKS_PER_CASE } from '../../src/domain/tasks/schema';
import { type CappedInsert, insertUnderOwnedCase } from './capped-insert';
import { recordMetDate } from './case-writes';
import type { Database } from './client';
import { caseTasks } from './schema';

export type TaskRow = typeof caseTasks.$inferSelect;
type OwnTaskFields = Pick<TaskRow, 'title' | 'dueDate' | 'dueTime' | 'notes' | 'orderDirection'>;

/** The case's tasks as stored; the caller has checked the case is the user's. */
export function tasksOfCase(db: Database, userId: string, caseId: string) {
  return db
    .select()
    .from(caseTasks)
    .where(and(eq(caseTasks.caseId, caseId), eq(caseTasks.userId, userId)));
}

/** The case's tasks by date and time (then as added). */
export function caseTaskRows(db: Database, userId: string, caseId: string): Promise<TaskRow[]> {
  return tasksOfCase(db, userId, caseId).orderBy(asc(caseTasks.dueDate), asc(caseTasks.dueTime), asc(caseTasks.createdAt));
}

/** The user's task, or undefined. */
export async function findTask(db: Database, userId: string, id: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(caseTasks)
    .where(and(eq(caseTasks.id, id), eq(caseTasks.userId, userId)))
    .limit(1);
  return row;
}

/** The claimant's own task, written only under their case and below MAX_TASKS_PER_CASE. */
export function insertOwnTask(
  db: Database,
  owner: { userId: string; caseId: string },
  fields: OwnTaskFields,
  now: string,
): Promise<CappedInsert<TaskRow>> {
  return insertUnderOwnedCase(
    db,
    caseTasks,
    { id: crypto.randomUUID(), ...owner, source: 'own', kind: null, status: 'open', ...fields, createdAt: now, updatedAt: now },
    { cap: MAX_TASKS_PER_CASE },
  );
}

/** Each task's kind and date, for the judgment's dates already entered. */
export function taskDates(db: Database, userId: string, caseId: string): Promise<Pick<TaskRow, 'kind' | 'dueDate'>[]> {
  return db
    .select({ kind: caseTasks.kind, dueDate: caseTasks.dueDate })
    .from(caseTasks)
    .where(and(eq(caseTasks.caseId, caseId), eq(caseTasks.userId, userId)));
}

/**
 * A statutory task done on a day: the day becomes the case's record (kept if one is already there)
 * and the task is done, in one batch, which D1 runs as one transaction.
 */
export async function markDoneOn(
  db: Database,
  task: Pick<TaskRow, 'id' | 'caseId' | 'userId'>,
  field: 'et1FiledDate' | 'acasStartDate',
  date: string,
  now: string,
): Promise<void> {
  await db.batch([
    recordMetDate(db, { id: task.caseId, userId: task.userId }, field, date, now),
    db
      .update(caseTasks)
      .set({ status: 'done', updatedAt: now })
      .where(and(eq(caseTasks.id, task.id), eq(caseTasks.userId, task.userId))),
  ]);
}

/** Changes the user's task; undefined when they have no such task. */
export async function updateTask(
  db: Database,
  userId: string,
  id: string,
  changes: Partial<Pick<TaskRow, 'title' | 'dueDate' | 'dueTime' | 'notes' | 'status' | 'orderDirection'>>,
  now: string,
): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(caseTasks)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(caseTasks.id, id), eq(caseTasks.userId, userId)))
    .returning();
  return row;
}

/** Deletes the user's own task (computed and suggested ones are not theirs to delete); false when nothing was deleted. */
export async function deleteOwnTask(db: Database, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .delete(caseTasks)
    .where(and(eq(caseTasks.id, id), eq(caseTasks.userId, userId), eq(caseTasks.source, 'own')))
    .returning({ id: caseTasks.id });
  return row !== undefined;
}
