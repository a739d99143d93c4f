/**
 * Paralegal review requests and replies: the reads both sides share. Claimants see
 * their own requests on a document; reviewers see the queue with what a review needs and nothing
 * more (no e-mail address, no other documents of the claimant).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ReviewStatus } from '../../src/domain/reviews';
import type { Database } from '../db/client';
import { cases, documents, reviewReplies, reviewRequests, user } from '../db/schema';

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
