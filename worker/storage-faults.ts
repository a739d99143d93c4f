/**
 * Telling a storage outage from a bug. D1 and R2 fail now and then for
 * reasons that are not ours and pass with a retry: the claimant is owed a 503 that says so, with a
 * stable code, rather than the 500 of a bug. Everything else stays a 500 and is logged as one.
 *
 * - R2 throws an Error whose message is "<operation>: <what> (<code>)" ("put: We encountered an
 *   internal error. Please try again. (10001)"). Its internal error (10001), service unavailable
 *   (10043) and too many requests (10058) pass with time; the others (an invalid object name,
 *   10020) are bugs of ours.
 * - D1 throws an Error whose message carries one of the transient failures Cloudflare lists as
 *   "retry the operation" (developers.cloudflare.com/d1/observability/debug-d1/#error-list).
 *   Other D1 errors (a syntax error, a constraint) are bugs in our SQL and stay 500s.
 * drizzle wraps a failed query in a DrizzleQueryError whose `cause` is D1's error, so the whole
 * chain of causes is read.
 */

const D1_TRANSIENT = [
  'Network connection lost',
  'reset because its code was updated',
  'storage caused object to be reset',
  'D1 DB is overloaded',
  'exceeded its memory limit and was reset',
  'exceeded its CPU time limit and was reset',
  'storage operation exceeded timeout',
];

const R2_TRANSIENT = /^[A-Za-z]+: .* \((10001|10043|10058)\)$/;

function isTransientR2Error(error: Error): boolean {
  return R2_TRANSIENT.test(error.message);
}

function isTransientD1Error(error: Error): boolean {
  return D1_TRANSIENT.some((text) => error.message.includes(text));
}

/** Whether the error, or any error it was caused by, is D1 or R2 failing for a while. */
export function isStorageOutage(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error;
  while (current instanceof Error && !seen.has(current)) {
    if (isTransientR2Error(current) || isTransientD1Error(current)) return true;
    seen.add(current);
    current = current.cause;
  }
  return false;
}

/** What the claimant reads: whether their change was kept, and that trying again will do. */
export const storageMessages = {
  write: 'Your change could not be saved because our storage did not answer. Please try again in a moment.',
  read: 'This could not be loaded because our storage did not answer. Please try again in a moment.',
} as const;

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const STORAGE_RETRY_AFTER_SECONDS = 5;
