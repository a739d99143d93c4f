/** The case-law sync's runs: started, finished, and listed on the admin screen. */
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
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

/** When the source's latest successful run started (ISO), or null: incremental syncs start there. */
export async function lastSuccessfulRunStart(db: Database, source: string): Promise<string | null> {
  const [row] = await db
    .select({ startedAt: syncRuns.startedAt })
    .from(syncRuns)
    .where(and(eq(syncRuns.source, source), isNull(syncRuns.error), isNotNull(syncRuns.finishedAt)))
    .orderBy(desc(syncRuns.startedAt))
    .limit(1);
  return row?.startedAt ?? null;
}

/** Records a run as started (count 0, not finished). */
export async function startSyncRun(db: Database, run: { id: string; source: string; startedAt: string }): Promise<void> {
  await db.insert(syncRuns).values(run);
}

/** Records how a run ended: its count and, when it failed, its message (null on success). */
export async function finishSyncRun(
  db: Database,
  id: string,
  end: { finishedAt: string; count: number; error: string | null },
): Promise<void> {
  await db.update(syncRuns).set(end).where(eq(syncRuns.id, id));
}
