/**
 * The law watch on the admin page (/case-law/admin), for admins only: the notices waiting for
 * review with the run that last checked, and marking a notice reviewed, the only way one is
 * cleared. Marking it reviewed changes no figure: rows change only by an edit to the figures table.
 * Same-origin writes, no-store and the body limit come from the /api/admin route policy.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { lawWatchMessages, lawWatchReviewSchema } from '../../src/domain/law-watch';
import type { AppEnv } from '../app-env';
import { lastRun, markReviewed, openNotices } from '../db/law-watch';
import { ApiError, ErrorCode } from '../errors';
import { requireUser } from '../middleware/session';
import { validate } from '../validation';

const uuid = z.uuid();
const noticeNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, lawWatchMessages.noticeNotFound);

export const adminLawWatchRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    const user = requireUser(c.get('user'));
    if (user.role !== 'admin') throw new ApiError(403, ErrorCode.FORBIDDEN, lawWatchMessages.adminsOnly);
    await next();
  })
  .get('/notices', async (c) => {
    const [notices, run] = await Promise.all([openNotices(c.var.db), lastRun(c.var.db)]);
    return c.json({ notices, lastRun: run });
  })
  .post('/notices/:id/review', validate('json', lawWatchReviewSchema), async (c) => {
    const admin = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw noticeNotFound();
    const { note } = c.req.valid('json');
    const reviewedAt = new Date().toISOString();
    const outcome = await markReviewed(c.var.db, id, admin.id, note, reviewedAt);
    if (outcome === 'notFound') throw noticeNotFound();
    if (outcome === 'alreadyReviewed') throw new ApiError(409, ErrorCode.ALREADY_REVIEWED, lawWatchMessages.alreadyReviewed);
    return c.json({ id, reviewedAt });
  });
