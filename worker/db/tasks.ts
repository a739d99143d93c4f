/** A case's dated tasks: every statement filters on the owner, so another user's task is not found. */
import { and, asc, eq } from 'drizzle-orm';
import type { StoredTask, UpsertedTask } from '../../src/domain/tasks/in-step';
import { isDecisionAnchor } from '../../src/domain/tasks/kinds';
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

/*
 * The statements that keep a case's computed and suggested tasks in step (services/tasks/sync.ts).
 * Raw SQL: they run in one D1 batch (one transaction) of conditional upserts (`ON CONFLICT … DO
 * UPDATE … WHERE`) and a delete against JSON lists, which drizzle's builder cannot say as such.
 */

/** A dated event as the task computation reads it. */
export interface DatedEvent {
  id: string;
  kind: string;
  date: string;
  description: string | null;
}

/**
 * What the case's tasks depend on besides its own fields, in one round trip (owner-scoped in SQL):
 * its dated events (each starts a limit), and its tasks of a kind, among them the judgment's dates
 * the claimant entered (anchor rows); the sync compares the rest with what the case calls for.
 */
export async function taskInputsOf(d1: D1Database, caseId: string, userId: string) {
  const [events, tasks, complaints] = await d1.batch([
    d1.prepare('SELECT id, kind, date, description FROM case_events WHERE case_id = ?1 AND user_id = ?2').bind(caseId, userId),
    d1
      .prepare(
        `SELECT source, kind, subject, due_date AS dueDate, due_time AS dueTime, rule_json AS ruleJson
         FROM case_tasks WHERE case_id = ?1 AND user_id = ?2 AND kind IS NOT NULL`,
      )
      .bind(caseId, userId),
    // The complaints chosen decide which limits the case's main date starts and whether interim relief applies.
    d1.prepare('SELECT choice FROM case_complaints WHERE case_id = ?1 AND user_id = ?2').bind(caseId, userId),
  ]);
  const stored = (tasks?.results ?? []) as StoredTask[];
  return {
    events: (events?.results ?? []) as DatedEvent[],
    complaintsJson: ((complaints?.results ?? []) as { choice: string }[])[0]?.choice,
    anchorRows: stored
      .filter((task) => isDecisionAnchor(task.kind))
      .map(({ kind, dueDate }): Pick<TaskRow, 'kind' | 'dueDate'> => ({ kind, dueDate })),
    stored,
  };
}

/** An upsert of one computed, suggested or decision task: the date, time and working move, the status stays. */
function upsertTask(
  d1: D1Database,
  ids: { userId: string; caseId: string },
  task: UpsertedTask,
  now: string,
): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO case_tasks (id, user_id, case_id, source, kind, subject, due_date, due_time, rule_json, status, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11)
       ON CONFLICT (case_id, kind, subject) DO UPDATE SET due_date = excluded.due_date, due_time = excluded.due_time,
         rule_json = excluded.rule_json, updated_at = excluded.updated_at
       WHERE case_tasks.due_date IS NOT excluded.due_date OR case_tasks.due_time IS NOT excluded.due_time
         OR case_tasks.rule_json IS NOT excluded.rule_json`,
    )
    .bind(
      crypto.randomUUID(),
      ids.userId,
      ids.caseId,
      task.source,
      task.kind,
      task.subject ?? '',
      task.dueDate,
      task.dueTime ?? null,
      task.rule ? JSON.stringify(task.rule) : null,
      task.status,
      now,
    );
}

/**
 * Deletes the case's computed and suggested tasks of the `followed` kinds that are not among `kept`
 * (`kind|subject` each): the tasks the case no longer calls for.
 */
function deleteUnwantedTasks(
  d1: D1Database,
  ids: { userId: string; caseId: string },
  followed: readonly string[],
  kept: readonly string[],
): D1PreparedStatement {
  return d1
    .prepare(
      `DELETE FROM case_tasks WHERE case_id = ?1 AND user_id = ?2 AND source IN ('computed', 'suggested')
       AND kind IN (SELECT value FROM json_each(?3))
       AND (kind || '|' || subject) NOT IN (SELECT value FROM json_each(?4))`,
    )
    .bind(ids.caseId, ids.userId, JSON.stringify(followed), JSON.stringify(kept));
}

/**
 * Upserts the tasks and, with `prune`, deletes the case's computed and suggested tasks of the
 * `followed` kinds that are not among `kept`, in one batch, which D1 runs as one transaction.
 */
export async function writeCaseTasks(
  d1: D1Database,
  ids: { userId: string; caseId: string },
  tasks: readonly UpsertedTask[],
  now: string,
  prune?: { followed: readonly string[]; kept: readonly string[] },
): Promise<void> {
  await d1.batch([
    ...tasks.map((task) => upsertTask(d1, ids, task, now)),
    ...(prune ? [deleteUnwantedTasks(d1, ids, prune.followed, prune.kept)] : []),
  ]);
}
