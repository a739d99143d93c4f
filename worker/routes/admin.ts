import { Hono } from 'hono';
import { caseLawSyncSchema } from '../../src/domain/case-law';
import type { AppEnv } from '../app-env';
import { recentSyncRuns } from '../db/sync-runs';
import { ApiError, ErrorCode } from '../errors';
import { requireUser } from '../middleware/session';
import { runSync } from '../services/caselaw/run';
import { sources } from '../services/caselaw/types';
import { validate } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

const syncBody = caseLawSyncSchema(sources);

/** Admin-only routes: the case-law sync, and its recent runs. */
export const adminRoutes = new Hono<AppEnv>()
  // Only its own paths: middleware on '*' would also guard /api/admin/reviews, which paralegals use.
  .use('/case-law/*', async (c, next) => {
    const user = requireUser(c.get('user'));
    if (user.role !== 'admin')
      throw new ApiError(403, ErrorCode.FORBIDDEN, 'You need admin rights to manage the case-law database.');
    await next();
  })
  .post('/case-law/sync', validate('json', syncBody), async (c) => {
    const { source } = c.req.valid('json');
    return c.json(await runSync(c.var.db, source, c.env));
  })
  .get('/case-law/runs', async (c) => {
    const items = await recentSyncRuns(c.var.db, 20);
    return c.json({ items });
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const adminPolicies: readonly RoutePolicy[] = [
  // The sync (one source name), paralegal replies to review requests (up to 5,000 characters) and
  // law-watch review notes (500).
  { prefix: '/api/admin', session: true, personal: true, maxBodyBytes: 32 * 1024, bodyTypes: JSON_ONLY },
];
