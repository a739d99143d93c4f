/**
 * Saved case-law searches: GET|POST /api/saved-searches, PATCH|DELETE
 * /api/saved-searches/:id. Owner-scoped in SQL (another reader's search is a 404 like a missing
 * one); at most MAX_SAVED_SEARCHES per reader, counted inside the INSERT so two saves at once
 * cannot pass the limit together.
 */
import { and, asc, eq } from 'drizzle-orm';
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
import { database } from '../db/client';
import { savedSearches } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { validate } from '../validation';

const uuid = z.uuid();
const notFound = () => new ApiError(404, ErrorCode.NOT_FOUND, savedSearchMessages.notFound);

type Row = Pick<typeof savedSearches.$inferSelect, 'id' | 'name' | 'query' | 'createdAt'>;

function view(row: Row): SavedSearchView {
  const parsed = savedQuerySchema.safeParse(JSON.parse(row.query));
  const query: SavedQuery = parsed.success ? parsed.data : { q: '', claimType: '', outcome: '', year: '' };
  return { id: row.id, name: row.name, query, createdAt: row.createdAt };
}

export const savedSearchRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const current = requireUser(c.get('user'));
    const rows = await database(c.env.DB)
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, current.id))
      .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
    return c.json({ items: rows.map(view) });
  })
  .post('/', signedIn, validate('json', savedSearchCreateSchema), async (c) => {
    const current = requireUser(c.get('user'));
    const { name, query } = c.req.valid('json');
    const now = new Date().toISOString();
    const row = await c.env.DB.prepare(
      `INSERT INTO saved_searches (id, user_id, name, query, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?5
       WHERE (SELECT COUNT(*) FROM saved_searches WHERE user_id = ?2) < ?6
       RETURNING id, name, query, created_at AS createdAt`,
    )
      .bind(crypto.randomUUID(), current.id, name, JSON.stringify(query), now, MAX_SAVED_SEARCHES)
      .first<Row>();
    if (!row) throw new ApiError(409, ErrorCode.LIMIT_REACHED, savedSearchMessages.limitReached);
    return c.json(view(row), 201);
  })
  .patch('/:id', signedIn, validate('json', savedSearchRenameSchema), async (c) => {
    const current = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw notFound();
    const [row] = await database(c.env.DB)
      .update(savedSearches)
      .set({ name: c.req.valid('json').name, updatedAt: new Date().toISOString() })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, current.id)))
      .returning();
    if (!row) throw notFound();
    return c.json(view(row));
  })
  .delete('/:id', async (c) => {
    const current = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw notFound();
    const [row] = await database(c.env.DB)
      .delete(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, current.id)))
      .returning({ id: savedSearches.id });
    if (!row) throw notFound();
    return c.body(null, 204);
  });
