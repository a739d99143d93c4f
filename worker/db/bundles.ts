/**
 * The SQL of the bundle routes (routes/bundles.ts): the case's files, one file for its download
 * link, and the index of the bundle as last built. Every statement names the owner: another user's
 * case or file is not found, like a missing one.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';
import { type BundleIndex, type BundleIndexEntry, bundleIndexEntrySchema } from '../../src/domain/bundle-index';
import { caseOwnedBy, fromExcluded, insertSelectWhere, sameOwner } from './capped-insert';
import type { Database } from './client';
import { bundleIndexes, documentBundles } from './schema';
import { bundleFileView } from './views';

/**
 * The case's files, newest upload first (of two in the same millisecond, the one stored last).
 * Pending rows belong to an upload that has not finished (or never will): not listed.
 */
export async function caseFiles(db: Database, userId: string, caseId: string) {
  const rows = await db
    .select()
    .from(documentBundles)
    .where(and(eq(documentBundles.caseId, caseId), eq(documentBundles.userId, userId), eq(documentBundles.pending, false)))
    .orderBy(desc(documentBundles.uploadDate), desc(sql`rowid`));
  return rows.map(bundleFileView);
}

/** The id of the user's listed file, or null (another user's, pending or missing). */
export async function ownedFileId(db: Database, userId: string, id: string): Promise<string | null> {
  const [row] = await db
    .select({ id: documentBundles.id })
    .from(documentBundles)
    .where(and(eq(documentBundles.id, id), eq(documentBundles.userId, userId), eq(documentBundles.pending, false)))
    .limit(1);
  return row?.id ?? null;
}

interface IndexRow {
  id: string;
  built_at: string;
  entries: string;
}

// Every entry may have been left out (all its files deleted since): an empty list is a stored index.
const storedEntries = z.array(bundleIndexEntrySchema);

/** A stored index read back through the same schema (a row no longer valid reads as none). */
function indexOf(row: IndexRow | null): BundleIndex | null {
  if (!row) return null;
  try {
    const parsed = storedEntries.safeParse(JSON.parse(row.entries));
    return parsed.success ? { id: row.id, builtAt: row.built_at, entries: parsed.data } : null;
  } catch {
    return null;
  }
}

/**
 * Replaces the case's bundle index, in one statement that is a no-op unless the case is the
 * user's. Entries naming a file that is not one of the case's listed files (deleted since the
 * build, or never the user's) are left out: the pages of the others stay as built. Null when the
 * case is not the user's.
 */
export async function storeBundleIndex(
  db: Database,
  owner: { userId: string; caseId: string },
  entries: readonly BundleIndexEntry[],
  builtAt: Date,
): Promise<BundleIndex | null> {
  const file = alias(documentBundles, 'f');
  // One JSON parameter, not four per entry: D1 binds at most 100 parameters to a statement.
  const listed = sql`(SELECT json_group_array(json(j.value)) FROM json_each(${JSON.stringify(entries)}) AS j
    WHERE EXISTS (SELECT 1 FROM ${documentBundles} AS ${file} WHERE ${file.id} = json_extract(j.value, '$.documentId')
      AND ${file.caseId} = ${owner.caseId} AND ${file.userId} = ${owner.userId} AND ${file.pending} = 0))`;
  const [row] = await insertSelectWhere(
    db,
    bundleIndexes,
    { ...owner, id: crypto.randomUUID(), builtAt: builtAt.toISOString(), entries: listed },
    [caseOwnedBy(owner.caseId, owner.userId)],
  )
    .onConflictDoUpdate({
      target: bundleIndexes.caseId,
      set: fromExcluded(bundleIndexes, ['id', 'builtAt', 'entries']),
      setWhere: sameOwner(bundleIndexes),
    })
    .returning({ id: bundleIndexes.id, built_at: bundleIndexes.builtAt, entries: bundleIndexes.entries });
  return indexOf(row ?? null);
}

/** The case's bundle index as last built, or null (never built, or not the user's case). */
export async function readBundleIndex(db: Database, owner: { userId: string; caseId: string }): Promise<BundleIndex | null> {
  const [row] = await db
    .select({ id: bundleIndexes.id, built_at: bundleIndexes.builtAt, entries: bundleIndexes.entries })
    .from(bundleIndexes)
    .where(and(eq(bundleIndexes.caseId, owner.caseId), eq(bundleIndexes.userId, owner.userId)));
  return indexOf(row ?? null);
}
