/**
 * Reads of a user's bundle files (the rows of document_bundles) outside the bundle screen's own
 * store (services/bundle/store.ts). A pending row's upload never finished: not a file of the bundle.
 */
import { and, eq, sql } from 'drizzle-orm';
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
