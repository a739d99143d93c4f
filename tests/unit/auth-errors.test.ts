import { BASE_ERROR_CODES } from 'better-auth';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json';
import pt from '../../src/i18n/pt.json';
import { AUTH_MESSAGE_KEYS } from '../../src/islands/auth/AuthScreen';
import { AUTH_ERROR_CODES, AUTH_ERROR_FALLBACK, AUTH_ERROR_MESSAGE_KEYS, authErrorKey } from '../../src/islands/auth/auth-errors';
import { ApiFailure } from '../../src/stores/api';

const failure = (code: string, status = 400) => new ApiFailure(status, code, 'Some English message from the server');

describe('auth error messages', () => {
  it('map every code to a key that exists, not empty, in both languages, and that the island picks', () => {
    for (const key of new Set([...Object.values(AUTH_ERROR_CODES), ...AUTH_ERROR_MESSAGE_KEYS])) {
      expect(en[key]?.trim(), `en ${key}`).toBeTruthy();
      expect(pt[key]?.trim(), `pt ${key}`).toBeTruthy();
      expect(pt[key], `${key} is not translated`).not.toBe(en[key]);
      expect(AUTH_MESSAGE_KEYS as readonly string[], key).toContain(key);
    }
  });

  it("map better-auth's real codes (BASE_ERROR_CODES), including the sign-in and sign-up failures", () => {
    const known = new Set(Object.keys(BASE_ERROR_CODES));
    for (const code of [
      'INVALID_EMAIL_OR_PASSWORD',
      'USER_ALREADY_EXISTS',
      'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      'PASSWORD_TOO_SHORT',
      'INVALID_TOKEN',
    ]) {
      expect(known.has(code), code).toBe(true);
      expect(authErrorKey(failure(code)), code).not.toBe(AUTH_ERROR_FALLBACK);
    }
  });

  it('say the same for an unknown e-mail and a wrong password, and never reveal that an account exists', () => {
    expect(authErrorKey(failure('USER_NOT_FOUND', 401))).toBe(authErrorKey(failure('INVALID_EMAIL_OR_PASSWORD', 401)));
    expect(authErrorKey(failure('INVALID_PASSWORD', 401))).toBe(authErrorKey(failure('INVALID_EMAIL_OR_PASSWORD', 401)));
    const signUp = authErrorKey(failure('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 422));
    expect(signUp).toBe(authErrorKey(failure('FAILED_TO_CREATE_USER', 422)));
    for (const text of [en[signUp], pt[signUp]]) expect(text).not.toMatch(/already (exists|has)|já existe/i);
  });

  it('fall back to the generic message for an unknown code, a network error or anything else', () => {
    expect(authErrorKey(failure('SOMETHING_NEW'))).toBe('auth.unknownError');
    expect(authErrorKey(failure('HTTP_500', 500))).toBe('auth.unknownError');
    expect(authErrorKey(new TypeError('Failed to fetch'))).toBe('auth.unknownError');
    expect(authErrorKey(undefined)).toBe('auth.unknownError');
    expect(en['auth.unknownError']).toBe('Something went wrong. Please try again.');
    expect(pt['auth.unknownError']).toBe('Algo correu mal. Tente novamente.');
  });

  it('treat 429 as too many attempts whatever the code', () => {
    expect(authErrorKey(failure('HTTP_429', 429))).toBe('auth.tooManyAttempts');
    expect(authErrorKey(failure('RATE_LIMITED', 429))).toBe('auth.tooManyAttempts');
  });

  it("never use the server's English text", () => {
    for (const key of AUTH_ERROR_MESSAGE_KEYS) expect(pt[key]).not.toMatch(/Invalid email|User already exists|Some English/);
  });
});
