import { describe, expect, it } from 'vitest';
import { authFormErrors } from '../../src/islands/auth/auth-validation';

describe('the account form’s own checks', () => {
  it('asks for both fields on sign-in, and accepts any non-empty password there', () => {
    expect(authFormErrors('signIn', { email: '', password: '' })).toEqual({
      email: 'auth.emailRequired',
      password: 'auth.passwordRequired',
    });
    expect(authFormErrors('signIn', { email: 'ana@example.org', password: 'x' })).toEqual({});
  });
  it('refuses a malformed or over-long e-mail', () => {
    expect(authFormErrors('forgot', { email: 'ana@example', password: '' })).toEqual({ email: 'auth.emailInvalid' });
    expect(authFormErrors('forgot', { email: `${'a'.repeat(250)}@example.org`, password: '' })).toEqual({
      email: 'auth.emailInvalid',
    });
  });
  it('wants at least 6 characters for a new password, and no e-mail when resetting', () => {
    expect(authFormErrors('signUp', { email: 'ana@example.org', password: '12345' })).toEqual({
      password: 'auth.passwordTooShort',
    });
    expect(authFormErrors('reset', { email: '', password: '123456' })).toEqual({});
  });
});
