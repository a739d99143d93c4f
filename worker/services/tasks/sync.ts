/**
 * Keeping a case's computed and suggested tasks in step with the case and its dated events,
 * before any list or feed is read: one D1 batch (a single transaction) of upserts keyed by
 * (case_id, kind, subject) — subject being the dated event an ET1 limit runs from — and one delete. An upsert moves a task's date and keeps its status, so a moved hearing date moves its
 * suggestions while an accepted, done or dismissed one stays so; a task the case no longer calls
 * for (the ET1 filed, the hearing date removed) is deleted. The limits a judgment starts are not
 * the case's to decide: they change only when the claimant enters a judgment's dates.
 */

import { storedChoice } from '../../../src/domain/complaints';
import { type CaseDates, caseTasksFor, type DesiredTask } from '../../../src/domain/tasks/computed';
import { type Anchors, decisionRule, decisionTasks } from '../../../src/domain/tasks/decisions';
import { taskFromOrder } from '../../../src/domain/tasks/from-order';
import { tasksInStep } from '../../../src/domain/tasks/in-step';
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
import { caseDatesOf } from '../../db/cases';
import type { Database } from '../../db/client';
import { type TaskRow, taskInputsOf, writeCaseTasks } from '../../db/tasks';
import { describeError, log } from '../../log';

/** What the case's tasks depend on besides its own fields: its dated events and the judgment's dates. */
async function datesOf(db: Database, caseId: string, userId: string) {
  const { events, anchorRows, stored, complaintsJson } = await taskInputsOf(db, caseId, userId);
  return { events, anchors: anchorsOf(anchorRows), stored, complaints: storedChoice(complaintsJson) };
}

export type { TaskRow };

/**
 * The judgment's dates the claimant entered (kept as done tasks) and the limits they start, in one
 * batch, which D1 runs as one transaction.
 */
export async function upsertJudgmentTasks(
  db: Database,
  ids: { userId: string; caseId: string },
  tasks: ReturnType<typeof decisionTasks>,
  now: string,
): Promise<void> {
  await writeCaseTasks(
    db,
    ids,
    tasks.map((task) => ({
      source: 'computed',
      kind: task.kind,
      dueDate: task.dueDate,
      dueTime: task.dueTime,
      rule: task.rule,
      status: isDecisionAnchor(task.kind) ? 'done' : 'open',
    })),
    now,
  );
}

/** Brings the case's tasks in step with it and its dated events, and answers what it calls for (with each task's rule). */
export async function syncCaseTasks(
  db: Database,
  record: CaseDates & { id: string; userId: string },
  today = workerToday(),
): Promise<DesiredTask[]> {
  const { events, anchors, stored, complaints } = await datesOf(db, record.id, record.userId);
  const desired = caseTasksFor({ ...record, events, complaints }, today);
  const now = new Date().toISOString();
  const ids = { userId: record.userId, caseId: record.id };
  // The judgment's limits, worked out again from its dates: a rule change (the EAT appeal from the
  // judgment alone, r.3(3); its 4pm cut-off, r.37(1A)) reaches judgments entered before it.
  const judgmentLimits = decisionTasks(anchors).filter((task) => !isDecisionAnchor(task.kind));
  const followed = [...caseDeadlineKinds, ...suggestedKinds];
  const kept = desired.map((task) => `${task.kind}|${task.subject}`);
  const tasks = [
    ...desired.map((task) => ({ ...task, status: task.source === 'suggested' ? ('suggested' as const) : ('open' as const) })),
    ...judgmentLimits.map((task) => ({ ...task, source: 'computed' as const, status: 'open' as const })),
  ];
  // A task the case no longer calls for (the ET1 filed, an event deleted, the hearing date removed).
  const prune = { followed, kept };
  // Most saves and every repeated read find the tasks already in step: nothing to write.
  if (!tasksInStep(stored, tasks, prune)) await writeCaseTasks(db, ids, tasks, now, prune);
  return desired;
}

/** The judgment's dates the claimant entered, from its anchor rows. */
export function anchorsOf(rows: readonly Pick<TaskRow, 'kind' | 'dueDate'>[]): Anchors {
  const dateOf = (kind: string) => rows.find((row) => row.kind === kind)?.dueDate ?? null;
  return {
    judgmentSent: dateOf('judgmentSent'),
    writtenReasonsSent: dateOf('writtenReasonsSent'),
    writtenReasonsRequested: dateOf('writtenReasonsRequested'),
  };
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
    fromOrder: taskFromOrder(row.orderDirection),
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
export async function tasksFollowCase(db: Database, ids: { caseId: string; userId: string }, requestId: string): Promise<void> {
  try {
    const record = await caseDatesOf(db, ids);
    if (record) await syncCaseTasks(db, record);
  } catch (error) {
    log('error', 'dated event saved, the case tasks not brought in step', {
      requestId,
      caseId: ids.caseId,
      ...describeError(error),
    });
  }
}
