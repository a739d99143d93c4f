/**
 * The request log holds no credential: every bearer secret a claimant can be sent (a reset link, an
 * e-mail confirmation link, a calendar feed's address, an unsubscribe link, a download link) is
 * planted in a request and every line written to the console while it is answered is read.
 */
import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../worker/index';
import { isSecretParam, secretPathMasker } from '../../worker/secret-paths';
import { signUnsubscribe } from '../../worker/services/reminders/tokens';
import { api, authPost, ORIGIN, signUp } from './_factories';
import { createCase, pdfBytes, uploaded, userIdOf } from './_files';

/** Every console line written while `run` runs (better-auth's own logger included). */
async function consoleDuring(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
  };
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) vi.spyOn(console, method).mockImplementation(keep);
  try {
    await run();
  } finally {
    vi.restoreAllMocks();
  }
  return lines;
}

/** The `path` of each request line. */
const loggedPaths = (lines: readonly string[]) =>
  lines.flatMap((line) => {
    try {
      const parsed = JSON.parse(line) as { message?: string; path?: string };
      return parsed.message === 'request' && parsed.path !== undefined ? [parsed.path] : [];
    } catch {
      return [];
    }
  });

async function outboxText(to: string, subject: string): Promise<string> {
  const row = await env.DB.prepare(
    'SELECT text FROM mail_outbox WHERE "to" = ? AND subject LIKE ? ORDER BY created_at DESC, rowid DESC',
  )
    .bind(to, `${subject}%`)
    .first<{ text: string }>();
  if (!row) throw new Error(`no "${subject}" mail in the outbox`);
  return row.text;
}

afterEach(() => vi.restoreAllMocks());

