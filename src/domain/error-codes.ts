/**
 * Every stable error code the API can answer with. Clients (and tests) switch on the code, never on
 * the message, so a code is never renamed once shipped. Shared by the Worker (worker/errors.ts
 * re-exports it) and the islands, which compare an ApiFailure's code with these, never a string.
 */
export const ErrorCode = {
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  CONFIRMATION_MISMATCH: 'CONFIRMATION_MISMATCH',
  LIMIT_REACHED: 'LIMIT_REACHED',
  /** A user's bundle files would pass their plan's storage quota (src/domain/plans.ts). */
  STORAGE_QUOTA_EXCEEDED: 'STORAGE_QUOTA_EXCEEDED',
  /** A user has the most cases one account may hold. */
  CASE_LIMIT_REACHED: 'CASE_LIMIT_REACHED',
  /** A save based on an older updatedAt would overwrite a newer change to the same field. */
  EDIT_CONFLICT: 'EDIT_CONFLICT',
  /** A return address for better-auth (callbackURL, redirectTo …) that is not a page of this site. */
  INVALID_REDIRECT: 'INVALID_REDIRECT',
  /** A state-changing request that did not come from the site's own pages. */
  CROSS_SITE: 'CROSS_SITE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  /** An upload over 10 MB (the body as it streams in, or one file of it). */
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  /** An upload with no `file` field. */
  NO_FILE: 'NO_FILE',
  EMPTY_FILE: 'EMPTY_FILE',
  /** An upload whose extension is not one the bundle takes. */
  UNSUPPORTED_FILE_TYPE: 'UNSUPPORTED_FILE_TYPE',
  /** An upload whose content is not what its extension says (a .pdf that is text, an .exe renamed .jpg). */
  FILE_SIGNATURE_MISMATCH: 'FILE_SIGNATURE_MISMATCH',
  /** An evidence item pointing at a file that is not in its case's bundle. */
  BUNDLE_FILE_NOT_FOUND: 'BUNDLE_FILE_NOT_FOUND',
  /** A download link past its 60 seconds. */
  LINK_EXPIRED: 'LINK_EXPIRED',
  /** A download link that was altered or is not one of ours. */
  LINK_INVALID: 'LINK_INVALID',
  /** An unsubscribe link (reminders, digests) that was altered or is not one of ours. */
  UNSUBSCRIBE_LINK_INVALID: 'UNSUBSCRIBE_LINK_INVALID',
  /** No mail service is configured in production, so no e-mail can be sent. */
  MAIL_UNAVAILABLE: 'MAIL_UNAVAILABLE',
  /** A paid feature the user's plan does not include (worker/middleware/require-feature.ts). */
  FEATURE_REQUIRED: 'FEATURE_REQUIRED',
  /** A checkout for a plan that is not in the catalogue (or free). */
  INVALID_PLAN: 'INVALID_PLAN',
  /** Stripe is not configured on this server (no secret key, or no price id for what was asked). */
  PAYMENTS_UNAVAILABLE: 'PAYMENTS_UNAVAILABLE',
  /** Stripe refused or failed to create a Checkout Session. */
  CHECKOUT_FAILED: 'CHECKOUT_FAILED',
  /** Stripe refused or failed to create a billing portal session. */
  PORTAL_FAILED: 'PORTAL_FAILED',
  /** Account deletion stopped: Stripe could not delete the customer (and so cancel its subscriptions). */
  CANCELLATION_FAILED: 'CANCELLATION_FAILED',
  /** The customer portal asked for by a user who never started a checkout. */
  NO_SUBSCRIPTION: 'NO_SUBSCRIPTION',
  /** A webhook whose Stripe-Signature is missing, forged or outside the tolerance. */
  INVALID_SIGNATURE: 'INVALID_SIGNATURE',
  /** A webhook signed by Stripe whose body is not JSON, or an acted-on event missing a field the Worker reads. */
  INVALID_EVENT: 'INVALID_EVENT',
  /** A free allowance used up for this period (free ET1 drafts, free research runs, support queries). */
  USAGE_LIMIT_REACHED: 'USAGE_LIMIT_REACHED',
  /** A document type that needs Premium or a £10 document credit, with neither held. */
  DOCUMENT_PAYMENT_REQUIRED: 'DOCUMENT_PAYMENT_REQUIRED',
  /** An English version asked for on a server with no language model configured (LLM_PROVIDER). */
  TRANSLATION_UNAVAILABLE: 'TRANSLATION_UNAVAILABLE',
  /** WhatsApp support asked for on a server with no WHATSAPP_SUPPORT_NUMBER configured. */
  SUPPORT_UNAVAILABLE: 'SUPPORT_UNAVAILABLE',
  /** A review request for a document that already has one waiting for a reply. */
  REVIEW_ALREADY_OPEN: 'REVIEW_ALREADY_OPEN',
  /** A law-watch notice marked reviewed twice (the first admin's review stands). */
  ALREADY_REVIEWED: 'ALREADY_REVIEWED',
  /** A change to a computed or suggested task beyond its status, or the deletion of one. */
  TASK_NOT_EDITABLE: 'TASK_NOT_EDITABLE',
  /** A statutory limit (the ET1, Acas, a judgment's limits) cannot be dismissed, only marked done. */
  TASK_NOT_DISMISSABLE: 'TASK_NOT_DISMISSABLE',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  MALFORMED_JSON: 'MALFORMED_JSON',
  BAD_REQUEST: 'BAD_REQUEST',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  CONFIGURATION_MISSING: 'CONFIGURATION_MISSING',
  /** D1 or R2 failed for a while (worker/storage-faults.ts): a 503, worth trying again. */
  STORAGE_UNAVAILABLE: 'STORAGE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const errorCodes: ReadonlySet<string> = new Set(Object.values(ErrorCode));

/** Whether a code an answer carries is one of ours. */
export function isErrorCode(code: string): code is ErrorCode {
  return errorCodes.has(code);
}

/** Codes the browser gives a failure that carries none of ours. */
export const ClientFailureCode = {
  /** The request got no answer: the connection dropped, or the browser blocked it. */
  NETWORK: 'NETWORK',
  /** The request was cancelled before its answer (an upload stopped by the reader). */
  ABORTED: 'ABORTED',
  /**
   * An answer whose code is not one of ours: better-auth's own endpoints answer with theirs (kept as
   * the failure's serverCode), and an answer may name no code at all.
   */
  FOREIGN: 'FOREIGN',
} as const;
export type ClientFailureCode = (typeof ClientFailureCode)[keyof typeof ClientFailureCode];

/** The code of a failed call as a screen compares it: a closed set, so a misspelt code does not compile. */
export type FailureCode = ErrorCode | ClientFailureCode;

/** A code as received (or as the browser names a failure) in the closed set; anything else is FOREIGN. */
export function failureCodeOf(code: string): FailureCode {
  if (isErrorCode(code)) return code;
  return code === ClientFailureCode.NETWORK || code === ClientFailureCode.ABORTED ? code : ClientFailureCode.FOREIGN;
}
