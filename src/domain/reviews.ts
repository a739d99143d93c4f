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
  // The schemas' messages are keys of src/i18n (en.json, pt.json): the issues name them and each
  // screen shows the words. The rest are the API's English messages.
  messageTooLong: 'reviews.noteTooLong',
  replyRequired: 'reviews.replyRequired',
  replyTooLong: 'reviews.replyTooLong',
  invalidStatus: 'reviews.validation.status',
  alreadyOpen: 'This document already has a review request waiting for a reply',
  documentNotFound: 'No document with that id',
  requestNotFound: 'No review request with that id',
  reviewersOnly: 'This page is for paralegals',
} as const;

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