describe('the request log holds no secret', () => {
  it('masks each kind of link token, valid or not, in the path and keeps query tokens out', async () => {
    const user = await signUp();
    const created = await createCase(user);

    // A reset link, as the e-mail holds it (better-auth's /reset-password/:token, then a redirect).
    expect((await authPost('/request-password-reset', { email: user.email, redirectTo: `${ORIGIN}/auth` })).status).toBe(200);
    const resetToken = (await outboxText(user.email, 'Reset')).match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    // An e-mail confirmation link (better-auth's /verify-email?token=…).
    const verifyUrl = (await outboxText(user.email, 'Confirm')).match(/https:\/\/\S+verify-email\S+/)?.[0] ?? '';
    const verifyToken = new URL(verifyUrl).searchParams.get('token') ?? '';
    // A calendar feed's secret address.
    const feed = await api(`/cases/${created.id}/calendar-feed`, user, { method: 'POST' });
    const feedPath = new URL(((await feed.json()) as { url: string }).url).pathname;
    const feedToken = feedPath.slice('/api/calendar/'.length).replace(/\.ics$/, '');
    // An unsubscribe link (its token in the query).
    const unsubscribeToken = await signUnsubscribe(env.BETTER_AUTH_SECRET, await userIdOf(user), 'reminders');
    // A download link.
    const [file] = await uploaded(created.id, user, [{ name: 'a.pdf', bytes: pdfBytes() }]);
    const link = await api(`/bundles/${file?.id}/link`, user, { method: 'POST' });
    const filePath = ((await link.json()) as { url: string }).url;
    const fileToken = filePath.slice('/api/files/'.length);
    const planted = { resetToken, verifyToken, feedToken, unsubscribeToken, fileToken };
    for (const [kind, token] of Object.entries(planted)) expect(token.length, kind).toBeGreaterThan(20);

    const lines = await consoleDuring(async () => {
      const get = (path: string, cookie?: string) =>
        SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
      expect((await get(`/api/auth/reset-password/${resetToken}?callbackURL=%2Fauth`)).status).toBe(302);
      // A spent or mistyped one is as secret to the log (it may be one character off a real one).
      await get(`/api/auth/reset-password/${resetToken}x?callbackURL=%2Fauth`);
      await get(`/api/auth/reset-password/${resetToken}/more`);
      expect((await get(new URL(verifyUrl).pathname + new URL(verifyUrl).search)).status).toBe(302);
      expect((await get(feedPath)).status).toBe(200);
      expect((await get(`/api/calendar/${feedToken}.ics/x`)).status).toBe(404);
      expect((await get(`/api/calendar/${feedToken}.ical`)).status).toBe(404);
      expect((await get(`/api/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`)).status).toBe(200);
      expect((await get(filePath, user.cookie)).status).toBe(200);
      expect((await get(`${filePath}/x`, user.cookie)).status).toBe(404);
    });

    for (const [kind, token] of Object.entries(planted)) {
      expect(
        lines.filter((line) => line.includes(token)),
        kind,
      ).toEqual([]);
    }
    // From the secret segment to the end, nothing is kept.
    expect(loggedPaths(lines)).toEqual([
      '/api/auth/reset-password/:token',
      '/api/auth/reset-password/:token',
      '/api/auth/reset-password/:token',
      '/api/auth/verify-email',
      '/api/calendar/:token',
      '/api/calendar/:token',
      '/api/calendar/:token',
      '/api/reminders/unsubscribe',
      '/api/files/:token',
      '/api/files/:token',
    ]);

    // The same tokens in every other form a path can take: doubled slashes, encoded slashes and
    // dots, dot segments, a token a segment further on, a query token moved into the path.
    const forms = [
      `/api//calendar/${feedToken}.ics`,
      `/api/calendar/x/${feedToken}.ics`,
      `/api/./calendar/${feedToken}.ics`,
      `/api/cases/../calendar/${feedToken}.ics`,
      `/api//files/${fileToken}`,
      `/api/files//${fileToken}`,
      `/api/auth/reset-password%2F${resetToken}`,
      `/api/auth//reset-password/${resetToken}`,
      `/api/auth/reset-password%252F${resetToken}`,
      `/api/auth/verify-email/${verifyToken}`,
      `/api/reminders/unsubscribe/${encodeURIComponent(unsubscribeToken)}`,
      `/api/reminders//unsubscribe/${encodeURIComponent(unsubscribeToken)}`,
    ];
    const formLines = await consoleDuring(async () => {
      for (const form of forms) await SELF.fetch(`${ORIGIN}${form}`, { redirect: 'manual', headers: { cookie: user.cookie } });
    });
    expect(loggedPaths(formLines)).toHaveLength(forms.length);
    for (const [kind, token] of Object.entries(planted)) {
      expect(
        formLines.filter((line) => line.includes(token) || line.includes(encodeURIComponent(token))),
        kind,
      ).toEqual([]);
    }
  });

  it('keeps an e-mail in the outbox without writing its link or its address to the log', async () => {
    const user = await signUp();
    const lines = await consoleDuring(async () => {
      expect((await authPost('/request-password-reset', { email: user.email, redirectTo: `${ORIGIN}/auth` })).status).toBe(200);
    });
    const resetToken = (await outboxText(user.email, 'Reset')).match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(resetToken.length).toBeGreaterThan(20);
    expect(lines.some((line) => line.includes('outbox'))).toBe(true);
    expect(lines.filter((line) => line.includes(resetToken) || line.includes(user.email))).toEqual([]);
  });

  it('finds the secrets by the route table: every route with a token parameter is masked', () => {
    const secretRoutes = app.routes.map((route) => route.path).filter((path) => path.split('/').some(isSecretParam));
    expect(secretRoutes).toEqual(expect.arrayContaining(['/api/files/:token', '/api/calendar/:token{[A-Za-z0-9_-]+\\.ics}']));
    const mask = secretPathMasker(app.routes.map((route) => route.path));
    for (const path of secretRoutes) {
      const concrete = path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, 'S3cr3tValue');
      expect(mask(concrete), path).not.toContain('S3cr3tValue');
    }
    // Other parameters (ids that name the claimant's own rows, useless without a session) are kept.
    expect(mask('/api/cases/abc/calendar-feed')).toBe('/api/cases/abc/calendar-feed');
  });

  it('tells a secret parameter by its name', () => {
    expect([':token', ':token{[a-z]+\\.ics}', ':resetToken'].every(isSecretParam)).toBe(true);
    expect([':id', ':caseId', 'token', ':tokens', '*'].some(isSecretParam)).toBe(false);
  });

  it('gives every request an id of its own; the client’s X-Request-Id is kept apart, cleaned and cut', async () => {
    const sent = ['forged-id_123', `${'a'.repeat(200)}`, '"},"level":"error<script>', 'ééé'];
    const answers: Response[] = [];
    const lines = await consoleDuring(async () => {
      for (const id of sent) answers.push(await SELF.fetch(`${ORIGIN}/api/health`, { headers: { 'x-request-id': id } }));
    });
    const logged = lines.flatMap((line) => {
      const parsed = JSON.parse(line) as { message?: string; requestId?: string; clientRequestId?: string };
      return parsed.message === 'request' ? [parsed] : [];
    });
    expect(logged).toHaveLength(sent.length);
    for (const [i, answer] of answers.entries()) {
      const ours = answer.headers.get('x-request-id');
      expect(ours).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(ours).not.toBe(sent[i]);
      expect(logged[i]?.requestId).toBe(ours);
    }
    expect(logged.map((line) => line.clientRequestId)).toEqual(['forged-id_123', 'a'.repeat(64), 'level:errorscript', undefined]);
  });
});
