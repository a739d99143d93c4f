/**
 * Account hardening: sessions and links after a reset, no account enumeration, limits
 * per account and per address, no links in production logs, better-auth's admin endpoints closed.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../worker/index';
import { accountEndpoints } from '../../worker/routes/auth';
import { api, authPost, clientIp, cookieHeader, ORIGIN, signUp, type TestUser } from './_factories';

async function outbox(to: string): Promise<{ subject: string; text: string }[]> {
  const rows = await env.DB.prepare('SELECT subject, text FROM mail_outbox WHERE "to" = ? ORDER BY created_at, rowid')
    .bind(to)
    .all<{ subject: string; text: string }>();
  return rows.results;
}

/**
 * The (after-th) e-mail to `to` whose subject starts with `subject`, once it has arrived: e-mail
 * is sent after the answer (waitUntil), so it is waited for, as a mailbox would be.
 */
async function mailTo(to: string, subject: string, after = 0): Promise<{ subject: string; text: string }> {
  return vi.waitFor(
    async () => {
      const mail = (await outbox(to)).slice(after).find((m) => m.subject.startsWith(subject));
      if (!mail) throw new Error(`no '${subject}' e-mail to ${to} yet`);
      return mail;
    },
    { timeout: 5000, interval: 20 },
  );
}

/** Asks for a reset link and returns its token (from the outbox, as the user's mailbox). */
async function resetToken(email: string): Promise<string> {
  const before = (await outbox(email)).length;
  const response = await authPost('/request-password-reset', { email, redirectTo: `${ORIGIN}/auth` });
  expect(response.status).toBe(200);
  const mail = await mailTo(email, 'Reset', before);
  const token = mail.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no reset link in the outbox');
  return token;
}

async function signIn(user: TestUser): Promise<string> {
  const response = await authPost('/sign-in/email', { email: user.email, password: user.password });
  expect(response.status).toBe(200);
  return cookieHeader(response);
}

const asUser = (user: TestUser, cookie: string): TestUser => ({ ...user, cookie });

