/**
 * Saved case-law searches: GET|POST /api/saved-searches, PATCH|DELETE
 * /api/saved-searches/:id. Owner-scoped in SQL (another reader's search is a 404 like a missing
 * one); at most MAX_SAVED_SEARCHES per reader, counted inside the INSERT so two saves at once
 * cannot pass the limit together.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  MAX_SAVED_SEARCHES,
  type SavedQuery,
  type SavedSearchView,
  savedQuerySchema,
  savedSearchCreateSchema,
  savedSearchMessages,
  savedSearchRenameSchema,
} from '../../src/domain/reminders/schema';
import type { AppEnv } from '../app-env';
import {
  deleteSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  renameSavedSearch,
  type SavedSearchRow,
} from '../db/saved-searches';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { validate } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

const uuid = z.uuid();
const notFound = () => new ApiError(404, ErrorCode.NOT_FOUND, savedSearchMessages.notFound);

type Row = Pick<SavedSearchRow, 'id' | 'name' | 'query' | 'createdAt'>;

function view(row: Row): SavedSearchView {
  const parsed = savedQuerySchema.safeParse(JSON.parse(row.query));
  const query: SavedQuery = parsed.success ? parsed.data : { q: '', claimType: '', outcome: '', year: '' };
  return { id: row.id, name: row.name, query, createdAt: row.createdAt };
}

export const savedSearchRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const current = requireUser(c.get('user'));
    const rows = await listSavedSearches(c.var.db, current.id);
    return c.json({ items: rows.map(view) });
  })
  .post('/', signedIn, validate('json', savedSearchCreateSchema), async (c) => {
    const current = requireUser(c.get('user'));
    const { name, query } = c.req.valid('json');
    const row = await insertSavedSearch(
      c.var.db,
      current.id,
      { name, query: JSON.stringify(query) },
      MAX_SAVED_SEARCHES,
      new Date().toISOString(),
    );
    if (!row) throw new ApiError(409, ErrorCode.LIMIT_REACHED, savedSearchMessages.limitReached);
    return c.json(view(row), 201);
  })
  .patch('/:id', signedIn, validate('json', savedSearchRenameSchema), async (c) => {
    const current = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw notFound();
    const row = await renameSavedSearch(c.var.db, current.id, id, c.req.valid('json').name, new Date().toISOString());
    if (!row) throw notFound();
    return c.json(view(row));
  })
  .delete('/:id', async (c) => {
    const current = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw notFound();
    if (!(await deleteSavedSearch(c.var.db, current.id, id))) throw notFound();
    return c.body(null, 204);
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const savedSearchesPolicies: readonly RoutePolicy[] = [
  // Saved case-law searches: a name (100 characters) and the search's words (200) and filters.
  { prefix: '/api/saved-searches', session: true, personal: true, maxBodyBytes: 4 * 1024, bodyTypes: JSON_ONLY },
];
