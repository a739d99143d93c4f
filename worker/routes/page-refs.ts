/**
 * A draft's bundle page references ("[B: 45–47]", src/domain/drafting/page-refs.ts):
 * GET /api/documents/:id/page-refs says whether they still match the hearing bundle as last built
 * (`none`: the draft cites no bundle page; `current`; `stale`: a file it cites is now on other
 * pages or out of the bundle), and POST /api/documents/:id/page-refs rewrites them from the newest
 * index, free of charge (it drafts nothing new). Owner-scoped in SQL (db/page-refs.ts): another
 * user's document is a 404, like a missing one.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { refsAreStale, rewritePageRefs } from '../../src/domain/drafting/page-refs';
import { translate } from '../../src/i18n/translate';
import type { AppEnv } from '../app-env';
import { readBundleIndex } from '../db/bundles';
import type { Database } from '../db/client';
import { ownDocument, readPageRefs, writeRefreshedRefs } from '../db/page-refs';
import { documentView } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { requireUser } from '../middleware/session';
import { JSON_ONLY, type RoutePolicy } from './policy';

const uuid = z.uuid();
const documentNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, 'No document with that id');

/** The user's document and its case's newest bundle index; a 404 for anyone else's. */
async function draftAndIndex(db: Database, userId: string, id: string) {
  if (!uuid.safeParse(id).success) throw documentNotFound();
  const draft = await readPageRefs(db, userId, id);
  if (!draft) throw documentNotFound();
  const index = await readBundleIndex(db, { userId, caseId: draft.caseId });
  return { draft, index };
}

export const pageRefRoutes = new Hono<AppEnv>()
  /** `{ state: 'none' | 'current' | 'stale', bundleBuiltAt }`: bundleBuiltAt is the newest build's time, or null. */
  .get('/:id/page-refs', async (c) => {
    const user = requireUser(c.get('user'));
    const { draft, index } = await draftAndIndex(c.var.db, user.id, c.req.param('id'));
    const state: 'none' | 'current' | 'stale' =
      !draft.basis || !index ? 'none' : refsAreStale(draft.basis.cited, index.entries) ? 'stale' : 'current';
    return c.json({ state, bundleBuiltAt: index?.builtAt ?? null });
  })
  /**
   * Rewrites the references from the newest index. `{ document, moved, removed }`: how many
   * references got new pages, and how many now say the file is not in the bundle. A 409
   * EDIT_CONFLICT when the text was saved by someone else meanwhile (nothing is written).
   */
  .post('/:id/page-refs', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    const { draft, index } = await draftAndIndex(c.var.db, user.id, id);
    let moved = 0;
    let removed = 0;
    if (draft.basis && index) {
      const notInBundle = translate(draft.language, 'draft.pageRefs.notInBundle');
      const rewritten = rewritePageRefs(draft.content, draft.basis.cited, index.entries, notInBundle);
      const written = await writeRefreshedRefs(
        c.var.db,
        { documentId: id, userId: user.id, before: draft.content, after: rewritten.content },
        { indexId: index.id, cited: rewritten.cited },
        new Date(),
      );
      if (!written) {
        throw new ApiError(409, ErrorCode.EDIT_CONFLICT, 'The document was changed meanwhile. Reload it and try again.');
      }
      ({ moved, removed } = rewritten);
    }
    const row = await ownDocument(c.var.db, user.id, id);
    if (!row) throw documentNotFound();
    return c.json({ document: documentView(row), moved, removed });
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const pageRefsPolicies: readonly RoutePolicy[] = [
  // A draft's page references: read, or refreshed from the newest bundle index; no body.
  {
    prefix: '/api/documents',
    path: '/api/documents/:id/page-refs',
    session: true,
    personal: true,
    maxBodyBytes: 0,
    bodyTypes: JSON_ONLY,
  },
];
