/**
 * The SQL of a draft's bundle page references (routes/page-refs.ts): which index a document's
 * references were written from and the pages it cited each file at, and the refresh that rewrites
 * them. Every statement names the owner: another user's document is not found.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { BundleIndex } from '../../src/domain/bundle-index';
import { type CitedRange, citedRanges } from '../../src/domain/drafting/page-refs';
import type { Database } from './client';
import { documents } from './schema';

const citedSchema = z.array(z.object({ documentId: z.string(), firstPage: z.number().int(), lastPage: z.number().int() }));

/**
 * Keeps what a new draft cites of the bundle index it was written from; nothing when it cites no
 * page (no bundle built, or none of its evidence in it). Only for the user's own document.
 */
export async function savePageRefs(
  d1: D1Database,
  draft: { documentId: string; userId: string; content: string },
  index: BundleIndex | null | undefined,
  now: Date,
): Promise<void> {
  if (!index) return;
  const cited = citedRanges(draft.content, index.entries);
  if (cited.length === 0) return;
  await d1
    .prepare(
      `INSERT INTO document_page_refs (document_id, user_id, bundle_index_id, refs, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM documents WHERE id = ?1 AND user_id = ?2)`,
    )
    .bind(draft.documentId, draft.userId, index.id, JSON.stringify(cited), now.toISOString())
    .run();
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
export async function readPageRefs(d1: D1Database, userId: string, documentId: string): Promise<DraftPageRefs | null> {
  const row = await d1
    .prepare(
      `SELECT d.case_id, d.language, d.content, r.bundle_index_id, r.refs FROM documents AS d
         LEFT JOIN document_page_refs AS r ON r.document_id = d.id AND r.user_id = d.user_id
        WHERE d.id = ?1 AND d.user_id = ?2`,
    )
    .bind(documentId, userId)
    .first<{ case_id: string; language: string; content: string; bundle_index_id: string | null; refs: string | null }>();
  if (!row) return null;
  let cited: CitedRange[] = [];
  try {
    const parsed = citedSchema.safeParse(JSON.parse(row.refs ?? '[]'));
    if (parsed.success) cited = parsed.data;
  } catch {
    // A row no longer readable cites nothing we can find again.
  }
  const basis = row.bundle_index_id && cited.length > 0 ? { indexId: row.bundle_index_id, cited } : null;
  return { caseId: row.case_id, language: row.language === 'pt' ? 'pt' : 'en', content: row.content, basis };
}

/**
 * Writes the refreshed text and its new basis together (one D1 batch, a transaction), and only if
 * the text is still the one the references were read from: an edit saved in between is never
 * overwritten. Answers whether it was written.
 */
export async function writeRefreshedRefs(
  d1: D1Database,
  draft: { documentId: string; userId: string; before: string; after: string },
  basis: { indexId: string; cited: readonly CitedRange[] },
  now: Date,
): Promise<boolean> {
  const stamp = now.toISOString();
  const [text] = await d1.batch([
    d1
      .prepare('UPDATE documents SET content = ?3, updated_at = ?5 WHERE id = ?1 AND user_id = ?2 AND content = ?4')
      .bind(draft.documentId, draft.userId, draft.after, draft.before, stamp),
    d1
      .prepare(
        `INSERT INTO document_page_refs (document_id, user_id, bundle_index_id, refs, updated_at)
         SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM documents WHERE id = ?1 AND user_id = ?2 AND content = ?6)
         ON CONFLICT (document_id) DO UPDATE SET bundle_index_id = excluded.bundle_index_id, refs = excluded.refs,
           updated_at = excluded.updated_at WHERE document_page_refs.user_id = excluded.user_id`,
      )
      .bind(draft.documentId, draft.userId, basis.indexId, JSON.stringify(basis.cited), stamp, draft.after),
  ]);
  return (text?.meta.changes ?? 0) === 1;
}

/** The user's document row (for documentView), or undefined. */
export async function ownDocument(db: Database, userId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId)));
  return row;
}
