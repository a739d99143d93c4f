/**
 * The billing requests' bodies, shared by the pricing buttons and the Worker, and the
 * messages their refusals carry.
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/translate';
import { documentTypes } from './document-types';
import { paidPlanTypes } from './plans';

/** The bodies' refusals, as message keys (src/i18n): the Worker answers their English text. */
export const billingValidation = {
  invalidPlan: 'billing.validation.invalidPlan',
  invalidDocumentType: 'billing.validation.invalidDocumentType',
} as const satisfies Record<string, MessageKey>;

/**
 * The English messages of refusals that are not about the body (each has its own code, by which a
 * screen chooses its words): for logs and API clients, never shown by an island.
 */
export const billingMessages = {
  unavailable: 'Payments are not available on this server',
  checkoutFailed: 'Failed to start checkout process',
  portalFailed: 'Failed to open customer portal',
  noSubscription: 'You have no subscription to manage yet',
  invalidSignature: 'The webhook signature is missing or does not match',
  invalidEvent: 'The webhook event is not one this server can read',
  cancelBeforeDeleting: 'Your subscription could not be cancelled, so nothing was deleted. Please try again in a few minutes.',
} as const;

export const checkoutRequestSchema = z.object({
  plan: z.enum(paidPlanTypes, { error: billingValidation.invalidPlan }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const documentCreditRequestSchema = z.object({
  documentType: z.enum(documentTypes, { error: billingValidation.invalidDocumentType }),
});
export type DocumentCreditRequest = z.infer<typeof documentCreditRequestSchema>;

/** What GET /api/subscription's `status` can say. */
export const subscriptionStatuses = ['active', 'trialing', 'past_due', 'canceled', 'inactive'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
