/**
 * The daily Cron's clean-up of uploads a crash left half done (store.ts writes rows pending until
 * the last object of a request has landed):
 * - pending rows older than ORPHAN_AGE_MS, and their objects (rows first, then objects, as in a
 *   deletion: a failure part way leaves only an object without a row, swept next time);
 * - bundle objects older than ORPHAN_AGE_MS that no row names (the Worker died between the object's
 *   put and its row's INSERT).
 * The age keeps an upload still under way out of reach: its objects and rows are minutes old.
 */
import { deletePendingBefore, namedPaths } from '../../db/bundle-files';
import type { Database } from '../../db/client';
import { describeError, log } from '../../log';

/** Six hours: far longer than any upload request runs. */
export const ORPHAN_AGE_MS = 6 * 60 * 60 * 1000;

/** A bundle object's key: `{userId}/{caseId}/{ms epoch}_{name}` (store.ts). Nothing else is touched. */
const BUNDLE_KEY = /^[^/]+\/[^/]+\/\d+_[^/]+$/u;

export interface SweepStorage {
  bucket: Pick<R2Bucket, 'list' | 'delete'>;
  db: Database;
}

export interface SweepResult {
  pendingRows: number;
  orphanObjects: number;
}

export async function sweepBundleOrphans(storage: SweepStorage, nowMs: number): Promise<SweepResult> {
  const cutoff = nowMs - ORPHAN_AGE_MS;
  const stale = await deletePendingBefore(storage.db, new Date(cutoff).toISOString());
  // R2 deletes at most 1,000 keys a call.
  for (let i = 0; i < stale.length; i += 1000) await storage.bucket.delete(stale.slice(i, i + 1000).map((r) => r.filePath));

  let orphanObjects = 0;
  let cursor: string | undefined;
  do {
    const page = await storage.bucket.list({ ...(cursor ? { cursor } : {}) });
    const candidates = page.objects
      .filter((object) => BUNDLE_KEY.test(object.key) && object.uploaded.getTime() < cutoff)
      .map((object) => object.key);
    if (candidates.length > 0) {
      const named = await namedPaths(storage.db, candidates);
      const kept = new Set(named.map((row) => row.filePath));
      const orphans = candidates.filter((key) => !kept.has(key));
      if (orphans.length > 0) {
        await storage.bucket.delete(orphans);
        orphanObjects += orphans.length;
      }
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return { pendingRows: stale.length, orphanObjects };
}

/** The Cron's call: logs what it removed (counts only), never throws. */
export async function runBundleSweep(storage: SweepStorage, nowMs = Date.now()): Promise<void> {
  try {
    const result = await sweepBundleOrphans(storage, nowMs);
    log('info', 'bundle sweep', { ...result });
  } catch (error) {
    log('error', 'bundle sweep failed', describeError(error));
  }
}
