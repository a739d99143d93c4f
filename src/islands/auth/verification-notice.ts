/**
 * What /auth says when an e-mail confirmation link lands there. Opening the link confirms the
 * address and signs nobody in (worker/auth.ts: autoSignInAfterVerification is off, so a link
 * opened in another person's browser starts no session there); better-auth then sends the reader
 * to the callback the sign-up form gave it, `/auth?verified=1`, adding `error=…` when the link had
 * expired or was already used.
 */
export const VERIFIED_PARAM = 'verified';

export type VerificationNoticeKey = 'auth.verified' | 'auth.verifyFailed';

/**
 * The path the confirmation link lands on: the account page in the reader's language, carrying the
 * page the reader signed up from (already a checked same-site path), so that signing in after the
 * confirmation goes back there rather than to the home page.
 */
export function verificationCallback(authPath: string, next: string | null = null): string {
  const back = next ? `&next=${encodeURIComponent(next)}` : '';
  return `${authPath}?${VERIFIED_PARAM}=1${back}`;
}

export function verificationNotice(search: URLSearchParams): VerificationNoticeKey | null {
  if (search.get(VERIFIED_PARAM) !== '1') return null;
  return search.has('error') ? 'auth.verifyFailed' : 'auth.verified';
}
