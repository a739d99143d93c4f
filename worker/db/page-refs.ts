/**
 * The SQL of a draft's bundle page references (routes/page-refs.ts): which index a document's
 * references were written from and the pages it cited each file at, and the refresh that rewrites
 * them. Every statement names the owner: another user's document is not found.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BundleIndex } from '../../src/domain/bundle-index';
import { type CitedRange, citedRanges } from '../../src/domain/drafting/page-refs';
import { fromExcluded, insertSelectWhere, sameOwner } from './capped-insert';
import type { Database } from './client';
import { documentPageRefs, documents } from './schema';

const citedSchema = z.array(z.object({ documentId: z.string(), firstPage: z.number().int(), lastPage: z.number().int() }));

/**
 * Keeps what a new draft cites of the bundle index it was written from; nothing when it cites no
 * page (no bundle built, or none of its evidence in it). Only for the user's own document.
 */
export async function savePageRefs(
  db: Database,
  draft: { documentId: string; userId: string; content: string },
  index: BundleIndex | null | undefined,
  now: Date,
): Promise<void> {
  if (!index) return;
  const cited = citedRanges(draft.content, index.entries);
  if (cited.length === 0) return;
  await insertSelectWhere(db, documentPageRefs, refsRow(draft, { indexId: index.id, cited }, now.toISOString()), [
    documentOwnedBy(draft),
  ]);
}

/** The document is the user's (and, with `content`, still holds that text). */
function documentOwnedBy(draft: { documentId: string; userId: string }, content?: string) {
  return sql`EXISTS (SELECT 1 FROM ${documents} WHERE ${and(
    eq(documents.id, draft.documentId),
    eq(documents.userId, draft.userId),
    content === undefined ? undefined : eq(documents.content, content),
  )})`;
}

function refsRow(
  draft: { documentId: string; userId: string },
  basis: { indexId: string; cited: readonly CitedRange[] },
  stamp: string,
): typeof documentPageRefs.$inferInsert {
  return {
    documentId: draft.documentId,
    userId: draft.userId,
    bundleIndexId: basis.indexId,
    refs: JSON.stringify(basis.cited),
    updatedAt: stamp,
  };
}

export interface DraftPageRefs {
  caseId: string;
  /** 'en' or 'pt': the words of a reference to a file no longer in the bundle. */
  language: 'en' | 'pt';
  content: string;
  /** What the text cites and from which index; null when it cites no bundle page. */
  basis: { indexId: string; cited: CitedRange[] } | null;
}

/** The user's document with its references' basis, or null (another user's, or missing). */
export async function readPageRefs(db: Database, userId: string, documentId: string): Promise<DraftPageRefs | null> {
  const [row] = await db
    .select({
      caseId: documents.caseId,
      language: documents.language,
      content: documents.content,
      bundleIndexId: documentPageRefs.bundleIndexId,
      refs: documentPageRefs.refs,
    })
    .from(documents)
    .leftJoin(documentPageRefs, and(eq(documentPageRefs.documentId, documents.id), eq(documentPageRefs.userId, documents.userId)))
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId)));
  if (!row) return null;
  let cited: CitedRange[] = [];
  try {
    const parsed = citedSchema.safeParse(JSON.parse(row.refs ?? '[]'));
    if (parsed.success) cited = parsed.data;
  } catch {
    // A row no longer readable cites nothing we can find again.
  }
  const basis = row.bundleIndexId && cited.length > 0 ? { indexId: row.bundleIndexId, cited } : null;
  return { caseId: row.caseId, language: row.language === 'pt' ? 'pt' : 'en', content: row.content, basis };
}

/**
 * Writes the refreshed text and its new basis together (one D1 batch, a transaction), and only if
 * the text is still the one the references were read from: an edit saved in between is never
 * overwritten. Answers whether it was written.
 */
export async function writeRefreshedRefs(
  db: Database,
  draft: { documentId: string; userId: string; before: string; after: string },
  basis: { indexId: string; cited: readonly CitedRange[] },
  now: Date,
): Promise<boolean> {
  const stamp = now.toISOString();
  const [text] = await db.batch([
    db
      .update(documents)
      .set({ content: draft.after, updatedAt: stamp })
      .where(and(eq(documents.id, draft.documentId), eq(documents.userId, draft.userId), eq(documents.content, draft.before)))
      .returning({ id: documents.id }),
    insertSelectWhere(db, documentPageRefs, refsRow(draft, basis, stamp), [
      documentOwnedBy(draft, draft.after),
    ]).onConflictDoUpdate({
      target: documentPageRefs.documentId,
      set: fromExcluded(documentPageRefs, ['bundleIndexId', 'refs', 'updatedAt']),
      setWhere: sameOwner(documentPageRefs),
    }),
  ]);
  return text.length === 1;
}

/** The user's document row (for documentView), or undefined. */
export async function ownDocument(db: Database, userId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId)));
  return row;
}
