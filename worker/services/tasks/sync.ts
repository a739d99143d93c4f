/**
 * Keeping a case's computed and suggested tasks in step with the case and its dated events,
 * before any list or feed is read: one D1 batch (a single transaction) of upserts keyed by
 * (case_id, kind, subject) — subject being the dated event an ET1 limit runs from — and one delete. An upsert moves a task's date and keeps its status, so a moved hearing date moves its
 * suggestions while an accepted, done or dismissed one stays so; a task the case no longer calls
 * for (the ET1 filed, the hearing date removed) is deleted. The limits a judgment starts are not
 * the case's to decide: they change only when the claimant enters a judgment's dates.
 */

import { type CaseDates, caseTasksFor, type DesiredTask } from '../../../src/domain/tasks/computed';
import { type Anchors, decisionRule, decisionTasks } from '../../../src/domain/tasks/decisions';
import {
  caseDeadlineKinds,
  type DecisionKind,
  decisionKinds,
  isDecisionAnchor,
  isTaskKind,
  suggestedKinds,
} from '../../../src/domain/tasks/kinds';
import type { TaskRecord, TaskRule } from '../../../src/domain/tasks/record';
import { workerToday } from '../../clock';
import type { TaskRow } from '../../db/tasks';
import { describeError, log } from '../../log';

/**
 * What the case's tasks depend on besides its own fields, in one round trip (owner-scoped in SQL):
 * its dated events (each starts a limit) and the judgment's dates the claimant entered.
 */
async function datesOf(d1: D1Database, caseId: string, userId: string) {
  const [events, anchors] = await d1.batch([
    d1.prepare('SELECT id, kind, date, description FROM case_events WHERE case_id = ?1 AND user_id = ?2').bind(caseId, userId),
    d1
      .prepare(
        "SELECT kind, due_date AS dueDate FROM case_tasks WHERE case_id = ?1 AND user_id = ?2 AND kind IN ('judgmentSent', 'writtenReasonsSent')",
      )
      .bind(caseId, userId),
  ]);
  return {
    events: (events?.results ?? []) as { id: string; kind: string; date: string; description: string | null }[],
    anchors: anchorsOf((anchors?.results ?? []) as { kind: string; dueDate: string }[]),
  };
}

export type { TaskRow };

/** An upsert of one computed, suggested or decision task: the date, time and working move, the status stays. */
export function upsertTask(
  d1: D1Database,
  ids: { userId: string; caseId: string },
  task: {
    source: 'computed' | 'suggested';
    kind: string;
    subject?: string;
    dueDate: string;
    dueTime?: string | null;
    rule: TaskRule | null;
    status: 'open' | 'suggested' | 'done';
  },
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
 * The judgment's dates the claimant entered (kept as done tasks) and the limits they start, in one
 * batch, which D1 runs as one transaction.
 */
export async function upsertJudgmentTasks(
  d1: D1Database,
  ids: { userId: string; caseId: string },
  tasks: ReturnType<typeof decisionTasks>,
  now: string,
): Promise<void> {
  await d1.batch(
    tasks.map((task) =>
      upsertTask(
        d1,
        ids,
        {
          source: 'computed',
          kind: task.kind,
          dueDate: task.dueDate,
          dueTime: task.dueTime,
          rule: task.rule,
          status: isDecisionAnchor(task.kind) ? 'done' : 'open',
        },
        now,
      ),
    ),
  );
}

/** Brings the case's tasks in step with it and its dated events, and answers what it calls for (with each task's rule). */
export async function syncCaseTasks(
  d1: D1Database,
  record: CaseDates & { id: string; userId: string },
  today = workerToday(),
): Promise<DesiredTask[]> {
  const { events, anchors } = await datesOf(d1, record.id, record.userId);
  const desired = caseTasksFor({ ...record, events }, today);
  const now = new Date().toISOString();
  const ids = { userId: record.userId, caseId: record.id };
  // The judgment's limits, worked out again from its dates: a rule change (the EAT appeal from the
  // judgment alone, r.3(3); its 4pm cut-off, r.37(1A)) reaches judgments entered before it.
  const judgmentLimits = decisionTasks(anchors).filter((task) => !isDecisionAnchor(task.kind));
  const followed = [...caseDeadlineKinds, ...suggestedKinds];
  const kept = desired.map((task) => `${task.kind}|${task.subject}`);
  await d1.batch([
    ...desired.map((task) => upsertTask(d1, ids, { ...task, status: task.source === 'suggested' ? 'suggested' : 'open' }, now)),
    ...judgmentLimits.map((task) => upsertTask(d1, ids, { ...task, source: 'computed', status: 'open' }, now)),
    // A task the case no longer calls for (the ET1 filed, an event deleted, the hearing date removed).
    d1
      .prepare(
        `DELETE FROM case_tasks WHERE case_id = ?1 AND user_id = ?2 AND source IN ('computed', 'suggested')
         AND kind IN (SELECT value FROM json_each(?3))
         AND (kind || '|' || subject) NOT IN (SELECT value FROM json_each(?4))`,
      )
      .bind(record.id, record.userId, JSON.stringify(followed), JSON.stringify(kept)),
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
    const fromCase = desired.find((task) => task.kind === row.kind && task.subject === row.subject);
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

/**
 * After a dated event is added or deleted, the case's tasks follow (each event's limit is a task
 * of its own). A failure leaves the event written: the task list and the calendar feed bring the
 * tasks in step whenever they are read.
 */
export async function tasksFollowCase(d1: D1Database, ids: { caseId: string; userId: string }, requestId: string): Promise<void> {
  try {
    const record = await d1
      .prepare(
        `SELECT id, user_id AS userId, claim_type AS claimType, dismissal_date AS dismissalDate, acas_start_date AS acasStartDate,
           acas_end_date AS acasEndDate, et1_filed_date AS et1FiledDate, hearing_date AS hearingDate
         FROM cases WHERE id = ?1 AND user_id = ?2`,
      )
      .bind(ids.caseId, ids.userId)
      .first<CaseDates & { id: string; userId: string }>();
    if (record) await syncCaseTasks(d1, record);
  } catch (error) {
    log('error', 'dated event saved, the case tasks not brought in step', {
      requestId,
      caseId: ids.caseId,
      ...describeError(error),
    });
  }
}
