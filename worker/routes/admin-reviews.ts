/**
 * The paralegal review queue: reviewers (role 'paralegal' or 'admin') list requests,
 * reply (the claimant is told by e-mail) and mark them done or open again. Mounted at
 * /api/admin/reviews, before the case-law admin routes, which are for admins only.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  reviewerRoles,
  reviewMessages,
  reviewQueueQuerySchema,
  reviewReplySchema,
  reviewStatusSchema,
} from '../../src/domain/reviews';
import type { AppEnv } from '../app-env';
import { reviewQueue, setReviewStatus } from '../db/reviews';
import { ApiError, ErrorCode } from '../errors';
import { requireUser } from '../middleware/session';
import { replyToReview } from '../services/reviews/reply';
import { validate } from '../validation';

const uuid = z.uuid();
const requestNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, reviewMessages.requestNotFound);

export const adminReviewRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    const user = requireUser(c.get('user'));
    if (!(reviewerRoles as readonly string[]).includes(user.role)) {
      throw new ApiError(403, ErrorCode.FORBIDDEN, reviewMessages.reviewersOnly);
    }
    await next();
  })
  .get('/', validate('query', reviewQueueQuerySchema), async (c) => {
    const { status } = c.req.valid('query');
    return c.json({ items: await reviewQueue(c.var.db, status) });
  })
  .post('/:id/replies', validate('json', reviewReplySchema), async (c) => {
    const reviewer = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw requestNotFound();
    const { body } = c.req.valid('json');
    const kept = await replyToReview(
      c.var.db,
      c.env,
      { requestId: id, authorId: reviewer.id, body },
      { siteUrl: c.req.url, logId: c.get('requestId') },
    );
    if (!kept) throw requestNotFound();
    return c.json(kept, 201);
  })
  .patch('/:id', validate('json', reviewStatusSchema), async (c) => {
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw requestNotFound();
    const { status } = c.req.valid('json');
    const updatedAt = new Date().toISOString();
    // Opening a request again keeps one open request per document, in the same statement (db/reviews.ts).
    const outcome = await setReviewStatus(c.var.db, id, status, updatedAt);
    if (outcome === 'notFound') throw requestNotFound();
    if (outcome === 'alreadyOpen') throw new ApiError(409, ErrorCode.REVIEW_ALREADY_OPEN, reviewMessages.alreadyOpen);
    return c.json({ id, status, updatedAt });
  });
