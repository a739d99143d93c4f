/**
 * GET /api/law-watch (public): when each watched figure row was last checked against
 * legislation.gov.uk, for the claimant-facing "reported, not verified" text ("checked against
 * legislation.gov.uk on {date}"). The pages are static, so their small script and the tracker's
 * island ask here: the date is the one the daily watch really read the row's provisions on, never
 * the build's. Dates only, no personal data: cached for an hour.
 */
import { Hono } from 'hono';
import { todayInLondon } from '../../src/domain/calendar';
import { watchedRows } from '../../src/domain/law-watch';
import type { LawWatchCheck } from '../../src/domain/law-watch-checks';
import type { AppEnv } from '../app-env';
import { readObservations } from '../db/law-watch';
import { JSON_ONLY, type RoutePolicy } from './policy';

export const lawWatchRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const stored = await readObservations(c.var.db);
  const checks: LawWatchCheck[] = watchedRows().map((row) => {
    // The oldest of the row's provisions' last reads: the row was checked as a whole on that day.
    const reads = row.watch.map((target) => stored.get(target.provision)?.checkedAt);
    const complete = reads.length > 0 && reads.every((read): read is string => read !== undefined);
    const oldest = complete ? ([...reads].sort()[0] ?? null) : null;
    return { figure: row.figure, from: row.from, checkedOn: oldest ? todayInLondon(new Date(oldest)) : null };
  });
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json({ checks });
});

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const lawWatchPolicies: readonly RoutePolicy[] = [
  // When each watched figure row was last checked against legislation.gov.uk: dates only, GET only.
  { prefix: '/api/law-watch', session: false, personal: false, maxBodyBytes: 0, bodyTypes: JSON_ONLY },
];
