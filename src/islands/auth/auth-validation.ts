/**
 * The account form's own checks, before anything is sent (the GOV.UK pattern: every problem
 * listed in the error summary and beside its field). The Worker applies the same limits
 * (src/domain/auth-schema.ts).
 */
import { MAX_EMAIL_LENGTH, MIN_PASSWORD_LENGTH } from '../../domain/auth-limits';

export const AUTH_VALIDATION_MESSAGE_KEYS = [
  'auth.emailRequired',
  'auth.emailInvalid',
  'auth.passwordRequired',
  'auth.passwordTooShort',
  'form.errorSummaryTitle',
  'form.errorPrefix',
] as const;

export type AuthMode = 'signIn' | 'signUp' | 'forgot' | 'reset';
export type AuthField = 'email' | 'password';

/** One @, something before it, a dot in the part after it: enough to catch a typing slip. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message key of each field's first problem (empty when the form can be sent). */
export function authFormErrors(
  mode: AuthMode,
  values: { email: string; password: string },
): Partial<Record<AuthField, (typeof AUTH_VALIDATION_MESSAGE_KEYS)[number]>> {
  const errors: Partial<Record<AuthField, (typeof AUTH_VALIDATION_MESSAGE_KEYS)[number]>> = {};
  if (mode !== 'reset') {
    const email = values.email.trim();
    if (email === '') errors.email = 'auth.emailRequired';
    else if (email.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(email)) errors.email = 'auth.emailInvalid';
  }
  if (mode !== 'forgot') {
    if (values.password === '') errors.password = 'auth.passwordRequired';
    else if (mode !== 'signIn' && values.password.length < MIN_PASSWORD_LENGTH) errors.password = 'auth.passwordTooShort';
  }
  return errors;
}
