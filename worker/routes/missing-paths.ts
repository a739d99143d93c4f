import { Hono } from 'hono';
import { missingPathReportSchema } from '../../src/domain/missing-path-report';
import type { AppEnv } from '../app-env';
import { recordMissingPath } from '../db/missing-paths';
import { ApiError, ErrorCode } from '../errors';
import { log } from '../log';
import { clientAddress, hit, type RateRule } from '../services/rate-limit';
import { validate } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

/**
 * The table is written by anonymous visitors, so it is bounded: once it holds this many distinct
 * paths, new ones are only logged, while known ones keep counting.
 */
export const MAX_TRACKED_PATHS = 5000;

/** A reader meets a handful of broken links; a script posting hundreds a minute is refused. */
export const MISSING_PATH_REPORTS: RateRule = { name: 'missing-paths:address', max: 30, windowSeconds: 60 };

export const missingPathRoutes = new Hono<AppEnv>().post('/', validate('json', missingPathReportSchema), async (c) => {
  const { path } = c.req.valid('json');
  const verdict = await hit(c.var.db, MISSING_PATH_REPORTS, clientAddress(c));
  if (!verdict.allowed) {
    c.header('Retry-After', String(verdict.retryAfter));
    throw new ApiError(429, ErrorCode.RATE_LIMITED, 'Too many reports from this address. Please try again later.');
  }
  const now = new Date().toISOString();
  log('warn', 'page not found', { requestId: c.get('requestId'), missingPath: path });
  // One statement: a known path keeps counting once the table is full (db/missing-paths.ts).
  await recordMissingPath(c.var.db, path, now, MAX_TRACKED_PATHS);
  return c.body(null, 204);
});

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const missingPathsPolicies: readonly RoutePolicy[] = [
  // 404 reports: a path of at most 300 characters.
  { prefix: '/api/missing-paths', session: false, personal: false, maxBodyBytes: 2 * 1024, bodyTypes: JSON_ONLY },
];
