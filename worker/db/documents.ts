/**
 * Drafted documents and £10 document credits in D1. Every statement names the owner: another
 * user's document or case is never read, changed or counted. Raw SQL where one statement must
 * both check and write (the per-user cap inside the INSERT, the oldest unspent credit taken in its
 * UPDATE), so two parallel requests cannot both pass; drizzle elsewhere.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { insertWithinUserCap } from './capped-insert';
import { type Database, database } from './client';
import { documents } from './schema';

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
export async function insertDocumentWithinCap(d1: D1Database, doc: NewDocument, cap: number): Promise<boolean> {
  const { unverifiedCitations, ...fields } = doc;
  const stored = await insertWithinUserCap(
    database(d1),
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

/** Whether the user keeps a draft of this type written from exactly these inputs. */
export async function hasDraftFromInputs(d1: D1Database, inputs: DraftInputs): Promise<boolean> {
  const row = await d1
    .prepare(
      'SELECT 1 AS found FROM documents WHERE user_id = ?1 AND case_id = ?2 AND document_type = ?3 AND inputs_hash = ?4 LIMIT 1',
    )
    .bind(inputs.userId, inputs.caseId, inputs.documentType, inputs.inputsHash)
    .first<{ found: number }>();
  return row !== null;
}

/**
 * Whether a draft from the same inputs was stored before document `id` (by rowid, the order D1 ran
 * the INSERTs): of two parallel generations from one unchanged case, only the first one stored pays.
 */
export async function storedAfterTwin(d1: D1Database, inputs: DraftInputs & { id: string }): Promise<boolean> {
  const row = await d1
    .prepare(
      `SELECT 1 AS found FROM documents AS twin
        WHERE twin.user_id = ?1 AND twin.case_id = ?2 AND twin.document_type = ?3 AND twin.inputs_hash = ?4
          AND twin.rowid < (SELECT rowid FROM documents WHERE id = ?5 AND user_id = ?1)
        LIMIT 1`,
    )
    .bind(inputs.userId, inputs.caseId, inputs.documentType, inputs.inputsHash, inputs.id)
    .first<{ found: number }>();
  return row !== null;
}

export async function countUnspentCredits(d1: D1Database, userId: string): Promise<number> {
  const row = await d1
    .prepare('SELECT count(*) AS n FROM document_credits WHERE user_id = ?1 AND spent_at IS NULL')
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Spends the user's oldest unspent credit in one statement; answers its id, or null when there is none. */
export async function spendCredit(d1: D1Database, userId: string, now: string): Promise<string | null> {
  const row = await d1
    .prepare(
      `UPDATE document_credits SET spent_at = ?2
        WHERE id = (SELECT id FROM document_credits WHERE user_id = ?1 AND spent_at IS NULL ORDER BY granted_at, id LIMIT 1)
          AND spent_at IS NULL
        RETURNING id`,
    )
    .bind(userId, now)
    .first<{ id: string }>();
  return row?.id ?? null;
}

/** Gives a spent credit back (the draft it paid for was not stored). */
export async function unspendCredit(d1: D1Database, userId: string, creditId: string): Promise<void> {
  await d1.prepare('UPDATE document_credits SET spent_at = NULL WHERE id = ?1 AND user_id = ?2').bind(creditId, userId).run();
}
