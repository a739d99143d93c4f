import { Hono } from 'hono';
import { missingPathReportSchema } from '../../src/domain/missing-path-report';
import type { AppEnv } from '../app-env';
import { ApiError, ErrorCode } from '../errors';
import { log } from '../log';
import { clientAddress, hit, type RateRule } from '../services/rate-limit';
import { validate } from '../validation';

/**
 * The table is written by anonymous visitors, so it is bounded: once it holds this many distinct
 * paths, new ones are only logged, while known ones keep counting.
 */
export const MAX_TRACKED_PATHS = 5000;

/** A reader meets a handful of broken links; a script posting hundreds a minute is refused. */
export const MISSING_PATH_REPORTS: RateRule = { name: 'missing-paths:address', max: 30, windowSeconds: 60 };

export const missingPathRoutes = new Hono<AppEnv>().post('/', validate('json', missingPathReportSchema), async (c) => {
  const { path } = c.req.valid('json');
  const verdict = await hit(c.env.DB, MISSING_PATH_REPORTS, clientAddress(c));
  if (!verdict.allowed) {
    c.header('Retry-After', String(verdict.retryAfter));
    throw new ApiError(429, ErrorCode.RATE_LIMITED, 'Too many reports from this address. Please try again later.');
  }
  const now = new Date().toISOString();
  log('warn', 'page not found', { requestId: c.get('requestId'), missingPath: path });
  // One statement: the cap is checked inside the INSERT, so concurrent reports of new paths cannot
  // pass it together; a known path keeps counting once the table is full.
  await c.env.DB.prepare(
    `INSERT INTO missing_paths (path, hits, first_seen, last_seen)
     SELECT ?1, 1, ?2, ?2
     WHERE (SELECT count(*) FROM missing_paths) < ?3 OR EXISTS (SELECT 1 FROM missing_paths WHERE path = ?1)
     ON CONFLICT(path) DO UPDATE SET hits = hits + 1, last_seen = excluded.last_seen`,
  )
    .bind(path, now, MAX_TRACKED_PATHS)
    .run();
  return c.body(null, 204);
});
