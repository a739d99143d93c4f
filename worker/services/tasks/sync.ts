/**
 * Keeping a case's computed and suggested tasks in step with the case (issue 15), before any list
 * or feed is read: one D1 batch (a single transaction) of upserts keyed by (case_id, kind) and one
 * delete. An upsert moves a task's date and keeps its status, so a moved hearing date moves its
 * suggestions while an accepted, done or dismissed one stays so; a task the case no longer calls
 * for (the ET1 filed, the hearing date removed) is deleted. The limits a judgment starts are not
 * the case's to decide: they change only when the claimant enters a judgment's dates.
 */

import { type CaseDates, caseTasksFor, type DesiredTask } from '../../../src/domain/tasks/computed';
import { type Anchors, decisionRule } from '../../../src/domain/tasks/decisions';
import { caseDeadlineKinds, type DecisionKind, decisionKinds, isTaskKind, suggestedKinds } from '../../../src/domain/tasks/kinds';
import type { TaskRecord, TaskRule } from '../../../src/domain/tasks/record';
import { workerToday } from '../../clock';
import type { caseTasks } from '../../db/schema';

export type TaskRow = typeof caseTasks.$inferSelect;

/** The columns of a row under the names drizzle gives them, for raw statements. */
export const TASK_COLUMNS = `id, user_id AS userId, case_id AS caseId, source, kind, title, due_date AS dueDate,
  due_time AS dueTime, notes, status, created_at AS createdAt, updated_at AS updatedAt`;

/** An upsert of one computed, suggested or decision task: the date moves, the status stays. */
export function upsertTask(
  d1: D1Database,
  ids: { userId: string; caseId: string },
  task: { source: 'computed' | 'suggested'; kind: string; dueDate: string; status: 'open' | 'suggested' | 'done' },
  now: string,
): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO case_tasks (id, user_id, case_id, source, kind, due_date, status, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)
       ON CONFLICT (case_id, kind) DO UPDATE SET due_date = excluded.due_date, updated_at = excluded.updated_at
       WHERE case_tasks.due_date IS NOT excluded.due_date`,
    )
    .bind(crypto.randomUUID(), ids.userId, ids.caseId, task.source, task.kind, task.dueDate, task.status, now);
}

/** Brings the case's tasks in step with it and answers what it calls for (with each task's rule). */
export async function syncCaseTasks(
  d1: D1Database,
  record: CaseDates & { id: string; userId: string },
  today = workerToday(),
): Promise<DesiredTask[]> {
  const desired = caseTasksFor(record, today);
  const now = new Date().toISOString();
  const ids = { userId: record.userId, caseId: record.id };
  const followed = [...caseDeadlineKinds, ...suggestedKinds];
  const kept = desired.map((task) => task.kind);
  const stale = followed.filter((kind) => !kept.includes(kind));
  await d1.batch([
    ...desired.map((task) => upsertTask(d1, ids, { ...task, status: task.source === 'suggested' ? 'suggested' : 'open' }, now)),
    d1
      .prepare(
        `DELETE FROM case_tasks WHERE case_id = ?1 AND user_id = ?2 AND source IN ('computed', 'suggested')
         AND kind IN (SELECT value FROM json_each(?3))`,
      )
      .bind(record.id, record.userId, JSON.stringify(stale)),
  ]);
  return desired;
}

/** The judgment's dates the claimant entered, from its anchor rows. */
export function anchorsOf(rows: readonly Pick<TaskRow, 'kind' | 'dueDate'>[]): Anchors {
  const dateOf = (kind: string) => rows.find((row) => row.kind === kind)?.dueDate ?? null;
  return { judgmentSent: dateOf('judgmentSent'), writtenReasonsSent: dateOf('writtenReasonsSent') };
}

/** Each row's rule: from what the case calls for, or from the judgment's dates. */
export function rulesOf(rows: readonly TaskRow[], desired: readonly DesiredTask[]): (row: TaskRow) => TaskRule | null {
  const anchors = anchorsOf(rows);
  return (row) => {
    if (row.source === 'own' || row.kind === null) return null;
    const fromCase = desired.find((task) => task.kind === row.kind);
    if (fromCase) return fromCase.rule;
    return (decisionKinds as readonly string[]).includes(row.kind) ? decisionRule(row.kind as DecisionKind, anchors) : null;
  };
}

export function taskView(row: TaskRow, rule: TaskRule | null): TaskRecord {
  return {
    id: row.id,
    caseId: row.caseId,
    source: row.source === 'computed' || row.source === 'suggested' ? row.source : 'own',
    kind: isTaskKind(row.kind) ? row.kind : null,
    title: row.title,
    dueDate: row.dueDate,
    dueTime: row.dueTime,
    notes: row.notes,
    status: row.status === 'done' || row.status === 'suggested' || row.status === 'dismissed' ? row.status : 'open',
    rule,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
