/**
 * Paralegal reviews, the claimant's side (the 'paralegal' feature): ask for a review of
 * one of their documents, with an optional note, and read the requests and replies beside it.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { createReviewSchema, reviewMessages } from '../../src/domain/reviews';
import type { AppEnv } from '../app-env';
import { ownDocumentReviews, type ReplyView, requestReview } from '../db/reviews';
import { ApiError, ErrorCode } from '../errors';
import { requireFeature } from '../middleware/require-feature';
import { requireUser, signedIn } from '../middleware/session';
import { validate } from '../validation';

const uuid = z.uuid();
const documentNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, reviewMessages.documentNotFound);

export const reviewRoutes = new Hono<AppEnv>()
  .post('/:id/reviews', signedIn, requireFeature('paralegal'), validate('json', createReviewSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const documentId = c.req.param('id');
    if (!uuid.safeParse(documentId).success) throw documentNotFound();
    const { message } = c.req.valid('json');
    // One statement checks the owner and that no request is open (db/reviews.ts).
    const requested = await requestReview(c.var.db, user.id, documentId, message, new Date().toISOString());
    if (requested.refused === 'documentNotFound') throw documentNotFound();
    if (requested.refused) throw new ApiError(409, ErrorCode.REVIEW_ALREADY_OPEN, reviewMessages.alreadyOpen);
    const created = requested.row;
    return c.json(
      {
        id: created.id,
        status: 'open' as const,
        message: created.message,
        createdAt: created.createdAt,
        replies: [] as ReplyView[],
      },
      201,
    );
  })
  .get('/:id/reviews', async (c) => {
    const user = requireUser(c.get('user'));
    const documentId = c.req.param('id');
    if (!uuid.safeParse(documentId).success) throw documentNotFound();
    const items = await ownDocumentReviews(c.var.db, user.id, documentId);
    if (!items) throw documentNotFound();
    return c.json({ items });
  });
