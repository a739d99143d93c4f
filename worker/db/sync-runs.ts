/** The case-law sync's runs, as the admin screen lists them. */
import { desc } from 'drizzle-orm';
import type { Database } from './client';
import { syncRuns } from './schema';

/** The latest `limit` runs, newest first. */
export function recentSyncRuns(db: Database, limit: number) {
  return db
    .select({
      source: syncRuns.source,
      startedAt: syncRuns.startedAt,
      finishedAt: syncRuns.finishedAt,
      count: syncRuns.count,
      error: syncRuns.error,
    })
    .from(syncRuns)
    .orderBy(desc(syncRuns.startedAt))
    .limit(limit);
}
