/**
 * A user's bundle files (the rows of document_bundles). A pending row's upload never finished: not a
 * file of the bundle. The bundle store and its daily sweep (services/bundle/store.ts, sweep.ts) are
 * handed their Database, so a test can hand in one over a binding whose statements fail.
 */
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import { type CappedInsert, insertUnderOwnedCase } from './capped-insert';
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

/**
 * The user's quota (every row of theirs, pending ones included, plus this file), as a condition for
 * the row's INSERT with the owner and the case's file cap, so parallel uploads cannot pass a limit together.
 */
function withinQuota(userId: string, fileSize: number, quotaBytes: number): SQL {
  return sql`(SELECT coalesce(sum(${documentBundles.fileSize}), 0) FROM ${documentBundles} WHERE ${documentBundles.userId} = ${userId}) + ${fileSize} <= ${quotaBytes}`;
}

/** `column IN` the values of one JSON array, bound as one parameter: D1 binds at most 100 to a statement. */
function inJsonList(column: typeof documentBundles.id | typeof documentBundles.filePath, values: readonly string[]): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;
}

/**
 * A pending row for a stored object, written only while the case is the user's, holds fewer than
 * `cap` files and the user's quota has room for this one, all checked inside the INSERT; refused
 * otherwise (a full case is the likelier answer, so the cap is named before the quota).
 */
export function insertPendingRow(
  db: Database,
  row: Omit<typeof documentBundles.$inferInsert, 'pending'> & { caseId: string; userId: string; fileSize: number },
  limits: { cap: number; quotaBytes: number },
): Promise<CappedInsert<BundleFileRow>> {
  return insertUnderOwnedCase(
    db,
    documentBundles,
    { ...row, pending: true },
    { cap: limits.cap, also: withinQuota(row.userId, row.fileSize, limits.quotaBytes), capFirst: true },
  );
}

/** Removes the user's rows of these ids. */
export async function deleteRowsOfUpload(db: Database, userId: string, ids: readonly string[]): Promise<void> {
  await db.delete(documentBundles).where(and(eq(documentBundles.userId, userId), inJsonList(documentBundles.id, ids)));
}

/** Lists the user's pending rows of these ids, all at once: one statement makes every row of the request listed. */
export async function commitRowsOfUpload(db: Database, userId: string, ids: readonly string[]): Promise<void> {
  await db
    .update(documentBundles)
    .set({ pending: false })
    .where(and(eq(documentBundles.userId, userId), eq(documentBundles.pending, true), inJsonList(documentBundles.id, ids)));
}

/** Bytes the user's rows take (pending ones included). */
export async function bytesOfUser(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${documentBundles.fileSize}), 0)` })
    .from(documentBundles)
    .where(eq(documentBundles.userId, userId));
  return row?.used ?? 0;
}

/** Deletes one of the user's rows and answers its object's key, or null when the user has no such row. */
export async function deleteOwnRow(db: Database, userId: string, id: string): Promise<{ filePath: string } | null> {
  const [row] = await db
    .delete(documentBundles)
    .where(and(eq(documentBundles.id, id), eq(documentBundles.userId, userId)))
    .returning({ filePath: documentBundles.filePath });
  return row ?? null;
}

/** Deletes pending rows uploaded before `cutoff` (an ISO instant) and answers their objects' keys. */
export function deletePendingBefore(db: Database, cutoff: string): Promise<{ filePath: string }[]> {
  return db
    .delete(documentBundles)
    .where(and(eq(documentBundles.pending, true), lt(documentBundles.uploadDate, cutoff)))
    .returning({ filePath: documentBundles.filePath });
}

/** Which of these object keys some row names. */
export function namedPaths(db: Database, keys: readonly string[]): Promise<{ filePath: string }[]> {
  return db
    .select({ filePath: documentBundles.filePath })
    .from(documentBundles)
    .where(inJsonList(documentBundles.filePath, keys));
}
