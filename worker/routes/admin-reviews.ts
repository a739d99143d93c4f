/**
 * The paralegal review queue: reviewers (role 'paralegal' or 'admin') list requests,
 * reply (the claimant is told by e-mail) and mark them done or open again. Mounted at
 * /api/admin/reviews, before the case-law admin routes, which are for admins only.
 */
import { eq } from 'drizzle-orm';
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
import { database } from '../db/client';
import { documents, reviewReplies, reviewRequests, user as users } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { describeError, log } from '../log';
import { requireUser } from '../middleware/session';
import { mailerFor } from '../services/mail/mailer';
import { reviewReplyMessage } from '../services/mail/messages';
import { reviewQueue } from '../services/reviews';
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
    return c.json({ items: await reviewQueue(database(c.env.DB), status) });
  })
  .post('/:id/replies', validate('json', reviewReplySchema), async (c) => {
    const reviewer = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw requestNotFound();
    const db = database(c.env.DB);
    const [target] = await db
      .select({ email: users.email, language: documents.language, title: documents.title })
      .from(reviewRequests)
      .innerJoin(documents, eq(documents.id, reviewRequests.documentId))
      .innerJoin(users, eq(users.id, reviewRequests.userId))
      .where(eq(reviewRequests.id, id))
      .limit(1);
    if (!target) throw requestNotFound();
    const { body } = c.req.valid('json');
    const reply = { id: crypto.randomUUID(), requestId: id, authorId: reviewer.id, body, createdAt: new Date().toISOString() };
    await db.batch([
      db.insert(reviewReplies).values(reply),
      db.update(reviewRequests).set({ updatedAt: reply.createdAt }).where(eq(reviewRequests.id, id)),
    ]);
    // The reply is kept whatever the mail service does: the claimant also sees it on /documents.
    const language = target.language === 'pt' ? 'pt' : 'en';
    const documentsUrl = new URL(localizePath('/documents', language), c.req.url).href;
    let emailed = true;
    try {
      await mailerFor(c.env).send(reviewReplyMessage(target.email, language, target.title, documentsUrl));
    } catch (error) {
      emailed = false;
      log('warn', 'review reply e-mail not sent', { requestId: c.get('requestId'), ...describeError(error) });
    }
    const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, reviewer.id)).limit(1);
    return c.json({ id: reply.id, body: reply.body, createdAt: reply.createdAt, authorName: author?.name ?? null, emailed }, 201);
  })
  .patch('/:id', validate('json', reviewStatusSchema), async (c) => {
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw requestNotFound();
    const { status } = c.req.valid('json');
    const updatedAt = new Date().toISOString();
    // Opening a request again must keep one open request per document (the claimant may have asked
    // again since): checked in the same statement as the update.
    const row = await c.env.DB.prepare(
      `UPDATE review_requests SET status = ?2, updated_at = ?3
        WHERE id = ?1 AND (?2 = 'done' OR NOT EXISTS (
          SELECT 1 FROM review_requests other
           WHERE other.document_id = review_requests.document_id AND other.status = 'open' AND other.id <> ?1))
        RETURNING id`,
    )
      .bind(id, status, updatedAt)
      .first<{ id: string }>();
    if (!row) {
      const exists = await c.env.DB.prepare('SELECT 1 FROM review_requests WHERE id = ?1').bind(id).first();
      if (!exists) throw requestNotFound();
      throw new ApiError(409, ErrorCode.REVIEW_ALREADY_OPEN, reviewMessages.alreadyOpen);
    }
    return c.json({ id: row.id, status, updatedAt });
  });
