/**
 * Paralegal reviews (the paralegal plan): a claimant asks for a review of a drafted
 * document, with an optional note; a paralegal replies and marks it done. The request shapes the
 * islands and the Worker share, their limits and the messages the API answers with.
 */
import { z } from 'zod';

export const MAX_REVIEW_MESSAGE_CHARS = 2000;
export const MAX_REVIEW_REPLY_CHARS = 5000;

export const reviewStatuses = ['open', 'done'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** Who may work the queue at /admin/reviews (the user table's role). */
export const reviewerRoles = ['paralegal', 'admin'] as const;

export const reviewMessages = {
  messageTooLong: `A note can be at most ${MAX_REVIEW_MESSAGE_CHARS.toLocaleString('en-GB')} characters`,
  replyRequired: 'Write a reply first',
  replyTooLong: `A reply can be at most ${MAX_REVIEW_REPLY_CHARS.toLocaleString('en-GB')} characters`,
  invalidStatus: "The status must be 'open' or 'done'",
  alreadyOpen: 'This document already has a review request waiting for a reply',
  documentNotFound: 'No document with that id',
  requestNotFound: 'No review request with that id',
  reviewersOnly: 'This page is for paralegals',
} as const;
export type ReviewMessageKey = keyof typeof reviewMessages;

export const createReviewSchema = z.object({
  /** Empty or blank means no note. */
  message: z
    .string()
    .trim()
    .max(MAX_REVIEW_MESSAGE_CHARS, { error: reviewMessages.messageTooLong })
    .optional()
    .transform((value) => (value ? value : null)),
});
export type CreateReviewRequest = z.input<typeof createReviewSchema>;

export const reviewReplySchema = z.object({
  body: z
    .string({ error: reviewMessages.replyRequired })
    .trim()
    .min(1, { error: reviewMessages.replyRequired })
    .max(MAX_REVIEW_REPLY_CHARS, { error: reviewMessages.replyTooLong }),
});
export type ReviewReplyRequest = z.infer<typeof reviewReplySchema>;

export const reviewStatusSchema = z.object({ status: z.enum(reviewStatuses, { error: reviewMessages.invalidStatus }) });

export const reviewQueueQuerySchema = z.object({ status: z.enum(reviewStatuses).default('open') });

/** The message's key (for the island's own words), from the API's English text. */
export function reviewMessageKey(message: string): ReviewMessageKey | undefined {
  return (Object.keys(reviewMessages) as ReviewMessageKey[]).find((key) => reviewMessages[key] === message);
}
