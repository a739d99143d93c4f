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

  // Dot segments collapse while the URL parser resolves the path; each of these resolves to a path
  // starting with `//`, which a browser reads as another host (it used to pass the check made before
  // resolving and was handed to location.replace as `//evil.example/phish`).
  it.each([
    '/.//evil.example/phish',
    '/..//evil.example/phish',
    '/a/..//evil.example/phish',
    '/a/b/../..//evil.example/phish',
    '/%2e//evil.example/phish',
    '/%2E%2E//evil.example/phish',
    '/.%2e//evil.example/phish',
    '/a/%2e%2e//evil.example/phish',
    '/./\\evil.example/phish',
    '/.\\/evil.example/phish',
    '/\t/evil.example/phish',
    '/.//evil.example:443/phish?next=/tracker#x',
  ])('refuses %j, which resolves to another host', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
    // Whatever it answers stays on this site when a browser resolves it.
    const answer = safeReturnPath(raw) ?? '/';
    expect(new URL(answer, 'https://tribunal.example').origin).toBe('https://tribunal.example');
  });

  it.each([
    // Encoded slashes and backslashes stay encoded: a path on this site (a 404 at worst).
    ['/%2F%2Fevil.example/phish', '/%2F%2Fevil.example/phish'],
    ['/%5C%5Cevil.example/phish', '/%5C%5Cevil.example/phish'],
    // A harmless dot segment resolves to the page it names.
    ['/stage/./2', '/stage/2'],
    ['/pt/tracker/../stage/3', '/pt/stage/3'],
  ])('keeps %j on this site as %j', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it('builds the sign-in address with the way back', () => {
    expect(authUrlFrom('/auth', { pathname: '/tracker', search: '', hash: '' })).toBe('/auth?next=%2Ftracker');
    expect(authUrlFrom('/pt/auth', { pathname: '/pt/stage/2', search: '', hash: '#save' })).toBe(
      '/pt/auth?next=%2Fpt%2Fstage%2F2%23save',
    );
  });
});
