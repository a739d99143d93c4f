import { describe, expect, it } from 'vitest';
import { isSiteReturnAddress, keptOnSite } from '../../worker/auth-redirects';

const ORIGIN = 'https://tribunal.example';

describe('better-auth return addresses', () => {
  it.each(['/auth?verified=1', '/pt/auth?verified=1', '/', `${ORIGIN}/auth`, `${ORIGIN}/pt/auth?x=1#y`])('takes %s', (raw) => {
    expect(isSiteReturnAddress(raw, [ORIGIN])).toBe(true);
  });

  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '//evil.example',
    '/\\evil.example',
    '/auth\tx',
    'https://evil.example/auth',
    `${ORIGIN}/.//evil.example`,
    `${ORIGIN}//evil.example`,
    `${ORIGIN}.evil.example/auth`,
    'javascript:alert(1)',
    'auth',
    '',
  ])('refuses %s', (raw) => {
    expect(isSiteReturnAddress(raw, [ORIGIN])).toBe(false);
  });
});

describe('the backstop on better-auth’s answers', () => {
  const from = `${ORIGIN}/api/auth/verify-email?token=x`;
  const redirect = (location: string) => new Response(null, { status: 302, headers: { location, 'set-cookie': 'a=b; Path=/' } });

  it.each(['//evil.example?error=INVALID_TOKEN', 'https://evil.example/', '/.//evil.example'])(
    'turns a redirect to %s into one to /auth, cookies kept',
    (location) => {
      const kept = keptOnSite(redirect(location), from, ORIGIN);
      expect(kept.status).toBe(302);
      expect(kept.headers.get('location')).toBe(`${ORIGIN}/auth`);
      expect(kept.headers.getSetCookie()).toEqual(['a=b; Path=/']);
    },
  );

  it('leaves a redirect on the site and any other answer as they are', () => {
    const onSite = redirect('/auth?verified=1');
    expect(keptOnSite(onSite, from, ORIGIN)).toBe(onSite);
    const json = new Response('{}', { status: 200, headers: { location: '//evil.example' } });
    expect(keptOnSite(json, from, ORIGIN)).toBe(json);
  });
});
