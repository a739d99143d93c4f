/**
 * A reader's report of a page not found, from anyone: counted against the address's rate first (a
 * script posting hundreds a minute is refused), then recorded in one statement in which a known
 * path keeps counting once the table is full (db/missing-paths.ts).
 */
import type { Database } from '../db/client';
import { recordMissingPath } from '../db/missing-paths';
import { hit, type RateRule } from './rate-limit';

export async function reportMissingPath(
  db: Database,
  report: { path: string; address: string; now: string },
  limits: { rate: RateRule; maxTracked: number },
): Promise<{ retryAfter?: undefined } | { retryAfter: number }> {
  const verdict = await hit(db, limits.rate, report.address);
  if (!verdict.allowed) return { retryAfter: verdict.retryAfter };
  await recordMissingPath(db, report.path, report.now, limits.maxTracked);
  return {};
}
