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
import { localizePath } from '../../src/i18n/locales';
import type { AppEnv } from '../app-env';
import { addReply, displayName, replyTarget, reviewQueue, setReviewStatus } from '../db/reviews';
import { ApiError, ErrorCode } from '../errors';
import { describeError, log } from '../log';
import { requireUser } from '../middleware/session';
import { mailerFor } from '../services/mail/mailer';
import { reviewReplyMessage } from '../services/mail/messages';
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
    const db = c.var.db;
    const target = await replyTarget(db, id);
    if (!target) throw requestNotFound();
    const { body } = c.req.valid('json');
    const reply = { id: crypto.randomUUID(), requestId: id, authorId: reviewer.id, body, createdAt: new Date().toISOString() };
    await addReply(db, reply);
    // The reply is kept whatever the mail service does: the claimant also sees it on /documents.
    const language = target.language === 'pt' ? 'pt' : 'en';
    const documentsUrl = new URL(localizePath('/documents', language), c.req.url).href;
    let emailed = true;
    try {
      await mailerFor(c.env, c.var.db).send(reviewReplyMessage(target.email, language, target.title, documentsUrl));
    } catch (error) {
      emailed = false;
      log('warn', 'review reply e-mail not sent', { requestId: c.get('requestId'), ...describeError(error) });
    }
    const authorName = await displayName(db, reviewer.id);
    return c.json({ id: reply.id, body: reply.body, createdAt: reply.createdAt, authorName, emailed }, 201);
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
