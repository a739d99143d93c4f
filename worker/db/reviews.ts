/**
 * Paralegal review requests and replies. Claimants see and make their own requests on a
 * document; reviewers see the queue with what a review needs and nothing more (no e-mail address,
 * no other documents of the claimant), reply, and mark requests done or open again.
 */
import { and, asc, desc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { ReviewStatus } from '../../src/domain/reviews';
import { insertWhere } from './capped-insert';
import type { Database } from './client';
import type { Written } from './ownership';
import { cases, documents, reviewReplies, reviewRequests, user } from './schema';

export interface ReplyView {
  id: string;
  body: string;
  createdAt: string;
  /** The reviewer's display name; null once their account is deleted. */
  authorName: string | null;
}

/** The replies of these requests, oldest first, grouped by request id. */
export async function repliesFor(db: Database, requestIds: string[]): Promise<Map<string, ReplyView[]>> {
  const byRequest = new Map<string, ReplyView[]>(requestIds.map((id) => [id, []]));
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select({
      id: reviewReplies.id,
      requestId: reviewReplies.requestId,
      body: reviewReplies.body,
      createdAt: reviewReplies.createdAt,
      authorName: user.name,
    })
    .from(reviewReplies)
    .leftJoin(user, eq(user.id, reviewReplies.authorId))
    .where(inArray(reviewReplies.requestId, requestIds))
    .orderBy(asc(reviewReplies.createdAt), asc(reviewReplies.id));
  for (const { requestId, ...reply } of rows) byRequest.get(requestId)?.push(reply);
  return byRequest;
}

/** A claimant's requests on one of their documents, newest first, each with its replies. */
export async function claimantReviews(db: Database, userId: string, documentId: string) {
  const rows = await db
    .select({
      id: reviewRequests.id,
      status: reviewRequests.status,
      message: reviewRequests.message,
      createdAt: reviewRequests.createdAt,
    })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.documentId, documentId), eq(reviewRequests.userId, userId)))
    .orderBy(desc(reviewRequests.createdAt), desc(reviewRequests.id));
  const replies = await repliesFor(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, status: row.status as ReviewStatus, replies: replies.get(row.id) ?? [] }));
}

/** How many requests the queue shows at once: a paralegal works the oldest first. */
export const QUEUE_PAGE_SIZE = 100;

/** The queue: open requests oldest first (first come, first served); done ones latest first. */
export async function reviewQueue(db: Database, status: ReviewStatus) {
  const rows = await db
    .select({
      id: reviewRequests.id,
      status: reviewRequests.status,
      message: reviewRequests.message,
      createdAt: reviewRequests.createdAt,
      updatedAt: reviewRequests.updatedAt,
      documentId: documents.id,
      documentTitle: documents.title,
      documentType: documents.documentType,
      documentLanguage: documents.language,
      documentContent: documents.content,
      claimantName: cases.claimantName,
      employerName: cases.employerName,
    })
    .from(reviewRequests)
    .innerJoin(documents, eq(documents.id, reviewRequests.documentId))
    .innerJoin(cases, eq(cases.id, documents.caseId))
    .where(eq(reviewRequests.status, status))
    .orderBy(status === 'open' ? asc(reviewRequests.createdAt) : desc(reviewRequests.updatedAt), asc(reviewRequests.id))
    .limit(QUEUE_PAGE_SIZE);
  const replies = await repliesFor(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status as ReviewStatus,
    message: row.message,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    document: {
      id: row.documentId,
      title: row.documentTitle,
      type: row.documentType,
      language: row.documentLanguage,
      content: row.documentContent,
    },
    // The parties as the claimant named them on the case; the claimant is the case's claimant.
    parties: { claimant: row.claimantName, employer: row.employerName },
    claimantName: row.claimantName,
    replies: replies.get(row.id) ?? [],
  }));
}

