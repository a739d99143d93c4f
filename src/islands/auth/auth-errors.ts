/**
 * Auth failures shown in the reader's language. better-auth answers in English ('Invalid email or
 * password', 'User already exists'); the island never shows that text. It maps the stable error
 * CODE (better-auth's BASE_ERROR_CODES, and our Worker's own codes) to one of our strings, and any
 * code it does not know to a generic message. The wording of the server's message is never relied on.
 */

import type { Messages } from '../../i18n/island-messages';
import type { MessageKey } from '../../i18n/translate';
import { ApiFailure } from '../../stores/api';
import { showToast } from '../../stores/toasts';

/** Every string an auth failure can end in: the island must pick all of them. */
export const AUTH_ERROR_MESSAGE_KEYS = [
  'auth.unknownError',
  'auth.tooManyAttempts',
  'auth.error.invalidCredentials',
  'auth.error.invalidEmail',
  'auth.error.passwordTooShort',
  'auth.error.passwordTooLong',
  'auth.error.passwordCommon',
  'auth.error.signUpFailed',
  'auth.error.resetLinkInvalid',
  'auth.error.emailNotVerified',
  'auth.error.sessionExpired',
  'auth.error.reload',
  'auth.error.unavailable',
  'auth.error.mailUnavailable',
] as const satisfies readonly MessageKey[];
export type AuthErrorKey = (typeof AUTH_ERROR_MESSAGE_KEYS)[number];

/** The fallback, in each language: 'Something went wrong. Please try again.' */
export const AUTH_ERROR_FALLBACK: AuthErrorKey = 'auth.unknownError';

/**
 * Error codes → our strings. Sign-in failures all say the same thing whatever the cause (unknown
 * e-mail, wrong password, no password account), and a failed sign-up never says whether the e-mail
 * already has an account.
 */
export const AUTH_ERROR_CODES: Readonly<Record<string, AuthErrorKey>> = {
  // better-auth (BASE_ERROR_CODES in @better-auth/core)
  INVALID_EMAIL_OR_PASSWORD: 'auth.error.invalidCredentials',
  INVALID_PASSWORD: 'auth.error.invalidCredentials',
  USER_NOT_FOUND: 'auth.error.invalidCredentials',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'auth.error.invalidCredentials',
  ACCOUNT_NOT_FOUND: 'auth.error.invalidCredentials',
  USER_EMAIL_NOT_FOUND: 'auth.error.invalidCredentials',
  INVALID_EMAIL: 'auth.error.invalidEmail',
  PASSWORD_TOO_SHORT: 'auth.error.passwordTooShort',
  PASSWORD_TOO_LONG: 'auth.error.passwordTooLong',
  // worker/services/passwords/plugin.ts: a common, leaked, repetitive or sequential password
  PASSWORD_TOO_COMMON: 'auth.error.passwordCommon',
  USER_ALREADY_EXISTS: 'auth.error.signUpFailed',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.error.signUpFailed',
  FAILED_TO_CREATE_USER: 'auth.error.signUpFailed',
  INVALID_TOKEN: 'auth.error.resetLinkInvalid',
  TOKEN_EXPIRED: 'auth.error.resetLinkInvalid',
  EMAIL_NOT_VERIFIED: 'auth.error.emailNotVerified',
  SESSION_EXPIRED: 'auth.error.sessionExpired',
  INVALID_ORIGIN: 'auth.error.reload',
  MISSING_OR_NULL_ORIGIN: 'auth.error.reload',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'auth.error.reload',
  FAILED_TO_CREATE_SESSION: 'auth.error.unavailable',
  // our Worker (worker/errors.ts)
  RATE_LIMITED: 'auth.tooManyAttempts',
  TOO_MANY_REQUESTS: 'auth.tooManyAttempts',
  CROSS_SITE: 'auth.error.reload',
  // worker/auth-redirects.ts: the forms send only the site's own addresses, so a reload fixes it
  INVALID_REDIRECT: 'auth.error.reload',
  CONFIGURATION_MISSING: 'auth.error.unavailable',
  MAIL_UNAVAILABLE: 'auth.error.mailUnavailable',
};

/** The string key for a failed auth request (an ApiFailure from apiRequest, or anything else). */
export function authErrorKey(error: unknown): AuthErrorKey {
  if (!(error instanceof ApiFailure)) return AUTH_ERROR_FALLBACK;
  if (error.status === 429) return 'auth.tooManyAttempts';
  // The code as sent: better-auth's codes are not ours, so they are not in ApiFailure.code.
  return AUTH_ERROR_CODES[error.serverCode.toUpperCase()] ?? AUTH_ERROR_FALLBACK;
}

/** Failures about the password typed (shown beside the password field, not the e-mail). */
const PASSWORD_FAILURES: readonly AuthErrorKey[] = [
  'auth.error.passwordTooShort',
  'auth.error.passwordTooLong',
  'auth.error.passwordCommon',
];

export function isPasswordFailure(error: unknown): boolean {
  return PASSWORD_FAILURES.includes(authErrorKey(error));
}

/** Our own words for a failure, chosen by its error code: never the server's English message. */
export function failureMessage(error: unknown, t: Messages<AuthErrorKey>): string {
  return t[authErrorKey(error)];
}

/** A failure toast whose title is already the generic message: the description only when it adds something. */
export function showGenericFailure(error: unknown, t: Messages<AuthErrorKey>): void {
  const key = authErrorKey(error);
  showToast({
    title: t['auth.unknownError'],
    ...(key === 'auth.unknownError' ? {} : { description: t[key] }),
    variant: 'destructive',
  });
}
