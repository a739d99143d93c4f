/**
 * Calendar subscription feeds. Signed in: POST /api/cases/:caseId/calendar-feed makes a
 * new secret address (or replaces the old one, which stops working), GET says whether one exists,
 * DELETE stops it. Public: GET /api/calendar/:token.ics, where the token is the credential (a
 * calendar app has no session); only its SHA-256 is stored, so the address is shown once.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { ownFeed, stopFeed } from '../db/calendar-feeds';
import { caseNotFound } from '../db/ownership';
import { ApiError, ErrorCode } from '../errors';
import { requireUser } from '../middleware/session';
import { calendarOfFeed, newCalendarFeed } from '../services/tasks/calendar-feed';
import { JSON_ONLY, type RoutePolicy } from './policy';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const feedNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, 'No calendar at this address');

export const caseCalendarFeedRoutes = new Hono<AppEnv>()
  .get('/:caseId/calendar-feed', async (c) => {
    const user = requireUser(c.get('user'));
    const found = await ownFeed(c.var.db, user.id, c.req.param('caseId'));
    if (!found) throw caseNotFound();
    return c.json({ active: found.feed !== undefined, createdAt: found.feed?.createdAt ?? null });
  })
  .post('/:caseId/calendar-feed', async (c) => {
    const user = requireUser(c.get('user'));
    const token = await newCalendarFeed(c.var.db, user.id, c.req.param('caseId'));
    if (token === undefined) throw caseNotFound();
    return c.json({ url: `${new URL(c.req.url).origin}/api/calendar/${token}.ics` });
  })
  .delete('/:caseId/calendar-feed', async (c) => {
    const user = requireUser(c.get('user'));
    if (!(await stopFeed(c.var.db, user.id, c.req.param('caseId')))) throw caseNotFound();
    return c.body(null, 204);
  });

export const calendarFeedRoutes = new Hono<AppEnv>().get('/:token{[A-Za-z0-9_-]+\\.ics}', async (c) => {
  const token = c.req.param('token').replace(/\.ics$/, '');
  if (!TOKEN.test(token)) throw feedNotFound();
  const body = await calendarOfFeed(c.var.db, token, new Date());
  if (body === undefined) throw feedNotFound();
  return c.body(body, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': 'inline; filename="tribunal-tasks.ics"',
  });
});

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const calendarPolicies: readonly RoutePolicy[] = [
  // Calendar subscription feeds, fetched by calendar apps: no session (the secret token in the
  // address is the credential), GET only, and never cached on the way (it holds the claimant's tasks).
  { prefix: '/api/calendar', session: false, personal: true, maxBodyBytes: 0, bodyTypes: JSON_ONLY },
];