/** The Worker with other configuration, as production would run it. */
async function callWith(vars: Record<string, string>, path: string, body: unknown, ip = clientIp()): Promise<Response> {
  const request = new Request(`${ORIGIN}/api${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify(body),
  });
  const ctx = createExecutionContext();
  const response = await app.fetch(request, { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('password reset', () => {
  it('ends every session of the user, on every device', async () => {
    const user = await signUp();
    const phone = await signIn(user);
    const laptop = await signIn(user);
    expect((await api('/cases', asUser(user, phone))).status).toBe(200);
    const token = await resetToken(user.email);
    expect((await authPost('/reset-password', { newPassword: 'a new password', token })).status).toBe(200);
    expect((await api('/cases', asUser(user, phone))).status).toBe(401);
    expect((await api('/cases', asUser(user, laptop))).status).toBe(401);
    expect((await authPost('/sign-in/email', { email: user.email, password: 'a new password' })).status).toBe(200);
  });

  it('a link works once, and an older link stops working once a newer one is used', async () => {
    const user = await signUp();
    const older = await resetToken(user.email);
    const newer = await resetToken(user.email);
    expect((await authPost('/reset-password', { newPassword: 'second password', token: newer })).status).toBe(200);
    const again = await authPost('/reset-password', { newPassword: 'third password', token: newer });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('INVALID_TOKEN');
    const old = await authPost('/reset-password', { newPassword: 'third password', token: older });
    expect(old.status).toBe(400);
    expect(((await old.json()) as { error: { code: string } }).error.code).toBe('INVALID_TOKEN');
  });

  it('a link stops working once the password is changed another way', async () => {
    const user = await signUp();
    const token = await resetToken(user.email);
    const changed = await authPost(
      '/change-password',
      { currentPassword: user.password, newPassword: 'changed password' },
      clientIp(),
      user.cookie,
    );
    expect(changed.status).toBe(200);
    const late = await authPost('/reset-password', { newPassword: 'attacker password', token });
    expect(late.status).toBe(400);
  });

  it('a password change ends every other session of the user unless asked not to; the device that changed it stays signed in', async () => {
    const user = await signUp();
    const phone = await signIn(user);
    const laptop = await signIn(user);
    const changed = await authPost(
      '/change-password',
      { currentPassword: user.password, newPassword: 'changed password' },
      clientIp(),
      phone,
    );
    expect(changed.status).toBe(200);
    expect((await api('/cases', asUser(user, laptop))).status).toBe(401);
    expect((await api('/cases', asUser(user, user.cookie))).status).toBe(401);
    // The device that changed it carries on, with the session the answer set.
    expect((await api('/cases', asUser(user, cookieHeader(changed) || phone))).status).toBe(200);
    // Asked explicitly to keep them, the others stay.
    const tablet = await signIn({ ...user, password: 'changed password' });
    const desk = await signIn({ ...user, password: 'changed password' });
    const kept = await authPost(
      '/change-password',
      { currentPassword: 'changed password', newPassword: 'changed again password', revokeOtherSessions: false },
      clientIp(),
      desk,
    );
    expect(kept.status).toBe(200);
    expect((await api('/cases', asUser(user, tablet))).status).toBe(200);
  });

  it('a link expires after one hour', async () => {
    const user = await signUp();
    const token = await resetToken(user.email);
    const now = Date.now();
    vi.setSystemTime(now + 61 * 60 * 1000);
    try {
      expect((await authPost('/reset-password', { newPassword: 'too late now', token })).status).toBe(400);
    } finally {
      vi.setSystemTime(now);
    }
  });
});

describe('e-mail confirmation links', () => {
  async function verificationUrl(email: string): Promise<string> {
    const mail = await mailTo(email, 'Confirm');
    const url = mail.text.match(/https:\/\/\S+verify-email\S+/)?.[0];
    if (!url) throw new Error('no confirmation link in the outbox');
    return url;
  }
  const sessionCookie = (response: Response) => response.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c));

  it('confirm the address and sign nobody in (login CSRF): the link lands on /auth?verified=1, which asks to sign in', async () => {
    const email = `confirm-${crypto.randomUUID()}@example.org`;
    const signUpResponse = await authPost('/sign-up/email', {
      email,
      password: 'correct horse battery',
      name: 'x',
      callbackURL: '/pt/auth?verified=1',
    });
    expect(signUpResponse.status).toBe(200);
    const url = await verificationUrl(email);
    // Opened in any browser (the attacker's link in a victim's, or the other way round): no session.
    const first = await SELF.fetch(url, { redirect: 'manual' });
    expect(sessionCookie(first)).toBe(false);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/pt/auth?verified=1');
    const row = await env.DB.prepare('SELECT email_verified AS v FROM user WHERE email = ?').bind(email).first<{ v: number }>();
    expect(row?.v).toBe(1);
    const second = await SELF.fetch(url, { redirect: 'manual' });
    expect(sessionCookie(second)).toBe(false);
  });

  it('expire after one hour', async () => {
    const user = await signUp();
    const url = await verificationUrl(user.email);
    const now = Date.now();
    vi.setSystemTime(now + 61 * 60 * 1000);
    try {
      const late = await SELF.fetch(url, { redirect: 'manual' });
      expect(sessionCookie(late)).toBe(false);
      expect(late.headers.get('location') ?? (await late.text())).toMatch(/TOKEN_EXPIRED/);
    } finally {
      vi.setSystemTime(now);
    }
    const row = await env.DB.prepare('SELECT email_verified AS v FROM user WHERE email = ?')
      .bind(user.email)
      .first<{ v: number }>();
    expect(row?.v).toBe(0);
  });
});

describe('no account enumeration', () => {
  it('sign-up answers a registered e-mail exactly as a new one, and tells the owner by e-mail', async () => {
    const user = await signUp();
    const fresh = `new-${crypto.randomUUID()}@example.org`;
    const [known, unknown] = await Promise.all([
      authPost('/sign-up/email', { email: user.email, password: 'another password', name: 'someone' }),
      authPost('/sign-up/email', { email: fresh, password: 'another password', name: 'someone' }),
    ]);
    expect(known.status).toBe(unknown.status);
    const shape = (value: unknown): unknown =>
      value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
        : typeof value;
    const [knownBody, unknownBody] = [await known.json(), await unknown.json()];
    expect(shape(knownBody)).toEqual(shape(unknownBody));
    // Nothing about the account comes back at all: the same fixed answer for both.
    expect(knownBody).toEqual({ status: true });
    expect(unknownBody).toEqual({ status: true });
    const notice = await mailTo(user.email, 'You already have');
    expect(notice.text).toContain(`${ORIGIN}/auth`);
    // The password of the existing account did not change.
    expect((await authPost('/sign-in/email', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('sign-in fails the same way for an unknown e-mail and a wrong password', async () => {
    const user = await signUp();
    const wrong = await authPost('/sign-in/email', { email: user.email, password: 'not the password' });
    const unknown = await authPost('/sign-in/email', {
      email: `nobody-${crypto.randomUUID()}@example.org`,
      password: 'not the password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it('password reset answers the same for an unknown e-mail', async () => {
    const user = await signUp();
    const known = await authPost('/request-password-reset', { email: user.email, redirectTo: `${ORIGIN}/auth` });
    const unknown = await authPost('/request-password-reset', {
      email: `nobody-${crypto.randomUUID()}@example.org`,
      redirectTo: `${ORIGIN}/auth`,
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
  });
});

describe('rate limits per account and per address', () => {
  const refused = { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a few minutes, then try again.' } };

  /** Moves the fixed clock on by a minute and a second: the next per-address window. */
  function nextMinute(): void {
    vi.setSystemTime(Date.now() + 61_000);
  }

  it('sign-in: an attacker’s failures from other addresses never keep the owner out', async () => {
    const user = await signUp();
    const rule = accountEndpoints['/sign-in/email'];
    expect(rule?.perAccount?.max).toBe(10);
    expect(rule?.perAccountAndAddress).toBe(true);
    // Six addresses, five wrong guesses each (each address's own limit a minute): thirty failures.
    const statuses: number[] = [];
    for (let a = 0; a < 6; a += 1) {
      const ip = clientIp();
      for (let n = 0; n < 5; n += 1)
        statuses.push((await authPost('/sign-in/email', { email: user.email, password: 'wrong password' }, ip)).status);
    }
    expect(statuses).toEqual(Array(30).fill(401));
    // The owner, from their own address, signs in.
    expect((await authPost('/sign-in/email', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('sign-in: 10 failures in 15 minutes for one account from one address, then that address is refused even the right password', async () => {
    const user = await signUp();
    const attacker = clientIp();
    const statuses: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      if (n === 5) nextMinute();
      statuses.push((await authPost('/sign-in/email', { email: user.email, password: 'wrong password' }, attacker)).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    nextMinute();
    const last = await authPost('/sign-in/email', { email: user.email.toUpperCase(), password: user.password }, attacker);
    expect(last.status).toBe(429);
    expect(await last.json()).toEqual(refused);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner's address is not the attacker's.
    expect((await authPost('/sign-in/email', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('sign-in: the pair counts failures only, so the owner signing in often from one address is never refused', async () => {
    const user = await signUp();
    const home = clientIp();
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      if (n > 0 && n % 5 === 0) nextMinute();
      statuses.push((await authPost('/sign-in/email', { email: user.email, password: user.password }, home)).status);
    }
    expect(statuses).toEqual(Array(12).fill(200));
  });

  it('verify-password (a signed-in password check): sign-in’s limits, 5 a minute from an address', async () => {
    const user = await signUp();
    expect(accountEndpoints['/verify-password']?.perAddress.max).toBe(5);
    expect(accountEndpoints['/verify-password']?.perAccount?.max).toBe(10);
    const ip = clientIp();
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push((await authPost('/verify-password', { password: `guess number ${n}` }, ip, user.cookie)).status);
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses.slice(0, 5)).not.toContain(200);
    expect(statuses[5]).toBe(429);
    // From another address the owner's own check still works.
    expect((await authPost('/verify-password', { password: user.password }, clientIp(), user.cookie)).status).toBe(200);
  });

  it('verify-password: 10 failures in 15 minutes for one account from one address', async () => {
    const user = await signUp();
    const ip = clientIp();
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      if (n > 0 && n % 5 === 0) nextMinute();
      statuses.push((await authPost('/verify-password', { password: `guess number ${n}` }, ip, user.cookie)).status);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });

  const mailing = [
    ['/sign-up/email', (email: string) => ({ email, password: 'a password', name: 'x' })],
    ['/request-password-reset', (email: string) => ({ email, redirectTo: `${ORIGIN}/auth` })],
    ['/send-verification-email', (email: string) => ({ email, callbackURL: '/' })],
  ] as const;

  it.each(mailing)(
    '%s: past 3 requests for one e-mail in an hour from one address, that address is refused',
    async (path, body) => {
      expect(accountEndpoints[path]?.perAccount?.max).toBe(3);
      expect(accountEndpoints[path]?.perAccountAndAddress).toBe(true);
      const email = `limit-${crypto.randomUUID()}@example.org`;
      if (path !== '/sign-up/email') await authPost('/sign-up/email', { email, password: 'a password', name: 'x' });
      const ip = clientIp();
      const statuses: number[] = [];
      for (let n = 0; n < 3; n += 1) {
        if (n > 0) nextMinute();
        statuses.push((await authPost(path, body(email), ip)).status);
      }
      expect(statuses).toEqual([200, 200, 200]);
      nextMinute();
      const refusedResponse = await authPost(path, body(email), ip);
      expect(refusedResponse.status).toBe(429);
      expect(await refusedResponse.json()).toEqual(refused);
    },
  );

  it.each(mailing)(
    '%s: requests for the owner’s e-mail from other addresses never keep the owner’s own request out',
    async (path, body) => {
      const email = `owner-${crypto.randomUUID()}@example.org`;
      if (path !== '/sign-up/email') await authPost('/sign-up/email', { email, password: 'a password', name: 'x' });
      const mailsBefore = (await outbox(email)).length;
      // Eight addresses, each as often as the pair allows (three each, a minute apart: each address's own limit).
      const statuses: number[] = [];
      for (let a = 0; a < 8; a += 1) {
        const ip = clientIp();
        for (let n = 0; n < 3; n += 1) statuses.push((await authPost(path, body(email), ip)).status);
        nextMinute();
      }
      // Others are held to the account's cap on mail (10 an hour), the first request of each address excepted.
      expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(10 + 8);
      expect(statuses).toContain(429);
      // Every e-mail the others caused has arrived (sent after the answer), and no more than the caps allow.
      const othersSent = await vi.waitFor(
        async () => {
          const sent = (await outbox(email)).length - mailsBefore;
          expect(sent).toBe(statuses.filter((status) => status === 200).length);
          return sent;
        },
        { timeout: 5000, interval: 20 },
      );
      // The owner, from their own address, is answered and sent their e-mail.
      const owner = await authPost(path, body(email));
      expect(owner.status).toBe(200);
      await vi.waitFor(async () => expect((await outbox(email)).length - mailsBefore).toBe(othersSent + 1), {
        timeout: 5000,
        interval: 20,
      });
    },
  );

  it.each([
    ['/sign-in/email', 5],
    ['/sign-up/email', 5],
    ['/request-password-reset', 3],
    ['/send-verification-email', 3],
    ['/reset-password', 5],
  ] as const)('%s: the %i+1th request a minute from one address is refused, for any accounts', async (path, max) => {
    expect(accountEndpoints[path]?.perAddress.max).toBe(max);
    const ip = clientIp();
    const body = (n: number) => {
      const email = `address-${n}-${crypto.randomUUID()}@example.org`;
      if (path === '/reset-password') return { newPassword: 'a password', token: `not-a-token-${n}` };
      if (path === '/sign-up/email') return { email, password: 'a password', name: 'x' };
      if (path === '/sign-in/email') return { email, password: 'a password' };
      return { email, redirectTo: `${ORIGIN}/auth` };
    };
    const statuses: number[] = [];
    for (let n = 0; n <= max; n += 1) statuses.push((await authPost(path, body(n), ip)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, max)).not.toContain(429);
    expect((await authPost(path, body(99))).status).not.toBe(429);
  });

  it('trusts CF-Connecting-IP only on Cloudflare: under npm start every request is one client', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const response = await callWith(
        { ENVIRONMENT: 'development' },
        '/auth/sign-in/email',
        { email: `dev-${n}-${crypto.randomUUID()}@example.org`, password: 'a password' },
        `198.18.0.${n + 1}`,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it.each([
    ['staging', false],
    ['local', false],
    ['', false],
    ['production', true],
    ['test', true],
  ] as const)(
    'ENVIRONMENT=%s: CF-Connecting-IP trusted: %s (production and test only, as the docs say)',
    async (environment, trusted) => {
      const statuses: number[] = [];
      const tag = crypto.randomUUID();
      for (let n = 0; n < 6; n += 1) {
        const response = await callWith(
          { ENVIRONMENT: environment, SITE_URL: ORIGIN },
          '/auth/sign-in/email',
          { email: `env-${n}-${tag}@example.org`, password: 'a password' },
          clientIp(),
        );
        statuses.push(response.status);
      }
      expect(statuses.at(-1)).toBe(trusted ? 401 : 429);
    },
  );
});

describe('production without a mail service', () => {
  it('refuses to send a reset link, says so, and writes no link anywhere', async () => {
    const user = await signUp();
    const lines: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '));
      });
    const before = (await outbox(user.email)).length;
    const response = await callWith({ ENVIRONMENT: 'production', SITE_URL: ORIGIN }, '/auth/request-password-reset', {
      email: user.email,
      redirectTo: `${ORIGIN}/auth`,
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: {
        code: 'MAIL_UNAVAILABLE',
        message: 'We cannot send e-mail at the moment, so no link was sent. Please try again later.',
      },
    });
    const signUpResponse = await callWith({ ENVIRONMENT: 'production', SITE_URL: ORIGIN }, '/auth/sign-up/email', {
      email: `prod-${crypto.randomUUID()}@example.org`,
      password: 'a password',
      name: 'prod',
    });
    expect(signUpResponse.status).toBe(200);
    expect((await outbox(user.email)).length).toBe(before);
    const logged = lines.join('\n');
    expect(logged).not.toMatch(/reset-password\/|verify-email\?token=/);
    expect(logged).toContain('no mail service configured');
  });
});

describe('better-auth’s admin endpoints', () => {
  it('are closed to everyone, admins included, and a user cannot make themselves admin', async () => {
    const user = await signUp();
    const admin = await signUp();
    await env.DB.prepare("UPDATE user SET role = 'admin' WHERE email = ?").bind(admin.email).run();
    for (const who of [user, admin]) {
      for (const path of ['/admin/list-users', '/admin/set-role', '/admin/impersonate-user', '/admin/ban-user']) {
        const get = await api(`/auth${path}`, who);
        const post = await api(`/auth${path}`, who, { method: 'POST', body: { userId: 'x', role: 'admin' } });
        expect([get.status, post.status], path).toEqual([404, 404]);
      }
    }
    const update = await api('/auth/update-user', user, { method: 'POST', body: { role: 'admin', name: 'me' } });
    expect(update.status).toBeLessThan(500);
    const row = await env.DB.prepare('SELECT role FROM user WHERE email = ?').bind(user.email).first<{ role: string }>();
    expect(row?.role).toBe('user');
  });
});

describe('field lengths on sign-up', () => {
  it.each([
    [{ name: 'n'.repeat(101) }, 'Names have at most 100 characters'],
    [{ email: `${'e'.repeat(250)}@example.org` }, 'E-mail addresses have at most 254 characters'],
    [{ password: 'p'.repeat(129) }, 'Passwords have 8 to 128 characters'],
  ])('refuses %j with 400 and stores nothing', async (override, message) => {
    const email = `long-${crypto.randomUUID()}@example.org`;
    const response = await authPost('/sign-up/email', { email, password: 'a password', name: 'x', ...override });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
    const row = await env.DB.prepare('SELECT count(*) AS n FROM user WHERE email = ?').bind(email).first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it('refuses a 1 MB name with 413', async () => {
    const response = await authPost('/sign-up/email', {
      email: `huge-${crypto.randomUUID()}@example.org`,
      password: 'a password',
      name: 'n'.repeat(1024 * 1024),
    });
    expect(response.status).toBe(413);
  });
});

describe('weak passwords (NIST SP 800-63B: 8 or more characters, none common, no composition rules)', () => {
  const tooCommon = {
    error: {
      code: 'PASSWORD_TOO_COMMON',
      message:
        'This password is too easy to guess: it is on a list of common or leaked passwords, or made from your e-mail address. Choose another.',
    },
  };

  it('sign-up refuses 123456 (too short), password and aaaaaaaa, alike for a new and a registered e-mail', async () => {
    const user = await signUp();
    const short = await authPost('/sign-up/email', {
      email: `weak-${crypto.randomUUID()}@example.org`,
      password: '123456',
      name: 'x',
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Passwords have 8 to 128 characters' },
    });
    // Two, so the registered e-mail stays within sign-up's 3 an hour per account.
    for (const password of ['password', 'aaaaaaaa']) {
      const fresh = `weak-${crypto.randomUUID()}@example.org`;
      const [known, unknown] = await Promise.all([
        authPost('/sign-up/email', { email: user.email, password, name: 'x' }),
        authPost('/sign-up/email', { email: fresh, password, name: 'x' }),
      ]);
      expect([known.status, unknown.status], password).toEqual([400, 400]);
      expect(await known.json()).toEqual(tooCommon);
      expect(await unknown.json()).toEqual(tooCommon);
      const row = await env.DB.prepare('SELECT count(*) AS n FROM user WHERE email = ?').bind(fresh).first<{ n: number }>();
      expect(row?.n).toBe(0);
    }
    for (const password of ['Password1', '12345678', 'abcdefghij', 'Tribunal Toolkit']) {
      const response = await authPost('/sign-up/email', {
        email: `weak-${crypto.randomUUID()}@example.org`,
        password,
        name: 'x',
      });
      expect(response.status, password).toBe(400);
      expect(await response.json()).toEqual(tooCommon);
    }
  });

  it('sign-up, reset and change refuse the account’s own e-mail, its name, and common words dressed up with digits, symbols and swaps', async () => {
    for (const password of ['P@ssw0rd123', 'Password1!', 'Qwerty123!', 'Summer2026', 'tribunal2026']) {
      const response = await authPost('/sign-up/email', {
        email: `dressed-${crypto.randomUUID()}@example.org`,
        password,
        name: 'x',
      });
      expect(response.status, password).toBe(400);
      expect(await response.json()).toEqual(tooCommon);
    }
    const local = `maria.${crypto.randomUUID().slice(0, 8)}`;
    const email = `${local}@example.org`;
    for (const password of [email, local, `${local}2026!`]) {
      const response = await authPost('/sign-up/email', { email, password, name: 'x' });
      expect(response.status, password).toBe(400);
      expect(await response.json()).toEqual(tooCommon);
    }
    const user = await signUp();
    const name = user.email.split('@')[0] ?? '';
    const token = await resetToken(user.email);
    const reset = await authPost('/reset-password', { newPassword: user.email, token });
    expect(reset.status).toBe(400);
    expect(await reset.json()).toEqual(tooCommon);
    const change = await authPost(
      '/change-password',
      { currentPassword: user.password, newPassword: `${name}1!` },
      clientIp(),
      user.cookie,
    );
    expect(change.status).toBe(400);
    expect(await change.json()).toEqual(tooCommon);
    expect((await authPost('/sign-in/email', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('takes a passphrase of 64 and of 128 characters, and one with no capital, digit or symbol', async () => {
    for (const password of ['w'.repeat(30) + 'x'.repeat(34), 'long words '.repeat(11).slice(0, 128), 'marmelada de quinta']) {
      const email = `long-${crypto.randomUUID()}@example.org`;
      expect((await authPost('/sign-up/email', { email, password, name: 'x' })).status).toBe(200);
      expect((await authPost('/sign-in/email', { email, password })).status).toBe(200);
    }
  });

  it('a reset and a password change refuse a common password, and the old password keeps working', async () => {
    const user = await signUp();
    const token = await resetToken(user.email);
    const reset = await authPost('/reset-password', { newPassword: 'iloveyou', token });
    expect(reset.status).toBe(400);
    expect(await reset.json()).toEqual(tooCommon);
    const change = await authPost(
      '/change-password',
      { currentPassword: user.password, newPassword: 'qwertyuiop' },
      clientIp(),
      user.cookie,
    );
    expect(change.status).toBe(400);
    expect(await change.json()).toEqual(tooCommon);
    expect((await authPost('/sign-in/email', { email: user.email, password: user.password })).status).toBe(200);
  });
});

describe('e-mail is sent after the answer, so known and unknown addresses answer after the same work', () => {
  const MAIL_URL = 'https://mail.test/emails';

  /**
   * Calls the Worker with a mail service whose send cannot finish before the Worker has answered
   * (it waits for the answer; if the Worker awaited it inside the request it waits two seconds
   * for nothing instead), and reports the order of events.
   */
  async function mailOrder(path: string, body: unknown): Promise<{ status: number; events: string[] }> {
    const events: string[] = [];
    let answered: () => void = () => undefined;
    const answer = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url !== MAIL_URL) return realFetch(input, init);
      await Promise.race([answer, new Promise((resolve) => setTimeout(resolve, 2000))]);
      events.push('mail sent');
      return Response.json({ id: 'sent' });
    });
    const request = new Request(`${ORIGIN}/api/auth${path}`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': clientIp() },
      body: JSON.stringify(body),
    });
    const ctx = createExecutionContext();
    const vars = {
      RESEND_API_KEY: 're_test_key',
      MAIL_FROM: 'Tribunal Toolkit <mail@tribunal.example>',
      RESEND_API_URL: MAIL_URL,
    };
    const response = await app.fetch(request, { ...env, ...vars }, ctx);
    events.push('answered');
    answered();
    await waitOnExecutionContext(ctx);
    return { status: response.status, events };
  }

  it('reset request: the link to a registered address is sent after answering; an unknown one sends nothing', async () => {
    const user = await signUp();
    const known = await mailOrder('/request-password-reset', { email: user.email, redirectTo: `${ORIGIN}/auth` });
    const unknown = await mailOrder('/request-password-reset', {
      email: `nobody-${crypto.randomUUID()}@example.org`,
      redirectTo: `${ORIGIN}/auth`,
    });
    expect(known).toEqual({ status: 200, events: ['answered', 'mail sent'] });
    expect(unknown).toEqual({ status: 200, events: ['answered'] });
  });

  it('sign-up: the confirmation (new address) and the notice (registered address) are both sent after answering', async () => {
    const user = await signUp();
    const fresh = await mailOrder('/sign-up/email', {
      email: `new-${crypto.randomUUID()}@example.org`,
      password: 'a password',
      name: 'x',
    });
    const known = await mailOrder('/sign-up/email', { email: user.email, password: 'a password', name: 'x' });
    expect(fresh).toEqual({ status: 200, events: ['answered', 'mail sent'] });
    expect(known).toEqual({ status: 200, events: ['answered', 'mail sent'] });
  });
});
