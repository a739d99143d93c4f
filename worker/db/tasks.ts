/** A case's dated tasks: every statement filters on the owner, so another user's task is not found. */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { StoredTask, UpsertedTask } from '../../src/domain/tasks/in-step';
import { isDecisionAnchor } from '../../src/domain/tasks/kinds';
import { MAX_TASKS_PER_CASE } from '../../src/domain/tasks/schema';
import { type CappedInsert, fromExcluded, insertUnderOwnedCase } from './capped-insert';
import { recordMetDate } from './case-writes';
import type { Database } from './client';
import { caseComplaints, caseEvents, caseTasks } from './schema';

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
 * The statements that keep a case's computed and suggested tasks in step (services/tasks/sync.ts):
 * the inputs read in one round trip, then one batch (one transaction) of conditional upserts and
 * the delete of the tasks the case no longer calls for.
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
export async function taskInputsOf(db: Database, caseId: string, userId: string) {
  const [events, tasks, complaints] = await db.batch([
    db
      .select({ id: caseEvents.id, kind: caseEvents.kind, date: caseEvents.date, description: caseEvents.description })
      .from(caseEvents)
      .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.userId, userId))),
    db
      .select({
        source: caseTasks.source,
        kind: caseTasks.kind,
        subject: caseTasks.subject,
        dueDate: caseTasks.dueDate,
        dueTime: caseTasks.dueTime,
        ruleJson: caseTasks.ruleJson,
      })
      .from(caseTasks)
      .where(and(eq(caseTasks.caseId, caseId), eq(caseTasks.userId, userId), isNotNull(caseTasks.kind))),
    // The complaints chosen decide which limits the case's main date starts and whether interim relief applies.
    db
      .select({ choice: caseComplaints.choice })
      .from(caseComplaints)
      .where(and(eq(caseComplaints.caseId, caseId), eq(caseComplaints.userId, userId))),
  ]);
  const stored = tasks.filter((task): task is StoredTask => task.kind !== null);
  return {
    events: events as DatedEvent[],
    complaintsJson: complaints[0]?.choice,
    anchorRows: stored
      .filter((task) => isDecisionAnchor(task.kind))
      .map(({ kind, dueDate }): Pick<TaskRow, 'kind' | 'dueDate'> => ({ kind, dueDate })),
    stored,
  };
}

/** `a IS NOT b`: changed, NULL included (SQLite's null-safe comparison). */
const changed = (column: SQLiteColumn, incoming: string) => sql`${column} IS NOT ${sql.raw(`excluded.${incoming}`)}`;

/** An upsert of one computed, suggested or decision task: the date, time and working move, the status stays. */
function upsertTask(db: Database, ids: { userId: string; caseId: string }, task: UpsertedTask, now: string) {
  return db
    .insert(caseTasks)
    .values({
      id: crypto.randomUUID(),
      userId: ids.userId,
      caseId: ids.caseId,
      source: task.source,
      kind: task.kind,
      subject: task.subject ?? '',
      dueDate: task.dueDate,
      dueTime: task.dueTime ?? null,
      ruleJson: task.rule ? JSON.stringify(task.rule) : null,
      status: task.status,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [caseTasks.caseId, caseTasks.kind, caseTasks.subject],
      set: fromExcluded(caseTasks, ['dueDate', 'dueTime', 'ruleJson', 'updatedAt']),
      // Only a task whose date, time or working moved is written (its updatedAt with it).
      setWhere: sql`${changed(caseTasks.dueDate, 'due_date')} OR ${changed(caseTasks.dueTime, 'due_time')} OR ${changed(caseTasks.ruleJson, 'rule_json')}`,
    });
}

/**
 * Deletes the case's computed and suggested tasks of the `followed` kinds that are not among `kept`
 * (`kind|subject` each): the tasks the case no longer calls for. Each list is one JSON parameter:
 * D1 binds at most 100 to a statement.
 */
function deleteUnwantedTasks(
  db: Database,
  ids: { userId: string; caseId: string },
  followed: readonly string[],
  kept: readonly string[],
) {
  return db
    .delete(caseTasks)
    .where(
      and(
        eq(caseTasks.caseId, ids.caseId),
        eq(caseTasks.userId, ids.userId),
        inArray(caseTasks.source, ['computed', 'suggested']),
        sql`${caseTasks.kind} IN (SELECT value FROM json_each(${JSON.stringify(followed)}))`,
        sql`(${caseTasks.kind} || '|' || ${caseTasks.subject}) NOT IN (SELECT value FROM json_each(${JSON.stringify(kept)}))`,
      ),
    );
}

/**
 * Upserts the tasks and, with `prune`, deletes the case's computed and suggested tasks of the
 * `followed` kinds that are not among `kept`, in one batch, which D1 runs as one transaction.
 */
export async function writeCaseTasks(
  db: Database,
  ids: { userId: string; caseId: string },
  tasks: readonly UpsertedTask[],
  now: string,
  prune?: { followed: readonly string[]; kept: readonly string[] },
): Promise<void> {
  const statements = [
    ...tasks.map((task) => upsertTask(db, ids, task, now)),
    ...(prune ? [deleteUnwantedTasks(db, ids, prune.followed, prune.kept)] : []),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/**
 * Deletes the user's own task; when nothing was deleted, tells why: no such task of theirs (a 404)
 * or a computed or suggested one, which is not theirs to delete.
 */
export async function removeOwnTask(db: Database, userId: string, id: string): Promise<'deleted' | 'notFound' | 'notOwn'> {
  if (await deleteOwnTask(db, userId, id)) return 'deleted';
  return (await findTask(db, userId, id)) ? 'notOwn' : 'notFound';
}
