/**
 * Dated tasks on a case: GET|POST /api/cases/:caseId/tasks, POST /api/cases/:caseId/tasks/decision
 * (a judgment's dates), PATCH|DELETE /api/tasks/:id. A statutory limit cannot be dismissed; the ET1
 * and Acas limits are marked done only with the day they were met, written to the case. Every
 * statement filters on the signed-in user in SQL: another user's case or task is simply not found
 * (404), exactly like a missing one. Computed tasks are brought in step with the case before each list.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { type Anchors, decisionTasks as limitsOfJudgment } from '../../src/domain/tasks/decisions';
import { doneWithDate, isDecisionAnchor, isDoneWithDateKind, isStatutoryKind } from '../../src/domain/tasks/kinds';
import { decisionSchema, ownTaskSchema, taskMessages, taskPatchSchema } from '../../src/domain/tasks/schema';
import type { AppEnv } from '../app-env';
import { workerToday } from '../clock';
import type { Database } from '../db/client';
import { caseNotFound, findCase, ownedCase } from '../db/ownership';
import {
  caseTaskRows,
  deleteOwnTask,
  findTask,
  insertOwnTask,
  markDoneOn,
  type TaskRow,
  taskDates,
  updateTask,
} from '../db/tasks';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { anchorsOf, rulesOf, syncCaseTasks, taskView, upsertJudgmentTasks } from '../services/tasks/sync';
import { conflict, validate, validationFailed } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

const uuid = z.uuid();
const taskNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, 'No task with that id');

// Built once: the date rule reads today (in London) each time a request is checked.
const decisionBody = decisionSchema(workerToday);
const patchBody = taskPatchSchema(workerToday);

/** The user's case's tasks after bringing the computed ones in step with it, each with its rule. */
async function listTasks(db: Database, record: Parameters<typeof syncCaseTasks>[1]) {
  const desired = await syncCaseTasks(db, record);
  const rows = await caseTaskRows(db, record.userId, record.id);
  const ruleOf = rulesOf(rows, desired);
  return rows.map((row) => taskView(row, ruleOf(row)));
}

/** A task of the user's, or a 404. */
async function ownedTask(db: Database, userId: string, id: string): Promise<TaskRow> {
  if (!uuid.safeParse(id).success) throw taskNotFound();
  const row = await findTask(db, userId, id);
  if (!row) throw taskNotFound();
  return row;
}

export const caseTaskRoutes = new Hono<AppEnv>()
  .get('/:caseId/tasks', async (c) => {
    const user = requireUser(c.get('user'));
    const db = c.var.db;
    return c.json({ items: await listTasks(db, await ownedCase(db, user.id, c.req.param('caseId'))) });
  })
  .post('/:caseId/tasks', signedIn, validate('json', ownTaskSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    if (!uuid.safeParse(caseId).success) throw caseNotFound();
    const input = c.req.valid('json');
    const inserted = await insertOwnTask(
      c.var.db,
      { userId: user.id, caseId },
      {
        title: input.title,
        dueDate: input.date,
        dueTime: input.time ?? null,
        notes: input.notes ?? null,
        orderDirection: input.fromOrder ? JSON.stringify(input.fromOrder) : null,
      },
      new Date().toISOString(),
    );
    if (inserted.row) return c.json(taskView(inserted.row, null), 201);
    if (inserted.refused === 'caseNotFound') throw caseNotFound();
    throw conflict(ErrorCode.LIMIT_REACHED, taskMessages.tooMany);
  })
  // 'The judgment (or its written reasons) was sent to me on …': the date is kept as a done task
  // of its own, and the limits it starts are worked out again from both dates (domain/tasks/decisions).
  .post('/:caseId/tasks/decision', signedIn, validate('json', decisionBody), async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    const db = c.var.db;
    const record = await ownedCase(db, user.id, caseId);
    const input = c.req.valid('json');
    const existing = await taskDates(db, user.id, caseId);
    // 'Sent with its written reasons': both dates are that day (EAT Rules 1993 r.3(3)).
    const entered: Partial<Anchors> =
      input.decision === 'judgmentWithReasons'
        ? { judgmentSent: input.date, writtenReasonsSent: input.date }
        : { [input.decision]: input.date };
    const anchors = { ...anchorsOf(existing), ...entered };
    await upsertJudgmentTasks(c.var.db, { userId: user.id, caseId }, limitsOfJudgment(anchors), new Date().toISOString());
    return c.json({ items: await listTasks(db, record) }, 201);
  });

export const taskRoutes = new Hono<AppEnv>()
  .patch('/:id', signedIn, validate('json', patchBody), async (c) => {
    const user = requireUser(c.get('user'));
    const db = c.var.db;
    const task = await ownedTask(db, user.id, c.req.param('id'));
    const input = c.req.valid('json');
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
      throw conflict(ErrorCode.TASK_NOT_EDITABLE, taskMessages.notEditable);
    }
    if (task.source === 'computed' && isStatutoryKind(task.kind) && input.status === 'dismissed') {
      throw conflict(ErrorCode.TASK_NOT_DISMISSABLE, taskMessages.notDismissable);
    }
    const now = new Date().toISOString();
    if (task.source === 'computed' && input.status === 'done' && isDoneWithDateKind(task.kind)) {
      if (input.doneOn === undefined) throw validationFailed([{ field: 'doneOn', key: taskMessages.doneOnRequired }]);
      // The day it was met becomes the case's record (the ET1 filed date, or Day A), kept if one is
      // already there; the task is done in the same transaction, and the tasks follow the case.
      await markDoneOn(db, task, doneWithDate[task.kind], input.doneOn, now);
      const record = await findCase(db, user.id, task.caseId);
      if (record) await syncCaseTasks(c.var.db, record);
      return c.json(taskView({ ...task, status: 'done', updatedAt: now }, null));
    }
    const row = await updateTask(
      db,
      user.id,
      task.id,
      { ...changes, ...ownWords, ...(input.status ? { status: input.status } : {}) },
      now,
    );
    if (!row) throw taskNotFound();
    // The rule is the list's to give (it depends on the case); the island re-reads the list.
    return c.json(taskView(row, null));
  })
  .delete('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw taskNotFound();
    const db = c.var.db;
    if (await deleteOwnTask(db, user.id, id)) return c.body(null, 204);
    await ownedTask(db, user.id, id);
    throw conflict(ErrorCode.TASK_NOT_EDITABLE, taskMessages.notDeletable);
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const tasksPolicies: readonly RoutePolicy[] = [
  // A change to a task: a title of 200 characters, notes of 2,000 (up to 6 bytes each once
  // JSON-escaped), a date, a time and a status.
  { prefix: '/api/tasks', session: true, personal: true, maxBodyBytes: 16 * 1024, bodyTypes: JSON_ONLY },
];