/** Whether the document is the user's (by id and owner in one statement). */
export async function ownsDocument(db: Database, userId: string, documentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * A new open request on the user's document, in one statement with the owner check and the check
 * for an open request (D1 runs each statement alone, so a double click makes one request, not
 * two). Undefined when nothing was written: not the user's document, or one is already open.
 */
export function openReviewRequest(
  db: Database,
  userId: string,
  documentId: string,
  message: string | null,
  now: string,
): Promise<typeof reviewRequests.$inferSelect | undefined> {
  return insertWhere(
    db,
    reviewRequests,
    { id: crypto.randomUUID(), userId, documentId, message, status: 'open', createdAt: now, updatedAt: now },
    [
      sql`EXISTS (SELECT 1 FROM ${documents} WHERE ${documents.id} = ${documentId} AND ${documents.userId} = ${userId})`,
      sql`NOT EXISTS (SELECT 1 FROM ${reviewRequests} WHERE ${reviewRequests.documentId} = ${documentId} AND ${reviewRequests.status} = 'open')`,
    ],
  );
}

/** Who a reply goes to, and on which document: undefined when there is no such request. */
export async function replyTarget(db: Database, requestId: string) {
  const [target] = await db
    .select({ email: user.email, language: documents.language, title: documents.title })
    .from(reviewRequests)
    .innerJoin(documents, eq(documents.id, reviewRequests.documentId))
    .innerJoin(user, eq(user.id, reviewRequests.userId))
    .where(eq(reviewRequests.id, requestId))
    .limit(1);
  return target;
}

/** Keeps a reviewer's reply and touches its request, in one batch (one transaction). */
export async function addReply(db: Database, reply: typeof reviewReplies.$inferInsert & { createdAt: string }): Promise<void> {
  await db.batch([
    db.insert(reviewReplies).values(reply),
    db.update(reviewRequests).set({ updatedAt: reply.createdAt }).where(eq(reviewRequests.id, reply.requestId)),
  ]);
}

/** A user's display name, or null. */
export async function displayName(db: Database, userId: string): Promise<string | null> {
  const [author] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
  return author?.name ?? null;
}

const other = alias(reviewRequests, 'other');

/**
 * Marks a request done or open again. Opening it again must keep one open request per document (the
 * claimant may have asked again since): checked in the same statement as the update. Answers
 * 'updated', 'notFound', or 'alreadyOpen'.
 */
export async function setReviewStatus(
  db: Database,
  id: string,
  status: ReviewStatus,
  now: string,
): Promise<'updated' | 'notFound' | 'alreadyOpen'> {
  const [row] = await db
    .update(reviewRequests)
    .set({ status, updatedAt: now })
    .where(
      and(
        eq(reviewRequests.id, id),
        status === 'done'
          ? undefined
          : notExists(
              db
                .select({ one: sql`1` })
                .from(other)
                .where(and(eq(other.documentId, reviewRequests.documentId), eq(other.status, 'open'), ne(other.id, id))),
            ),
      ),
    )
    .returning({ id: reviewRequests.id });
  if (row) return 'updated';
  const [exists] = await db.select({ id: reviewRequests.id }).from(reviewRequests).where(eq(reviewRequests.id, id)).limit(1);
  return exists ? 'alreadyOpen' : 'notFound';
}

/** A review requested, or why not: the document is not the user's (a 404), or a request is already open. */
export async function requestReview(
  db: Database,
  userId: string,
  documentId: string,
  message: string | null,
  now: string,
): Promise<Written<typeof reviewRequests.$inferSelect, 'documentNotFound' | 'alreadyOpen'>> {
  const row = await openReviewRequest(db, userId, documentId, message, now);
  if (row) return { row };
  return { refused: (await ownsDocument(db, userId, documentId)) ? 'alreadyOpen' : 'documentNotFound' };
}

/** The document's reviews with their replies, or undefined when the document is not the user's (a 404). */
export async function ownDocumentReviews(db: Database, userId: string, documentId: string) {
  if (!(await ownsDocument(db, userId, documentId))) return undefined;
  return claimantReviews(db, userId, documentId);
}
