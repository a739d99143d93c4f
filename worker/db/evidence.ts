/**
 * A case's evidence items: every statement filters on the owner, so another user's item is not
 * found. An item may name a file of its case's bundle: the write itself checks the file is the
 * same user's and the same case's.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { MAX_EVIDENCE_PER_CASE } from '../../src/domain/evidence';
import { type CappedInsert, insertUnderOwnedCase } from './capped-insert';
import type { Database } from './client';
import { readOfOwnedCase } from './ownership';
import { documentBundles, evidenceItems } from './schema';

export type EvidenceRow = typeof evidenceItems.$inferSelect;
type EvidenceFields = Omit<EvidenceRow, 'id' | 'caseId' | 'userId' | 'createdAt' | 'updatedAt'>;

const ofCase = (userId: string, caseId: string) => and(eq(evidenceItems.caseId, caseId), eq(evidenceItems.userId, userId));

/** The case's items as stored (a chronology orders them itself); the caller has checked the case. */
export function evidenceOfCase(db: Database, userId: string, caseId: string): Promise<EvidenceRow[]> {
  return db.select().from(evidenceItems).where(ofCase(userId, caseId));
}

/** The case's items by evidence date, newest first; undated ones last, newest added first. */
export function evidenceByDate(db: Database, userId: string, caseId: string): Promise<EvidenceRow[]> {
  return db
    .select()
    .from(evidenceItems)
    .where(ofCase(userId, caseId))
    .orderBy(sql`${evidenceItems.evidenceDate} IS NULL`, desc(evidenceItems.evidenceDate), desc(evidenceItems.createdAt));
}

/**
 * The named file is in the same user's bundle of the item's case. `caseId` is the case's id, or
 * the column of the row being updated, which drizzle writes with its table's name (unqualified,
 * case_id would be document_bundles' own).
 */
function inCaseBundle(fileId: string, userId: string, caseId: string | typeof evidenceItems.caseId): SQL {
  return sql`EXISTS (SELECT 1 FROM ${documentBundles} WHERE ${documentBundles.id} = ${fileId} AND ${documentBundles.userId} = ${userId} AND ${documentBundles.caseId} = ${caseId})`;
}

/** A new item, written only under the user's case, below MAX_EVIDENCE_PER_CASE, with its named file in that case's bundle. */
export function insertEvidence(
  db: Database,
  owner: { userId: string; caseId: string },
  fields: EvidenceFields,
  now: string,
): Promise<CappedInsert<EvidenceRow>> {
  return insertUnderOwnedCase(
    db,
    evidenceItems,
    { id: crypto.randomUUID(), ...owner, ...fields, createdAt: now, updatedAt: now },
    {
      cap: MAX_EVIDENCE_PER_CASE,
      also: fields.bundleFileId ? inCaseBundle(fields.bundleFileId, owner.userId, owner.caseId) : undefined,
    },
  );
}

/**
 * Changes the user's item, in the same statement that checks a newly named file is in the item's
 * own case's bundle. Undefined when nothing was written: no such item, or (with a file) the file.
 */
export async function updateEvidence(
  db: Database,
  userId: string,
  id: string,
  changes: Partial<EvidenceFields>,
  now: string,
): Promise<EvidenceRow | undefined> {
  const [row] = await db
    .update(evidenceItems)
    .set({ ...changes, updatedAt: now })
    .where(
      and(
        eq(evidenceItems.id, id),
        eq(evidenceItems.userId, userId),
        changes.bundleFileId ? inCaseBundle(changes.bundleFileId, userId, evidenceItems.caseId) : undefined,
      ),
    )
    .returning();
  return row;
}

/** Whether the user has the item (only to explain an update that wrote nothing). */
export async function hasEvidenceItem(db: Database, userId: string, id: string): Promise<boolean> {
  const [item] = await db
    .select({ id: evidenceItems.id })
    .from(evidenceItems)
    .where(and(eq(evidenceItems.id, id), eq(evidenceItems.userId, userId)));
  return item !== undefined;
}

/** Deletes the user's item; false when they have no such item. */
export async function deleteEvidence(db: Database, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .delete(evidenceItems)
    .where(and(eq(evidenceItems.id, id), eq(evidenceItems.userId, userId)))
    .returning({ id: evidenceItems.id });
  return row !== undefined;
}

/** The case's items by evidence date, or undefined when the case is not the user's (a 404). */
export function ownEvidenceByDate(db: Database, userId: string, caseId: string): Promise<EvidenceRow[] | undefined> {
  return readOfOwnedCase(db, { userId, caseId }, () => evidenceByDate(db, userId, caseId));
}

/**
 * A change to the user's item: the row written, or why nothing was: no such item of theirs, or the
 * bundle file it names is not of the same user and case (the item exists; the choice does not).
 */
export async function changeEvidence(
  db: Database,
  userId: string,
  id: string,
  changes: Partial<EvidenceFields>,
  now: string,
): Promise<{ row: EvidenceRow; refused?: undefined } | { row?: undefined; refused: 'notFound' | 'bundleFileNotFound' }> {
  const row = await updateEvidence(db, userId, id, changes, now);
  if (row) return { row };
  if (!changes.bundleFileId) return { refused: 'notFound' };
  return { refused: (await hasEvidenceItem(db, userId, id)) ? 'bundleFileNotFound' : 'notFound' };
}
