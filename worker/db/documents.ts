/**
 * Drafted documents and £10 document credits in D1. Every statement names the owner: another
 * user's document or case is never read, changed or counted. One statement where it must both
 * check and write (the per-user cap inside the INSERT, the oldest unspent credit taken in its
 * UPDATE), so two parallel requests cannot both pass.
 */
import { and, asc, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { insertWithinUserCap } from './capped-insert';
import type { Database } from './client';
import { documentCredits, documents } from './schema';

export type DocumentRow = typeof documents.$inferSelect;

/** The user's documents (of one case, when given): newest first, same-millisecond ones in the order stored. */
export function listDocuments(db: Database, userId: string, caseId?: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.userId, userId), caseId ? eq(documents.caseId, caseId) : undefined))
    .orderBy(desc(documents.createdAt), sql`documents.rowid DESC`);
}

export async function readDocument(db: Database, userId: string, id: string): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)));
  return row ?? null;
}

export async function updateDocumentContent(
  db: Database,
  userId: string,
  id: string,
  content: string,
): Promise<DocumentRow | null> {
  const [row] = await db
    .update(documents)
    .set({ content, updatedAt: new Date().toISOString() })
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .returning();
  return row ?? null;
}

/** Deletes the user's document; answers whether there was one. */
export async function deleteDocument(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .returning({ id: documents.id });
  return deleted.length > 0;
}

export interface NewDocument {
  id: string;
  userId: string;
  caseId: string;
  documentType: string;
  title: string;
  language: string;
  content: string;
  provider: 'template' | 'llm';
  unverifiedCitations: readonly string[];
  inputsHash: string;
  createdAt: string;
}

/**
 * Stores the document unless the user already has `cap` documents; answers whether it was stored.
 * The cap is counted inside the INSERT, so parallel generations cannot pass it.
 */
export async function insertDocumentWithinCap(db: Database, doc: NewDocument, cap: number): Promise<boolean> {
  const { unverifiedCitations, ...fields } = doc;
  const stored = await insertWithinUserCap(
    db,
    documents,
    { ...fields, unverifiedCitations: JSON.stringify(unverifiedCitations), updatedAt: doc.createdAt },
    cap,
  );
  return stored !== undefined;
}

interface DraftInputs {
  userId: string;
  caseId: string;
  documentType: string;
  inputsHash: string;
}

/** The draft's inputs, as conditions on `table` (documents, or an alias of it). */
function sameInputs(table: Record<'userId' | 'caseId' | 'documentType' | 'inputsHash', SQLiteColumn>, inputs: DraftInputs) {
  return and(
    eq(table.userId, inputs.userId),
    eq(table.caseId, inputs.caseId),
    eq(table.documentType, inputs.documentType),
    eq(table.inputsHash, inputs.inputsHash),
  );
}

/** Whether the user keeps a draft of this type written from exactly these inputs. */
export async function hasDraftFromInputs(db: Database, inputs: DraftInputs): Promise<boolean> {
  const rows = await db.select({ found: sql`1` }).from(documents).where(sameInputs(documents, inputs)).limit(1);
  return rows.length > 0;
}

/**
 * Whether a draft from the same inputs was stored before document `id` (by rowid, the order D1 ran
 * the INSERTs): of two parallel generations from one unchanged case, only the first one stored pays.
 */
export async function storedAfterTwin(db: Database, inputs: DraftInputs & { id: string }): Promise<boolean> {
  const twin = alias(documents, 'twin');
  const stored = db
    .select({ rowid: sql`rowid` })
    .from(documents)
    .where(and(eq(documents.id, inputs.id), eq(documents.userId, inputs.userId)));
  const rows = await db
    .select({ found: sql`1` })
    .from(twin)
    .where(and(sameInputs(twin, inputs), lt(sql`${twin}.rowid`, sql`(${stored})`)))
    .limit(1);
  return rows.length > 0;
}

export async function countUnspentCredits(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documentCredits)
    .where(and(eq(documentCredits.userId, userId), isNull(documentCredits.spentAt)));
  return row?.n ?? 0;
}

/** Spends the user's oldest unspent credit in one statement; answers its id, or null when there is none. */
export async function spendCredit(db: Database, userId: string, now: string): Promise<string | null> {
  const oldest = db
    .select({ id: documentCredits.id })
    .from(documentCredits)
    .where(and(eq(documentCredits.userId, userId), isNull(documentCredits.spentAt)))
    .orderBy(asc(documentCredits.grantedAt), asc(documentCredits.id))
    .limit(1);
  const [row] = await db
    .update(documentCredits)
    .set({ spentAt: now })
    .where(and(eq(documentCredits.id, sql`(${oldest})`), isNull(documentCredits.spentAt)))
    .returning({ id: documentCredits.id });
  return row?.id ?? null;
}

/** Gives a spent credit back (the draft it paid for was not stored). */
export async function unspendCredit(db: Database, userId: string, creditId: string): Promise<void> {
  await db
    .update(documentCredits)
    .set({ spentAt: null })
    .where(and(eq(documentCredits.id, creditId), eq(documentCredits.userId, userId)));
}
