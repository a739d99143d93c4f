/**
 * Dated events on a case: GET|POST /api/cases/:caseId/events, PATCH|DELETE
 * /api/events/:id. Every statement filters on the signed-in user in SQL: another user's case or
 * event is simply not found (404), exactly like a missing one.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { caseEventInputSchema, eventMessages } from '../../src/domain/case-events';
import type { AppEnv } from '../app-env';
import { workerToday } from '../clock';
import { caseEventRows, deleteEvent, insertEvent, updateEvent } from '../db/case-events';
import { caseNotFound, ownedCase } from '../db/ownership';
import { eventView } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { tasksFollowCase } from '../services/tasks/sync';
import { englishMessage, validate } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

const uuid = z.uuid();
const eventNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, 'No event with that id');

// Built once: the date rule reads today (in London) each time a request is checked.
const eventBody = caseEventInputSchema(workerToday);
const eventPatchBody = eventBody.partial();

export const caseEventRoutes = new Hono<AppEnv>()
  .get('/:caseId/events', async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    const db = c.var.db;
    await ownedCase(db, user.id, caseId);
    const rows = await caseEventRows(db, user.id, caseId);
    return c.json({ items: rows.map(eventView) });
  })
  .post('/:caseId/events', signedIn, validate('json', eventBody), async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    if (!uuid.safeParse(caseId).success) throw caseNotFound();
    const input = c.req.valid('json');
    const inserted = await insertEvent(
      c.var.db,
      { userId: user.id, caseId },
      { kind: input.kind, date: input.date, description: input.description ?? null },
      new Date().toISOString(),
    );
    if (inserted.refused === 'caseNotFound') throw caseNotFound();
    if (inserted.refused) throw new ApiError(409, ErrorCode.LIMIT_REACHED, englishMessage(eventMessages.tooMany));
    await tasksFollowCase(c.var.db, { caseId, userId: user.id }, c.get('requestId'));
    return c.json(eventView(inserted.row), 201);
  });

export const eventRoutes = new Hono<AppEnv>()
  .patch('/:id', signedIn, validate('json', eventPatchBody), async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw eventNotFound();
    const input = c.req.valid('json');
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const row = await updateEvent(c.var.db, user.id, id, changes, new Date().toISOString());
    if (!row) throw eventNotFound();
    await tasksFollowCase(c.var.db, { caseId: row.caseId, userId: user.id }, c.get('requestId'));
    return c.json(eventView(row));
  })
  .delete('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw eventNotFound();
    const row = await deleteEvent(c.var.db, user.id, id);
    if (!row) throw eventNotFound();
    await tasksFollowCase(c.var.db, { caseId: row.caseId, userId: user.id }, c.get('requestId'));
    return c.body(null, 204);
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const caseEventsPolicies: readonly RoutePolicy[] = [
  // An event: a kind, a date and a description of up to 2,000 characters (up to 6 bytes each once JSON-escaped).
  { prefix: '/api/events', session: true, personal: true, maxBodyBytes: 16 * 1024, bodyTypes: JSON_ONLY },
];
