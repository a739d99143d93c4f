/**
 * Dated tasks on a case: GET|POST /api/cases/:caseId/tasks, POST /api/cases/:caseId/tasks/decision
 * (a judgment's dates), PATCH|DELETE /api/tasks/:id. A statutory limit cannot be dismissed; the ET1
 * and Acas limits are marked done only with the day they were met, written to the case. Every
 * statement filters on the signed-in user in SQL: another user's case or task is simply not found
 * (404), exactly like a missing one. Computed tasks are brought in step with the case before each list.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { decisionSchema, ownTaskSchema, taskMessages, taskPatchSchema } from '../../src/domain/tasks/schema';
import type { AppEnv } from '../app-env';
import { workerToday } from '../clock';
import { caseNotFound } from '../db/ownership';
import { insertOwnTask, removeOwnTask } from '../db/tasks';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { caseTasks, changeTask, enterDecision } from '../services/tasks/case-tasks';
import { taskView } from '../services/tasks/sync';
import { conflict, validate, validationFailed } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

const uuid = z.uuid();
const taskNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, 'No task with that id');

// Built once: the date rule reads today (in London) each time a request is checked.
const decisionBody = decisionSchema(workerToday);
const patchBody = taskPatchSchema(workerToday);

export const caseTaskRoutes = new Hono<AppEnv>()
  .get('/:caseId/tasks', async (c) => {
    const user = requireUser(c.get('user'));
    const items = await caseTasks(c.var.db, user.id, c.req.param('caseId'));
    if (!items) throw caseNotFound();
    return c.json({ items });
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
  // 'The judgment (or its written reasons) was sent to me on …' (services/tasks/case-tasks.ts).
  .post('/:caseId/tasks/decision', signedIn, validate('json', decisionBody), async (c) => {
    const user = requireUser(c.get('user'));
    const owner = { userId: user.id, caseId: c.req.param('caseId') };
    const items = await enterDecision(c.var.db, owner, c.req.valid('json'), new Date().toISOString());
    if (!items) throw caseNotFound();
    return c.json({ items }, 201);
  });

export const taskRoutes = new Hono<AppEnv>()
  .patch('/:id', signedIn, validate('json', patchBody), async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw taskNotFound();
    const changed = await changeTask(c.var.db, { userId: user.id, id }, c.req.valid('json'), new Date().toISOString());
    if (changed.task) return c.json(changed.task);
    switch (changed.refused) {
      case 'notFound':
        throw taskNotFound();
      case 'notEditable':
        throw conflict(ErrorCode.TASK_NOT_EDITABLE, taskMessages.notEditable);
      case 'notDismissable':
        throw conflict(ErrorCode.TASK_NOT_DISMISSABLE, taskMessages.notDismissable);
      case 'doneOnRequired':
        throw validationFailed([{ field: 'doneOn', key: taskMessages.doneOnRequired }]);
    }
  })
  .delete('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw taskNotFound();
    const removed = await removeOwnTask(c.var.db, user.id, id);
    if (removed === 'deleted') return c.body(null, 204);
    if (removed === 'notFound') throw taskNotFound();
    throw conflict(ErrorCode.TASK_NOT_EDITABLE, taskMessages.notDeletable);
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const tasksPolicies: readonly RoutePolicy[] = [
  // A change to a task: a title of 200 characters, notes of 2,000 (up to 6 bytes each once
  // JSON-escaped), a date, a time and a status.
  { prefix: '/api/tasks', session: true, personal: true, maxBodyBytes: 16 * 1024, bodyTypes: JSON_ONLY },
];
