/**
 * What /auth says when an e-mail confirmation link lands there. Opening the link confirms the
 * address and signs nobody in (worker/auth.ts: autoSignInAfterVerification is off, so a link
 * opened in another person's browser starts no session there); better-auth then sends the reader
 * to the callback the sign-up form gave it, `/auth?verified=1`, adding `error=…` when the link had
 * expired or was already used.
 */
export const VERIFIED_PARAM = 'verified';

export type VerificationNoticeKey = 'auth.verified' | 'auth.verifyFailed';

/** The path the confirmation link lands on: the account page in the reader's language. */
export function verificationCallback(authPath: string): string {
  return `${authPath}?${VERIFIED_PARAM}=1`;
}

export function verificationNotice(search: URLSearchParams): VerificationNoticeKey | null {
  if (search.get(VERIFIED_PARAM) !== '1') return null;
  return search.has('error') ? 'auth.verifyFailed' : 'auth.verified';
}
