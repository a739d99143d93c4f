import { Hono } from 'hono';
import { missingPathReportSchema } from '../../src/domain/missing-path-report';
import type { AppEnv } from '../app-env';
import { ApiError, ErrorCode } from '../errors';
import { log } from '../log';
import { reportMissingPath } from '../services/missing-paths';
import { clientAddress, type RateRule } from '../services/rate-limit';
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
  const reported = await reportMissingPath(
    c.var.db,
    { path, address: clientAddress(c), now: new Date().toISOString() },
    { rate: MISSING_PATH_REPORTS, maxTracked: MAX_TRACKED_PATHS },
  );
  if (reported.retryAfter !== undefined) {
    c.header('Retry-After', String(reported.retryAfter));
    throw new ApiError(429, ErrorCode.RATE_LIMITED, 'Too many reports from this address. Please try again later.');
  }
  log('warn', 'page not found', { requestId: c.get('requestId'), missingPath: path });
  return c.body(null, 204);
});

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const missingPathsPolicies: readonly RoutePolicy[] = [
  // 404 reports: a path of at most 300 characters.
  { prefix: '/api/missing-paths', session: false, personal: false, maxBodyBytes: 2 * 1024, bodyTypes: JSON_ONLY },
];
