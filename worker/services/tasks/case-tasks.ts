/**
 * A case's dated tasks as the app shows them, and the changes that need more than one statement:
 * the list (the computed tasks brought in step with the case first), the judgment's dates entered,
 * and a task changed. Every statement filters on the user: another user's case or task is undefined
 * or 'notFound', which the route answers as a 404, exactly like a missing one.
 */
import { type Anchors, decisionTasks as limitsOfJudgment } from '../../../src/domain/tasks/decisions';
import { doneWithDate, isDecisionAnchor, isDoneWithDateKind, isStatutoryKind } from '../../../src/domain/tasks/kinds';
import type { TaskRecord } from '../../../src/domain/tasks/record';
import type { DecisionInput, TaskPatch } from '../../../src/domain/tasks/schema';
import type { Database } from '../../db/client';
import { findCase } from '../../db/ownership';
import { caseTaskRows, findTask, markDoneOn, taskDates, updateTask } from '../../db/tasks';
import { anchorsOf, rulesOf, syncCaseTasks, taskView, upsertJudgmentTasks } from './sync';

type CaseRecord = Parameters<typeof syncCaseTasks>[1];

/** The case's tasks after bringing the computed ones in step with it, each with its rule. */
async function listTasks(db: Database, record: CaseRecord): Promise<TaskRecord[]> {
  const desired = await syncCaseTasks(db, record);
  const rows = await caseTaskRows(db, record.userId, record.id);
  const ruleOf = rulesOf(rows, desired);
  return rows.map((row) => taskView(row, ruleOf(row)));
}

/** The user's case's tasks, or undefined when the case is not theirs. */
export async function caseTasks(db: Database, userId: string, caseId: string): Promise<TaskRecord[] | undefined> {
  const record = await findCase(db, userId, caseId);
  return record ? listTasks(db, record) : undefined;
}

/**
 * 'The judgment (or its written reasons) was sent to me on …': the date is kept as a done task of
 * its own, and the limits it starts are worked out again from both dates (domain/tasks/decisions).
 * The case's tasks after it, or undefined when the case is not the user's.
 */
export async function enterDecision(
  db: Database,
  owner: { userId: string; caseId: string },
  input: DecisionInput,
  now: string,
): Promise<TaskRecord[] | undefined> {
  const record = await findCase(db, owner.userId, owner.caseId);
  if (!record) return undefined;
  const existing = await taskDates(db, owner.userId, owner.caseId);
  // 'Sent with its written reasons': both dates are that day (EAT Rules 1993 r.3(3)).
  const entered: Partial<Anchors> =
    input.decision === 'judgmentWithReasons'
      ? { judgmentSent: input.date, writtenReasonsSent: input.date }
      : { [input.decision]: input.date };
  const anchors = { ...anchorsOf(existing), ...entered };
  await upsertJudgmentTasks(db, owner, limitsOfJudgment(anchors), now);
  return listTasks(db, record);
}

export type TaskChange =
  | { task: TaskRecord; refused?: undefined }
  | { task?: undefined; refused: 'notFound' | 'notEditable' | 'notDismissable' | 'doneOnRequired' };

/** A change to the user's task, or why it is refused. */
export async function changeTask(
  db: Database,
  target: { userId: string; id: string },
  input: TaskPatch,
  now: string,
): Promise<TaskChange> {
  const task = await findTask(db, target.userId, target.id);
  if (!task) return { refused: 'notFound' };
  const changes = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.date !== undefined ? { dueDate: input.date } : {}),
    ...(input.time !== undefined ? { dueTime: input.time } : {}),
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
  };
  // The claimant's own words for a task read from an order replace the order's: it is theirs now.
  const ownWords = input.title !== undefined || input.notes !== undefined ? { orderDirection: null } : {};
  // A computed or suggested task's date is the rule's, not the claimant's: only its status
  // changes. The judgment's dates are records, changed by entering them again.
  if (task.source !== 'own' && (Object.keys(changes).length > 0 || isDecisionAnchor(task.kind))) {
    return { refused: 'notEditable' };
  }
  if (task.source === 'computed' && isStatutoryKind(task.kind) && input.status === 'dismissed') {
    return { refused: 'notDismissable' };
  }
  if (task.source === 'computed' && input.status === 'done' && isDoneWithDateKind(task.kind)) {
    if (input.doneOn === undefined) return { refused: 'doneOnRequired' };
    // The day it was met becomes the case's record (the ET1 filed date, or Day A), kept if one is
    // already there; the task is done in the same transaction, and the tasks follow the case.
    await markDoneOn(db, task, doneWithDate[task.kind], input.doneOn, now);
    const record = await findCase(db, target.userId, task.caseId);
    if (record) await syncCaseTasks(db, record);
    return { task: taskView({ ...task, status: 'done', updatedAt: now }, null) };
  }
  const row = await updateTask(
    db,
    target.userId,
    task.id,
    { ...changes, ...ownWords, ...(input.status ? { status: input.status } : {}) },
    now,
  );
  if (!row) return { refused: 'notFound' };
  // The rule is the list's to give (it depends on the case); the island re-reads the list.
  return { task: taskView(row, null) };
}
