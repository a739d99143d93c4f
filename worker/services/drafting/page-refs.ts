/**
 * A draft's page references against its case's newest bundle index: whether they are current, and
 * rewritten from it. The document is the user's or undefined (a 404 for anyone else's).
 */
import { refsAreStale, rewritePageRefs } from '../../../src/domain/drafting/page-refs';
import { translate } from '../../../src/i18n/translate';
import { readBundleIndex } from '../../db/bundles';
import type { Database } from '../../db/client';
import { ownDocument, readPageRefs, writeRefreshedRefs } from '../../db/page-refs';

/** The user's document and its case's newest bundle index; undefined for anyone else's. */
async function draftAndIndex(db: Database, userId: string, id: string) {
  const draft = await readPageRefs(db, userId, id);
  if (!draft) return undefined;
  const index = await readBundleIndex(db, { userId, caseId: draft.caseId });
  return { draft, index };
}

/** 'none' without references or an index, else whether the index moved them; with the index's time. */
export async function pageRefsState(db: Database, userId: string, id: string) {
  const found = await draftAndIndex(db, userId, id);
  if (!found) return undefined;
  const { draft, index } = found;
  const state: 'none' | 'current' | 'stale' =
    !draft.basis || !index ? 'none' : refsAreStale(draft.basis.cited, index.entries) ? 'stale' : 'current';
  return { state, bundleBuiltAt: index?.builtAt ?? null };
}

export type PageRefsRefresh =
  | { document: NonNullable<Awaited<ReturnType<typeof ownDocument>>>; moved: number; removed: number; refused?: undefined }
  | { document?: undefined; refused: 'notFound' | 'conflict' };

/**
 * Rewrites the references from the newest index: how many got new pages, and how many now say the
 * file is not in the bundle. 'conflict' when the text was saved by someone else meanwhile (nothing
 * is written).
 */
export async function refreshPageRefs(db: Database, userId: string, id: string, now: Date): Promise<PageRefsRefresh> {
  const found = await draftAndIndex(db, userId, id);
  if (!found) return { refused: 'notFound' };
  const { draft, index } = found;
  let moved = 0;
  let removed = 0;
  if (draft.basis && index) {
    const notInBundle = translate(draft.language, 'draft.pageRefs.notInBundle');
    const rewritten = rewritePageRefs(draft.content, draft.basis.cited, index.entries, notInBundle);
    const written = await writeRefreshedRefs(
      db,
      { documentId: id, userId, before: draft.content, after: rewritten.content },
      { indexId: index.id, cited: rewritten.cited },
      now,
    );
    if (!written) return { refused: 'conflict' };
    ({ moved, removed } = rewritten);
  }
  const document = await ownDocument(db, userId, id);
  if (!document) return { refused: 'notFound' };
  return { document, moved, removed };
}
