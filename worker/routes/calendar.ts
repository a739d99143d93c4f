/**
 * Calendar subscription feeds. Signed in: POST /api/cases/:caseId/calendar-feed makes a
 * new secret address (or replaces the old one, which stops working), GET says whether one exists,
 * DELETE stops it. Public: GET /api/calendar/:token.ics, where the token is the credential (a
 * calendar app has no session); only its SHA-256 is stored, so the address is shown once.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { isLocale } from '../../src/i18n/locales';
import type { AppEnv } from '../app-env';
import { database } from '../db/client';
import { ownedCase } from '../db/ownership';
import { calendarFeeds, cases, caseTasks, reminderSettings } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { requireUser } from '../middleware/session';
import { sha256Hex } from '../services/sha256';
import { taskFeed } from '../services/tasks/feed';
import { rulesOf, syncCaseTasks, taskView } from '../services/tasks/sync';

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

export const calendarFeedRoutes = new Hono<AppEnv>()
  .get('/cases/:caseId/calendar-feed', async (c) => {
    const user = requireUser(c.get('user'));
    const db = database(c.env.DB);
    const record = await ownedCase(db, user.id, c.req.param('caseId'));
    const [feed] = await db
      .select({ createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.caseId, record.id), eq(calendarFeeds.userId, user.id)));
    return c.json({ active: feed !== undefined, createdAt: feed?.createdAt ?? null });
  })
  .post('/cases/:caseId/calendar-feed', async (c) => {
    const user = requireUser(c.get('user'));
    const db = database(c.env.DB);
    const record = await ownedCase(db, user.id, c.req.param('caseId'));
    const token = newToken();
    const tokenHash = await sha256Hex(token);
    const now = new Date().toISOString();
    // One row a case: making a new address replaces the old hash, so the old address is a 404.
    await db
      .insert(calendarFeeds)
      .values({ caseId: record.id, userId: user.id, tokenHash, createdAt: now })
      .onConflictDoUpdate({ target: calendarFeeds.caseId, set: { tokenHash, createdAt: now } });
    return c.json({ url: `${new URL(c.req.url).origin}/api/calendar/${token}.ics` });
  })
  .delete('/cases/:caseId/calendar-feed', async (c) => {
    const user = requireUser(c.get('user'));
    const db = database(c.env.DB);
    const record = await ownedCase(db, user.id, c.req.param('caseId'));
    await db.delete(calendarFeeds).where(and(eq(calendarFeeds.caseId, record.id), eq(calendarFeeds.userId, user.id)));
    return c.body(null, 204);
  })
  .get('/calendar/:token{[A-Za-z0-9_-]+\\.ics}', async (c) => {
    const token = c.req.param('token').replace(/\.ics$/, '');
    if (!TOKEN.test(token)) throw feedNotFound();
    const db = database(c.env.DB);
    // The feed's owner must still own the case (both filters in the one statement).
    const [found] = await db
      .select({ record: cases })
      .from(calendarFeeds)
      .innerJoin(cases, and(eq(cases.id, calendarFeeds.caseId), eq(cases.userId, calendarFeeds.userId)))
      .where(eq(calendarFeeds.tokenHash, await sha256Hex(token)))
      .limit(1);
    if (!found) throw feedNotFound();
    const { record } = found;
    const desired = await syncCaseTasks(c.env.DB, record);
    const rows = await db
      .select()
      .from(caseTasks)
      .where(and(eq(caseTasks.caseId, record.id), eq(caseTasks.userId, record.userId)));
    const [settings] = await db
      .select({ language: reminderSettings.language })
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, record.userId));
    const locale = isLocale(settings?.language) ? settings.language : 'en';
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
