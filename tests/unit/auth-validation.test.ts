import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/translate';
import { authFormErrors } from '../../src/islands/auth/auth-validation';
import { verificationCallback, verificationNotice } from '../../src/islands/auth/verification-notice';

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
  it('wants at least 8 characters for a new password (NIST SP 800-63B), and no e-mail when resetting', () => {
    expect(authFormErrors('signUp', { email: 'ana@example.org', password: '1234567' })).toEqual({
      password: 'auth.passwordTooShort',
    });
    expect(authFormErrors('reset', { email: '', password: 'seven77' })).toEqual({ password: 'auth.passwordTooShort' });
    expect(authFormErrors('reset', { email: '', password: 'eight888' })).toEqual({});
  });
});

describe('where an e-mail confirmation link lands', () => {
  it('lands on the account page in the reader’s language, which says the address is confirmed and asks to sign in', () => {
    expect(verificationCallback('/pt/auth')).toBe('/pt/auth?verified=1');
    // The page the reader signed up from travels with the link, so signing in after it goes back there.
    expect(verificationCallback('/pt/auth', '/pt/tracker')).toBe('/pt/auth?verified=1&next=%2Fpt%2Ftracker');
    expect(verificationNotice(new URLSearchParams('verified=1'))).toBe('auth.verified');
    expect(translate('en', 'auth.verified')).toBe('Your e-mail address is confirmed. Sign in to continue.');
    expect(translate('pt', 'auth.verified')).toBe('O seu endereço de e-mail está confirmado. Inicie sessão para continuar.');
  });
  it('says so when the link had expired or was used (better-auth adds error=…), and says nothing on an ordinary visit', () => {
    expect(verificationNotice(new URLSearchParams('verified=1&error=TOKEN_EXPIRED'))).toBe('auth.verifyFailed');
    expect(verificationNotice(new URLSearchParams(''))).toBeNull();
    expect(verificationNotice(new URLSearchParams('next=/tracker'))).toBeNull();
  });
});

describe('the words after sign-up and sign-in', () => {
  it('are true for a new and a registered address alike, and greet a sign-in as the specification does', () => {
    for (const lang of ['en', 'pt'] as const) {
      const words = `${translate(lang, 'auth.signUpSuccess')} ${translate(lang, 'auth.signUpDetail')}`;
      expect(words).not.toMatch(/created|criada/i);
    }
    // The specification's sign-in toast; in Portuguese with no word agreeing with the reader.
    expect(translate('en', 'auth.welcome')).toBe('Welcome back!');
    expect(translate('pt', 'auth.welcome')).toBe('Boas-vindas! Sessão iniciada.');
    expect(translate('en', 'auth.signUpSuccess')).toBe('Check your e-mail');
    expect(translate('en', 'auth.signUpDetail')).toContain('If this address is new, your account is ready');
    expect(translate('en', 'auth.signUpDetail')).toContain('either way');
    expect(translate('pt', 'auth.signUpSuccess')).toBe('Consulte o seu e-mail');
    expect(translate('pt', 'auth.signUpDetail')).toContain('Se este endereço for novo, a sua conta está pronta');
  });
});
