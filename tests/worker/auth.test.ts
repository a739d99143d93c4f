import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { api, authPost, clientIp, cookieHeader, ORIGIN, signUp } from './_factories';

describe('accounts (better-auth on D1)', () => {
  it('signs up without signing in, then signs in with an HttpOnly Secure SameSite=Lax cookie', async () => {
    const signUpResponse = await authPost('/sign-up/email', {
      email: 'maria@example.org',
      password: 'maria secret one',
      name: 'maria',
    });
    expect(signUpResponse.status).toBe(200);
    expect(signUpResponse.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c))).toBe(false);
    const response = await authPost('/sign-in/email', { email: 'maria@example.org', password: 'maria secret one' });
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const session = await api('/auth/get-session', { email: '', password: '', cookie: cookieHeader(response) });
    expect(((await session.json()) as { user: { email: string; role: string } }).user).toMatchObject({
      email: 'maria@example.org',
      role: 'user',
    });
    const row = await env.DB.prepare('SELECT password FROM account WHERE provider_id = ?')
      .bind('credential')
      .first<{ password: string }>();
    expect(row?.password).not.toContain('maria secret one');
  });

  it('refuses a password shorter than 8 characters (NIST SP 800-63B)', async () => {
    const response = await authPost('/sign-up/email', { email: 'short@example.org', password: 'seven77', name: 'short' });
    expect(response.status).toBe(400);
    // The English words for logs and API clients; the field and its message key for a screen in either language.
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Passwords have 8 to 128 characters',
        issues: [{ field: 'password', key: 'auth.validation.password' }],
      },
    });
  });

  it('signs in with the right password only', async () => {
    const user = await signUp();
    expect((await authPost('/sign-in/email', { email: user.email, password: user.password })).status).toBe(200);
    const wrong = await authPost('/sign-in/email', { email: user.email, password: 'not the password' });
    expect(wrong.status).toBe(401);
    // better-auth's failure, in the API's one error shape.
    expect(await wrong.json()).toEqual({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } });
  });

  it('refuses the sixth sign-in attempt in a minute from one client with 429', async () => {
    const user = await signUp();
    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await authPost('/sign-in/email', { email: user.email, password: 'wrong password' }, ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another client is not affected.
    expect((await authPost('/sign-in/email', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('signs out: the cookie no longer opens the API', async () => {
    const user = await signUp();
    expect((await api('/cases', user)).status).toBe(200);
    const out = await authPost('/sign-out', {}, clientIp(), user.cookie);
    expect(out.status).toBe(200);
    expect((await api('/cases', user)).status).toBe(401);
  });

  it('writes password reset and verification messages to the outbox when no mail service is configured', async () => {
    const user = await signUp();
    const reset = await authPost('/request-password-reset', { email: user.email, redirectTo: `${ORIGIN}/auth` });
    expect(reset.status).toBe(200);
    const rows = await env.DB.prepare('SELECT subject, text FROM mail_outbox WHERE "to" = ? ORDER BY created_at')
      .bind(user.email)
      .all<{ subject: string; text: string }>();
    const subjects = rows.results.map((r) => r.subject);
    expect(subjects).toContain('Confirm your e-mail for Tribunal Toolkit / Confirme o seu e-mail no Tribunal Toolkit');
    expect(subjects).toContain('Reset your Tribunal Toolkit password / Redefinir a sua palavra-passe do Tribunal Toolkit');
    const resetText = rows.results.find((r) => r.subject.startsWith('Reset'))?.text ?? '';
    // Both languages, and the link's lifetime in each.
    expect(resetText).toContain('open this link within one hour');
    expect(resetText).toContain('no prazo de uma hora');
    expect(resetText).toMatch(/https:\/\/tribunal\.example\/api\/auth\/reset-password\/\S+/);
  });
});

describe('GET /api/subscription', () => {
  it('answers the free plan for a signed-in user and 401 otherwise', async () => {
    const user = await signUp();
    const response = await api('/subscription', user);
    expect(await response.json()).toEqual({
      subscribed: false,
      plan_type: 'free',
      status: 'inactive',
      subscription_end: null,
      features: ['basic'],
    });
    const anonymous = await api('/subscription', null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
  });
});

describe('the session read, under the per-address ceiling', () => {
  it('never rate-limits reading the session: everyone behind one address keeps theirs', async () => {
    const user = await signUp();
    const signedIn = await authPost('/sign-in/email', { email: user.email, password: user.password });
    const ip = clientIp();
    const statuses = new Set<number>();
    // Past better-auth's general ceiling of 100 requests a minute from one address.
    for (let i = 0; i < 110; i++) {
      const response = await SELF.fetch(`${ORIGIN}/api/auth/get-session`, {
        headers: { cookie: cookieHeader(signedIn), 'cf-connecting-ip': ip },
      });
      statuses.add(response.status);
      await response.body?.cancel();
    }
    expect([...statuses]).toEqual([200]);
    // The ceiling still holds elsewhere on the same address.
    const others = [];
    for (let i = 0; i < 101; i++) {
      const response = await SELF.fetch(`${ORIGIN}/api/auth/ok`, { headers: { 'cf-connecting-ip': ip } });
      others.push(response.status);
      await response.body?.cancel();
    }
    expect(others.at(-1)).toBe(429);
  });
});

describe('an account name with hidden characters', () => {
  it('is stored without controls or direction overrides (they would reach export file names)', async () => {
    const email = `hidden-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const response = await authPost('/sign-up/email', {
      email,
      password: 'a good long password',
      name: 'Ana\u202Egnp.exe\u0000\u2066',
    });
    expect(response.status).toBe(200);
    const row = await env.DB.prepare('SELECT name FROM user WHERE email = ?').bind(email).first<{ name: string }>();
    expect(row?.name).toBe('Anagnp.exe');
  });
});
