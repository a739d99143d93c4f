/**
 * The session cookie's flags, read from real sign-ins: HttpOnly (no script reads it),
 * SameSite=Lax (not sent on another site's POST), Path=/ (one cookie for pages and API), a bounded
 * lifetime, and Secure with the __Secure- prefix on https; on http (`npm start` on localhost, where
 * browsers drop Secure cookies) neither. Signing out clears it.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { clientIp, signUp } from './_factories';

function signIn(origin: string, email: string, password: string): Promise<Response> {
  return SELF.fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'cf-connecting-ip': clientIp() },
    body: JSON.stringify({ email, password }),
  });
}

/** The Set-Cookie of the session token, its attributes by lower-case name. */
function sessionCookie(response: Response): { name: string; value: string; attributes: Map<string, string> } {
  const header = response.headers.getSetCookie().find((cookie) => /session_token=/.test(cookie));
  if (!header) throw new Error(`no session cookie in ${JSON.stringify(response.headers.getSetCookie())}`);
  const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  const attributes = new Map(
    rest.map((part) => {
      const at = part.indexOf('=');
      return at === -1 ? [part.toLowerCase(), ''] : [part.slice(0, at).toLowerCase(), part.slice(at + 1)];
    }),
  );
  return { name: pair.slice(0, equals), value: pair.slice(equals + 1), attributes };
}

describe('the session cookie', () => {
  it('on https: __Secure- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/, with a lifetime', async () => {
    const user = await signUp();
    const response = await signIn('https://tribunal.example', user.email, user.password);
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie.name).toBe('__Secure-better-auth.session_token');
    expect(cookie.value.length).toBeGreaterThan(20);
    expect(cookie.attributes.has('secure')).toBe(true);
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(cookie.attributes.get('path')).toBe('/');
    // No Domain attribute: the cookie stays on this host, never its sibling subdomains.
    expect(cookie.attributes.has('domain')).toBe(false);
    const maxAge = Number(cookie.attributes.get('max-age'));
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(60 * 60 * 24 * 30);
  });

  it('on http (npm start on localhost): HttpOnly, SameSite=Lax, Path=/, not Secure', async () => {
    const user = await signUp();
    const response = await signIn('http://localhost:8787', user.email, user.password);
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie.name).toBe('better-auth.session_token');
    expect(cookie.attributes.has('secure')).toBe(false);
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(cookie.attributes.get('path')).toBe('/');
  });

  it('is cleared on sign-out', async () => {
    const user = await signUp();
    const response = await SELF.fetch('https://tribunal.example/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: 'https://tribunal.example', 'content-type': 'application/json', cookie: user.cookie },
      body: '{}',
    });
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie.value).toBe('');
    expect(cookie.attributes.get('max-age')).toBe('0');
  });
});
