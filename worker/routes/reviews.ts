/**
 * Paralegal reviews, the claimant's side (the 'paralegal' feature): ask for a review of
 * one of their documents, with an optional note, and read the requests and replies beside it.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { createReviewSchema, reviewMessages } from '../../src/domain/reviews';
import type { AppEnv } from '../app-env';
import { type Database, database } from '../db/client';
import { documents } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { requireFeature } from '../middleware/require-feature';
import { requireUser, signedIn } from '../middleware/session';
import { claimantReviews, type ReplyView } from '../services/reviews';
import { validate } from '../validation';

const uuid = z.uuid();
const documentNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, reviewMessages.documentNotFound);

/** The user's document, by id and owner in one statement: another user's is a 404 like a missing one. */
async function ownedDocument(db: Database, userId: string, id: string) {
  if (!uuid.safeParse(id).success) throw documentNotFound();
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .limit(1);
  if (!row) throw documentNotFound();
  return row;
}

export const reviewRoutes = new Hono<AppEnv>()
  .post('/documents/:id/reviews', signedIn, requireFeature('paralegal'), validate('json', createReviewSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const documentId = c.req.param('id');
    await ownedDocument(database(c.env.DB), user.id, documentId);
    const { message } = c.req.valid('json');
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    // One statement: the check for an open request and the insert cannot be split by a parallel
    // request (D1 runs each statement alone), so a double click makes one request, not two.
    const created = await c.env.DB.prepare(
      `INSERT INTO review_requests (id, user_id, document_id, message, status, created_at, updated_at)
         SELECT ?1, ?2, ?3, ?4, 'open', ?5, ?5
         WHERE NOT EXISTS (SELECT 1 FROM review_requests WHERE document_id = ?3 AND status = 'open')
         RETURNING id, status, message, created_at`,
    )
      .bind(id, user.id, documentId, message, now)
      .first<{ id: string; status: 'open'; message: string | null; created_at: string }>();
    if (!created) throw new ApiError(409, ErrorCode.REVIEW_ALREADY_OPEN, reviewMessages.alreadyOpen);
    return c.json(
      {
        id: created.id,
        status: created.status,
        message: created.message,
        createdAt: created.created_at,
        replies: [] as ReplyView[],
      },
      201,
    );
  })
  .get('/documents/:id/reviews', async (c) => {
    const user = requireUser(c.get('user'));
    const db = database(c.env.DB);
    const documentId = c.req.param('id');
    await ownedDocument(db, user.id, documentId);
    return c.json({ items: await claimantReviews(db, user.id, documentId) });
  });
