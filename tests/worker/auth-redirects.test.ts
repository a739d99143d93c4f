/**
 * better-auth's own redirects (an e-mail confirmation link, a reset link, a sign-in's callback) go
 * only to a path on this site. better-auth checks a `callbackURL` for `//` before resolving it, so
 * dot segments that collapse into `//host` (`/.//evil`, `/..//evil`, `/a/..//evil`, `%2e` spellings)
 * passed its check and answered `Location: //evil…`, which a browser follows to another site.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { authPost, ORIGIN, signUp } from './_factories';

/** Each spelling found to leave the site, as sent (decoded) and as it arrives in a query string. */
const OFF_SITE = ['/.//evil.example', '/..//evil.example', '/a/..//evil.example', '/%2e%2e//evil.example', '//evil.example'];

const refused = { error: { code: 'INVALID_REDIRECT', message: 'The return address must be a page of this site' } };

async function mailTo(to: string, subject: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const row = await env.DB.prepare('SELECT text FROM mail_outbox WHERE "to" = ? AND subject LIKE ? ORDER BY created_at DESC')
        .bind(to, `${subject}%`)
        .first<{ text: string }>();
      if (!row) throw new Error(`no '${subject}' e-mail to ${to} yet`);
      return row.text;
    },
    { timeout: 5000, interval: 20 },
  );
}

/** Where a `Location` header sends a browser that followed it from `from`. */
function landing(response: Response, from: string): URL | null {
  const location = response.headers.get('location');
  return location === null ? null : new URL(location, from);
}

function expectNoWayOff(response: Response, from: string, form: string): void {
  const target = landing(response, from);
  if (target) {
    expect(target.origin, form).toBe(ORIGIN);
    expect(target.pathname.startsWith('//'), form).toBe(false);
  }
}

describe('better-auth redirects stay on this site', () => {
  it.each(OFF_SITE)('verify-email with callbackURL %s and a made-up token: refused, no Location off the site', async (form) => {
    const from = `${ORIGIN}/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(form)}`;
    const response = await SELF.fetch(from, { redirect: 'manual' });
    expectNoWayOff(response, from, form);
    expect(response.status, form).toBe(400);
    expect(await response.json()).toEqual(refused);
  });

  it.each(OFF_SITE)('a reset link with callbackURL %s: refused, the token never sent off the site', async (form) => {
    const user = await signUp();
    expect((await authPost('/request-password-reset', { email: user.email, redirectTo: `${ORIGIN}/auth` })).status).toBe(200);
    const token = (await mailTo(user.email, 'Reset')).match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    const from = `${ORIGIN}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(form)}`;
    const response = await SELF.fetch(from, { redirect: 'manual' });
    expectNoWayOff(response, from, form);
    expect(response.status, form).toBe(400);
  });

  it.each([
    [
      '/sign-up/email',
      (callbackURL: string) => ({
        email: `r-${crypto.randomUUID()}@example.org`,
        password: 'a good long password',
        name: 'x',
        callbackURL,
      }),
    ],
    ['/send-verification-email', (callbackURL: string) => ({ email: `r-${crypto.randomUUID()}@example.org`, callbackURL })],
    ['/request-password-reset', (redirectTo: string) => ({ email: `r-${crypto.randomUUID()}@example.org`, redirectTo })],
    ['/sign-in/email', (callbackURL: string) => ({ email: `r-${crypto.randomUUID()}@example.org`, password: 'x', callbackURL })],
  ] as const)('%s refuses a return address that resolves to another host', async (path, body) => {
    for (const form of [...OFF_SITE, 'https://evil.example/x', `${ORIGIN}/.//evil.example`, 'javascript:alert(1)']) {
      const response = await authPost(path, body(form));
      expect(response.status, form).toBe(400);
      expect(await response.json(), form).toEqual(refused);
    }
  });

  it('sign-up with a callbackURL that resolves off the site sends no confirmation e-mail carrying it', async () => {
    const email = `r-${crypto.randomUUID()}@example.org`;
    await authPost('/sign-up/email', { email, password: 'a good long password', name: 'x', callbackURL: '/.//evil.example' });
    const user = await env.DB.prepare('SELECT count(*) AS n FROM user WHERE email = ?').bind(email).first<{ n: number }>();
    expect(user?.n).toBe(0);
  });

  it('keeps the genuine return addresses: the confirmation link lands on /auth?verified=1, a reset link on /auth', async () => {
    const email = `r-${crypto.randomUUID()}@example.org`;
    const signUpResponse = await authPost('/sign-up/email', {
      email,
      password: 'a good long password',
      name: 'x',
      callbackURL: '/pt/auth?verified=1',
    });
    expect(signUpResponse.status).toBe(200);
    const link = (await mailTo(email, 'Confirm')).match(/https:\/\/\S+verify-email\S+/)?.[0] ?? '';
    const confirmed = await SELF.fetch(link, { redirect: 'manual' });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/pt/auth?verified=1');

    expect((await authPost('/request-password-reset', { email, redirectTo: `${ORIGIN}/auth` })).status).toBe(200);
    const reset = (await mailTo(email, 'Reset')).match(/https:\/\/\S+reset-password\S+/)?.[0] ?? '';
    const opened = await SELF.fetch(reset, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(landing(opened, reset)?.origin).toBe(ORIGIN);
    expect(landing(opened, reset)?.pathname).toBe('/auth');
  });
});
