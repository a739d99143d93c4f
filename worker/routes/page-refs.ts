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
import type { AppEnv } from '../app-env';
import { documentView } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { requireUser } from '../middleware/session';
import { pageRefsState, refreshPageRefs } from '../services/drafting/page-refs';
import { JSON_ONLY, type RoutePolicy } from './policy';

const uuid = z.uuid();
const documentNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, 'No document with that id');

export const pageRefRoutes = new Hono<AppEnv>()
  /** `{ state: 'none' | 'current' | 'stale', bundleBuiltAt }`: bundleBuiltAt is the newest build's time, or null. */
  .get('/:id/page-refs', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw documentNotFound();
    const found = await pageRefsState(c.var.db, user.id, id);
    if (!found) throw documentNotFound();
    return c.json(found);
  })
  /**
   * Rewrites the references from the newest index. `{ document, moved, removed }`: how many
   * references got new pages, and how many now say the file is not in the bundle. A 409
   * EDIT_CONFLICT when the text was saved by someone else meanwhile (nothing is written).
   */
  .post('/:id/page-refs', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw documentNotFound();
    const refreshed = await refreshPageRefs(c.var.db, user.id, id, new Date());
    if (refreshed.refused === 'conflict') {
      throw new ApiError(409, ErrorCode.EDIT_CONFLICT, 'The document was changed meanwhile. Reload it and try again.');
    }
    if (refreshed.refused) throw documentNotFound();
    return c.json({ document: documentView(refreshed.document), moved: refreshed.moved, removed: refreshed.removed });
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
