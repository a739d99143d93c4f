/**
 * Dated events on a case (issue 9): GET|POST /api/cases/:caseId/events, PATCH|DELETE
 * /api/events/:id. Every statement filters on the signed-in user in SQL: another user's case or
 * event is simply not found (404), exactly like a missing one.
 */
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { caseEventInputSchema, eventMessages, MAX_EVENTS_PER_CASE } from '../../src/domain/case-events';
import type { AppEnv } from '../app-env';
import { workerToday } from '../clock';
import { database } from '../db/client';
import { caseNotFound, ownedCase } from '../db/ownership';
import { caseEvents } from '../db/schema';
import { eventView } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { tasksFollowCase } from '../services/tasks/sync';
import { englishMessage, validate } from '../validation';

type EventRow = typeof caseEvents.$inferSelect;

const uuid = z.uuid();
const eventNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, 'No event with that id');

// Built once: the date rule reads today (in London) each time a request is checked.
const eventBody = caseEventInputSchema(workerToday);
const eventPatchBody = eventBody.partial();

export const caseEventRoutes = new Hono<AppEnv>()
  .get('/cases/:caseId/events', async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    const db = database(c.env.DB);
    await ownedCase(db, user.id, caseId);
    const rows = await db
      .select()
      .from(caseEvents)
      .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.userId, user.id)))
      .orderBy(asc(caseEvents.date), asc(caseEvents.createdAt));
    return c.json({ items: rows.map(eventView) });
  })
  .post('/cases/:caseId/events', signedIn, validate('json', eventBody), async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    if (!uuid.safeParse(caseId).success) throw caseNotFound();
    const input = c.req.valid('json');
    const now = new Date().toISOString();
    // One statement: the case must be the user's and hold fewer than the maximum, so two requests
    // at once cannot both slip past the limit.
    const row = await c.env.DB.prepare(
      `INSERT INTO case_events (id, case_id, user_id, kind, date, description, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7
       WHERE EXISTS (SELECT 1 FROM cases WHERE id = ?2 AND user_id = ?3)
         AND (SELECT count(*) FROM case_events WHERE case_id = ?2) < ?8
       RETURNING id, case_id AS caseId, user_id AS userId, kind, date, description, created_at AS createdAt, updated_at AS updatedAt`,
    )
      .bind(crypto.randomUUID(), caseId, user.id, input.kind, input.date, input.description ?? null, now, MAX_EVENTS_PER_CASE)
      .first<EventRow>();
    if (row) {
      await tasksFollowCase(c.env.DB, { caseId, userId: user.id }, c.get('requestId'));
      return c.json(eventView(row), 201);
    }
    await ownedCase(database(c.env.DB), user.id, caseId);
    throw new ApiError(409, ErrorCode.LIMIT_REACHED, englishMessage(eventMessages.tooMany));
  })
  .patch('/events/:id', signedIn, validate('json', eventPatchBody), async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw eventNotFound();
    const input = c.req.valid('json');
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const [row] = await database(c.env.DB)
      .update(caseEvents)
      .set({ ...changes, updatedAt: new Date().toISOString() })
      .where(and(eq(caseEvents.id, id), eq(caseEvents.userId, user.id)))
      .returning();
    if (!row) throw eventNotFound();
    await tasksFollowCase(c.env.DB, { caseId: row.caseId, userId: user.id }, c.get('requestId'));
    return c.json(eventView(row));
  })
  .delete('/events/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw eventNotFound();
    const [row] = await database(c.env.DB)
      .delete(caseEvents)
      .where(and(eq(caseEvents.id, id), eq(caseEvents.userId, user.id)))
      .returning({ id: caseEvents.id, caseId: caseEvents.caseId });
    if (!row) throw eventNotFound();
    await tasksFollowCase(c.env.DB, { caseId: row.caseId, userId: user.id }, c.get('requestId'));
    return c.body(null, 204);
  });
