import { describe, expect, it } from 'vitest';
import { authUrlFrom, safeReturnPath } from '../../src/stores/return-path';

describe('safeReturnPath: only a path on this site', () => {
  it.each([
    ['/tracker', '/tracker'],
    ['/pt/stage/2', '/pt/stage/2'],
    ['/case-law?q=dismissal&outcome=Claimant+Success', '/case-law?q=dismissal&outcome=Claimant+Success'],
    ['/tracker#account', '/tracker#account'],
  ])('%s → %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'javascript:alert(1)',
    'tracker',
    '/auth',
    '/pt/auth?next=/tracker',
    `/${'a'.repeat(2100)}`,
    '/tracker\nLocation: x',
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('builds the sign-in address with the way back', () => {
    expect(authUrlFrom('/auth', { pathname: '/tracker', search: '', hash: '' })).toBe('/auth?next=%2Ftracker');
    expect(authUrlFrom('/pt/auth', { pathname: '/pt/stage/2', search: '', hash: '#save' })).toBe(
      '/pt/auth?next=%2Fpt%2Fstage%2F2%23save',
    );
  });
});
