/**
 * Calendar subscription feeds. Signed in: POST /api/cases/:caseId/calendar-feed makes a
 * new secret address (or replaces the old one, which stops working), GET says whether one exists,
 * DELETE stops it. Public: GET /api/calendar/:token.ics, where the token is the credential (a
 * calendar app has no session); only its SHA-256 is stored, so the address is shown once.
 */
import { Hono } from 'hono';
import { isLocale } from '../../src/i18n/locales';
import type { AppEnv } from '../app-env';
import { caseOfFeed, deleteFeed, feedOf, replaceFeed } from '../db/calendar-feeds';
import { ownedCase } from '../db/ownership';
import { readerLanguage } from '../db/reminder-settings';
import { tasksOfCase } from '../db/tasks';
import { ApiError, ErrorCode } from '../errors';
import { requireUser } from '../middleware/session';
import { sha256Hex } from '../services/sha256';
import { taskFeed } from '../services/tasks/feed';
import { rulesOf, syncCaseTasks, taskView } from '../services/tasks/sync';
import { JSON_ONLY, type RoutePolicy } from './policy';

/** 32 random bytes, base64url without padding (43 characters). */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const feedNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, 'No calendar at this address');

export const caseCalendarFeedRoutes = new Hono<AppEnv>()
  .get('/:caseId/calendar-feed', async (c) => {
    const user = requireUser(c.get('user'));
    const db = c.var.db;
    const record = await ownedCase(db, user.id, c.req.param('caseId'));
    const feed = await feedOf(db, user.id, record.id);
    return c.json({ active: feed !== undefined, createdAt: feed?.createdAt ?? null });
  })
  .post('/:caseId/calendar-feed', async (c) => {
    const user = requireUser(c.get('user'));
    const db = c.var.db;
    const record = await ownedCase(db, user.id, c.req.param('caseId'));
    const token = newToken();
    const tokenHash = await sha256Hex(token);
    const now = new Date().toISOString();
    // One row a case: making a new address replaces the old hash, so the old address is a 404.
    await replaceFeed(db, { caseId: record.id, userId: user.id }, tokenHash, now);
    return c.json({ url: `${new URL(c.req.url).origin}/api/calendar/${token}.ics` });
  })
  .delete('/:caseId/calendar-feed', async (c) => {
    const user = requireUser(c.get('user'));
    const db = c.var.db;
    const caseId = c.req.param('caseId');
    // The delete is owner-scoped; only when it removed nothing is the case looked up, for its 404.
    if (!(await deleteFeed(db, user.id, caseId))) await ownedCase(db, user.id, caseId);
    return c.body(null, 204);
  });

export const calendarFeedRoutes = new Hono<AppEnv>().get('/:token{[A-Za-z0-9_-]+\\.ics}', async (c) => {
  const token = c.req.param('token').replace(/\.ics$/, '');
  if (!TOKEN.test(token)) throw feedNotFound();
  const db = c.var.db;
  // The feed's owner must still own the case (both filters in the one statement).
  const record = await caseOfFeed(db, await sha256Hex(token));
  if (!record) throw feedNotFound();
  const desired = await syncCaseTasks(c.var.db, record);
  const rows = await tasksOfCase(db, record.userId, record.id);
  const language = await readerLanguage(db, record.userId);
  const locale = isLocale(language) ? language : 'en';
  const ruleOf = rulesOf(rows, desired);
  const body = taskFeed(
    rows.map((row) => taskView(row, ruleOf(row))),
    locale,
    new Date(),
  );
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
