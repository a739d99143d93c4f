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
import { ownCaseEventRows } from '../db/case-events';
import { caseNotFound } from '../db/ownership';
import { eventView } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { addEvent, changeEvent, removeEvent } from '../services/case/events';
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
    const rows = await ownCaseEventRows(c.var.db, user.id, caseId);
    if (!rows) throw caseNotFound();
    return c.json({ items: rows.map(eventView) });
  })
  .post('/:caseId/events', signedIn, validate('json', eventBody), async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    if (!uuid.safeParse(caseId).success) throw caseNotFound();
    const input = c.req.valid('json');
    const inserted = await addEvent(
      c.var.db,
      { userId: user.id, caseId, requestId: c.get('requestId') },
      { kind: input.kind, date: input.date, description: input.description ?? null },
      new Date().toISOString(),
    );
    if (inserted.refused === 'caseNotFound') throw caseNotFound();
    if (inserted.refused) throw new ApiError(409, ErrorCode.LIMIT_REACHED, englishMessage(eventMessages.tooMany));
    return c.json(eventView(inserted.row), 201);
  });

export const eventRoutes = new Hono<AppEnv>()
  .patch('/:id', signedIn, validate('json', eventPatchBody), async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw eventNotFound();
    const input = c.req.valid('json');
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const row = await changeEvent(
      c.var.db,
      { userId: user.id, id, requestId: c.get('requestId') },
      changes,
      new Date().toISOString(),
    );
    if (!row) throw eventNotFound();
    return c.json(eventView(row));
  })
  .delete('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw eventNotFound();
    if (!(await removeEvent(c.var.db, { userId: user.id, id, requestId: c.get('requestId') }))) throw eventNotFound();
    return c.body(null, 204);
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const caseEventsPolicies: readonly RoutePolicy[] = [
  // An event: a kind, a date and a description of up to 2,000 characters (up to 6 bytes each once JSON-escaped).
  { prefix: '/api/events', session: true, personal: true, maxBodyBytes: 16 * 1024, bodyTypes: JSON_ONLY },
];
