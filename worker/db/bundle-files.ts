/**
 * A user's bundle files (the rows of document_bundles). A pending row's upload never finished: not a
 * file of the bundle. The statements of the bundle store and its daily sweep (services/bundle/
 * store.ts, sweep.ts) take the store's narrow port, only `prepare`, so a test can hand in a database
 * whose statements fail; they stay raw SQL for that reason (a test port tells them apart by their text).
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from './client';
import { documentBundles } from './schema';

export type BundleFileRow = typeof documentBundles.$inferSelect;

/** One listed file of the user's, or undefined. */
export async function listedFile(db: Database, userId: string, id: string): Promise<BundleFileRow | undefined> {
  const [row] = await db
    .select()
    .from(documentBundles)
    .where(and(eq(documentBundles.id, id), eq(documentBundles.userId, userId), eq(documentBundles.pending, false)))
    .limit(1);
  return row;
}

/**
 * Every file row of the user's (`listedOnly`: without pending ones), by case, oldest upload first
 * (uploads in the same millisecond in the order they were stored: SQLite's rowid).
 */
export function filesOfUser(db: Database, userId: string, { listedOnly }: { listedOnly: boolean }): Promise<BundleFileRow[]> {
  return db
    .select()
    .from(documentBundles)
    .where(and(eq(documentBundles.userId, userId), listedOnly ? eq(documentBundles.pending, false) : undefined))
    .orderBy(documentBundles.caseId, documentBundles.uploadDate, sql`rowid`);
}

/** The store's and the sweep's port onto D1: only what their statements use. */
export type BundleRowsPort = Pick<D1Database, 'prepare'>;

/**
 * The user's quota (every row of theirs, pending ones included, plus this file), as a condition for
 * the row's INSERT with the owner and the case's file cap, so parallel uploads cannot pass a limit together.
 */
export function withinQuota(userId: string, fileSize: number, quotaBytes: number): SQL {
  return sql`(SELECT coalesce(sum(${documentBundles.fileSize}), 0) FROM ${documentBundles} WHERE ${documentBundles.userId} = ${userId}) + ${fileSize} <= ${quotaBytes}`;
}

/** Removes the user's rows of these ids. */
export async function deleteRowsOfUpload(db: BundleRowsPort, userId: string, ids: readonly string[]): Promise<void> {
  await db
    // One JSON parameter rather than one per id: D1 binds at most 100 parameters.
    .prepare('DELETE FROM document_bundles WHERE user_id = ?1 AND id IN (SELECT value FROM json_each(?2))')
    .bind(userId, JSON.stringify(ids))
    .run();
}

/** One statement makes every row of the request listed at once (pending = 0). */
const COMMIT_ROWS = `UPDATE document_bundles SET pending = 0
  WHERE user_id = ?1 AND pending = 1 AND id IN (SELECT value FROM json_each(?2))`;

/** Lists the user's pending rows of these ids, all at once. */
export async function commitRowsOfUpload(db: BundleRowsPort, userId: string, ids: readonly string[]): Promise<void> {
  await db.prepare(COMMIT_ROWS).bind(userId, JSON.stringify(ids)).run();
}

/** Bytes the user's rows take (pending ones included). */
export async function bytesOfUser(db: BundleRowsPort, userId: string): Promise<number> {
  const row = await db
    .prepare('SELECT coalesce(sum(file_size), 0) AS used FROM document_bundles WHERE user_id = ?1')
    .bind(userId)
    .first<{ used: number }>();
  return row?.used ?? 0;
}

/** Deletes one of the user's rows and answers its object's key, or null when the user has no such row. */
export async function deleteOwnRow(db: BundleRowsPort, userId: string, id: string): Promise<{ filePath: string } | null> {
  return db
    .prepare('DELETE FROM document_bundles WHERE id = ?1 AND user_id = ?2 RETURNING file_path AS filePath')
    .bind(id, userId)
    .first<{ filePath: string }>();
}

/** Deletes pending rows uploaded before `cutoff` (an ISO instant) and answers their objects' keys. */
export async function deletePendingBefore(db: BundleRowsPort, cutoff: string): Promise<{ filePath: string }[]> {
  const { results } = await db
    .prepare('DELETE FROM document_bundles WHERE pending = 1 AND upload_date < ?1 RETURNING file_path AS filePath')
    .bind(cutoff)
    .all<{ filePath: string }>();
  return results;
}

/** Which of these object keys some row names. */
export async function namedPaths(db: BundleRowsPort, keys: readonly string[]): Promise<{ filePath: string }[]> {
  const { results } = await db
    .prepare('SELECT file_path AS filePath FROM document_bundles WHERE file_path IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(keys))
    .all<{ filePath: string }>();
  return results;
}
