/**
 * The SQL of the bundle routes (routes/bundles.ts): the case's files, one file for its download
 * link, and the index of the bundle as last built. Every statement names the owner: another user's
 * case or file is not found, like a missing one.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type BundleIndex, type BundleIndexEntry, bundleIndexEntrySchema } from '../../src/domain/bundle-index';
import type { Database } from './client';
import { documentBundles } from './schema';
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

/**
 * Replaces the case's bundle index, in one statement that is a no-op unless the case is the
 * user's. Entries naming a file that is not one of the case's listed files (deleted since the
 * build, or never the user's) are left out: the pages of the others stay as built.
 */
const STORE_INDEX = `INSERT INTO bundle_indexes (case_id, user_id, id, built_at, entries)
  SELECT cases.id, cases.user_id, ?3, ?4,
    (SELECT json_group_array(json(j.value)) FROM json_each(?5) AS j
      WHERE EXISTS (SELECT 1 FROM document_bundles AS f
        WHERE f.id = json_extract(j.value, '$.documentId') AND f.case_id = cases.id AND f.user_id = cases.user_id AND f.pending = 0))
  FROM cases WHERE cases.id = ?1 AND cases.user_id = ?2
  ON CONFLICT (case_id) DO UPDATE SET id = excluded.id, built_at = excluded.built_at, entries = excluded.entries
    WHERE bundle_indexes.user_id = excluded.user_id
  RETURNING id, built_at, entries`;

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

/** Stores the index of a build; null when the case is not the user's. */
export async function storeBundleIndex(
  d1: D1Database,
  owner: { userId: string; caseId: string },
  entries: readonly BundleIndexEntry[],
  builtAt: Date,
): Promise<BundleIndex | null> {
  // One JSON parameter, not four per entry: D1 binds at most 100 parameters to a statement.
  const row = await d1
    .prepare(STORE_INDEX)
    .bind(owner.caseId, owner.userId, crypto.randomUUID(), builtAt.toISOString(), JSON.stringify(entries))
    .first<IndexRow>();
  return indexOf(row);
}

/** The case's bundle index as last built, or null (never built, or not the user's case). */
export async function readBundleIndex(d1: D1Database, owner: { userId: string; caseId: string }): Promise<BundleIndex | null> {
  const row = await d1
    .prepare('SELECT id, built_at, entries FROM bundle_indexes WHERE case_id = ?1 AND user_id = ?2')
    .bind(owner.caseId, owner.userId)
    .first<IndexRow>();
  return indexOf(row);
}
