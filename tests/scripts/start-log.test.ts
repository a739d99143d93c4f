/**
 * `npm start`'s terminal holds no link token. The server is started as scripts/start.mjs starts it
 * (scripts/dev-server.mjs: wrangler dev through the same output filter, and the same outbox note),
 * on a throw-away state; a reset, an e-mail confirmation, a calendar fetch, an unsubscribe and a
 * file download are each run, then their tokens are sent again in every form a path can take, and
 * every byte the server and the note wrote is searched for each token (as sent and URL-encoded).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxNotice, serveDev } from '../../scripts/dev-server.mjs';
import { ensureDevVars, freePort, waitForHealth } from '../../scripts/wrangler-dev.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const wrangler = path.join(root, 'node_modules', '.bin', 'wrangler');
const PDF =
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';

let state = '';
let base = '';
let output = '';
let server: ReturnType<typeof serveDev> | undefined;

function d1(sql: string): Record<string, unknown>[] {
  const result = spawnSync(wrangler, ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command', sql], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`d1 failed: ${result.stderr}`);
  return JSON.parse(result.stdout)[0]?.results ?? [];
}

/** The newest e-mail to `to` whose subject starts with `subject` (sent after the answer: asked again until it is there). */
async function mail(to: string, subject: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const [row] = d1(
      `SELECT text FROM mail_outbox WHERE "to" = '${to}' AND subject LIKE '${subject}%' ORDER BY created_at DESC LIMIT 1`,
    );
    if (typeof row?.text === 'string') return row.text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no '${subject}' e-mail to ${to}`);
}

beforeAll(async () => {
  ensureDevVars(root);
  state = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-start-log-'));
  const migrate = spawnSync(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {
    cwd: root,
    encoding: 'utf8',
  });
  if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stderr}`);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server = serveDev({
    port,
    siteUrl: base,
    persistTo: state,
    stdout: sink,
    stderr: sink,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  await waitForHealth(base, server, () => output);
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  fs.rmSync(state, { recursive: true, force: true });
});

describe('npm start’s output', () => {
  it('holds none of the link tokens of a reset, a confirmation, a calendar feed, an unsubscribe and a download, in any path form', async () => {
    let cookie = '';
    const call = async (pathname: string, init: { method?: string; body?: BodyInit; type?: string } = {}) => {
      const response = await fetch(`${base}${pathname}`, {
        method: init.method ?? 'GET',
        redirect: 'manual',
        headers: { origin: base, ...(cookie ? { cookie } : {}), ...(init.type ? { 'content-type': init.type } : {}) },
        ...(init.body === undefined ? {} : { body: init.body }),
      });
      await response.arrayBuffer();
      return response;
    };
    const json = (pathname: string, body: unknown) =>
      call(pathname, { method: 'POST', body: JSON.stringify(body), type: 'application/json' });

    const email = `start-log-${crypto.randomUUID()}@example.org`;
    const password = 'a good long password';
    expect((await json('/api/auth/sign-up/email', { email, password, name: 'x', callbackURL: '/auth?verified=1' })).status).toBe(
      200,
    );
    const signIn = await json('/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBe(200);
    cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    // Confirmation: the link as the e-mail holds it.
    const verifyLink = new URL((await mail(email, 'Confirm')).match(/https?:\/\/\S+verify-email\S+/)?.[0] ?? '');
    const verifyToken = verifyLink.searchParams.get('token') ?? '';
    // Reset: asked for, then opened and used.
    expect((await json('/api/auth/request-password-reset', { email, redirectTo: `${base}/auth` })).status).toBe(200);
    const resetToken = (await mail(email, 'Reset')).match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    // A case, its calendar feed and a bundle file's download link.
    const created = await fetch(`${base}/api/cases`, {
      method: 'POST',
      headers: { origin: base, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ claimantName: 'Ana Silva', employerName: 'Acme Logistics Ltd', dismissalDate: '2026-09-30' }),
    });
    const caseId = ((await created.json()) as { id: string }).id;
    const feed = await fetch(`${base}/api/cases/${caseId}/calendar-feed`, { method: 'POST', headers: { origin: base, cookie } });
    const feedToken = new URL(((await feed.json()) as { url: string }).url).pathname
      .replace(/^\/api\/calendar\//, '')
      .replace(/\.ics$/, '');
    const form = new FormData();
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'a.pdf');
    const upload = await fetch(`${base}/api/cases/${caseId}/bundle`, {
      method: 'POST',
      headers: { origin: base, cookie },
      body: form,
    });
    expect(upload.status).toBe(201);
    const fileId = ((await upload.json()) as { files: { id: string }[] }).files[0]?.id;
    const link = await fetch(`${base}/api/bundles/${fileId}/link`, { method: 'POST', headers: { origin: base, cookie } });
    const fileToken = (((await link.json()) as { url: string }).url ?? '').replace(/^\/api\/files\//, '');
    // An unsubscribe link, signed as the reminder e-mails sign it.
    const secret = /^BETTER_AUTH_SECRET=(.*)$/m.exec(fs.readFileSync(path.join(root, '.dev.vars'), 'utf8'))?.[1]?.trim() ?? '';
    const [user] = d1(`SELECT id FROM user WHERE email = '${email}'`);
    // Loaded by path: the Worker's modules are typed for workerd, not for this project's tsconfig.
    const signer: { signUnsubscribe: (secret: string, userId: string, purpose: 'reminders') => Promise<string> } = await import(
      path.join(root, 'worker', 'services', 'reminders', 'tokens.ts')
    );
    const unsubscribeToken = await signer.signUnsubscribe(secret, String(user?.id), 'reminders');
    const tokens = { verifyToken, resetToken, feedToken, fileToken, unsubscribeToken };
    for (const [kind, token] of Object.entries(tokens)) expect(token.length, kind).toBeGreaterThan(20);

    // Each used as meant.
    expect((await call(`${verifyLink.pathname}${verifyLink.search}`)).status).toBe(302);
    expect((await call(`/api/auth/reset-password/${resetToken}?callbackURL=%2Fauth`)).status).toBe(302);
    expect((await call(`/api/calendar/${feedToken}.ics`)).status).toBe(200);
    expect((await call(`/api/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`)).status).toBe(200);
    expect(
      (
        await call(`/api/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`, {
          method: 'POST',
          body: 'List-Unsubscribe=One-Click',
          type: 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(200);
    expect((await call(`/api/files/${fileToken}`)).status).toBe(200);
    // The reset last: it ends every session, the download's included.
    expect((await json('/api/auth/reset-password', { newPassword: 'another good password', token: resetToken })).status).toBe(
      200,
    );

    // Then every other form a path can take.
    const u = encodeURIComponent(unsubscribeToken);
    const forms = [
      `/api//calendar/${feedToken}.ics`,
      `/api/calendar/x/${feedToken}.ics`,
      `/api/./calendar/${feedToken}.ics`,
      `/api/calendar/${feedToken}.ics/x`,
      `/api//files/${fileToken}`,
      `/api/files//${fileToken}`,
      `/api/files/${fileToken}/x`,
      `/api/auth/reset-password%2F${resetToken}`,
      `/api/auth//reset-password/${resetToken}`,
      `/api/auth/reset-password/${resetToken}/x`,
      `/api/auth/verify-email/${verifyToken}`,
      `/api/auth/verify-email?token=${verifyToken}&callbackURL=%2F.%2F%2Fevil.example`,
      `/api/reminders/unsubscribe/${u}`,
      `/api/reminders//unsubscribe?token=${u}`,
      `/auth?token=${resetToken}`,
      `/reset-password/${resetToken}`,
    ];
    for (const form of forms) await call(form);

    // wrangler prints a request's line after answering it: a last, token-free request marks the end.
    await call('/start-log-end');
    for (let attempt = 0; attempt < 100 && !output.includes('/start-log-end'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(output).toContain('GET /start-log-end');
    const notice = outboxNotice({ persistTo: state });
    expect(notice).toMatch(/e-mails? waits? in the local outbox/);
    const everything = `${output}\n${notice}`;
    for (const [kind, token] of Object.entries(tokens)) {
      const found = everything.split('\n').filter((line) => line.includes(token) || line.includes(encodeURIComponent(token)));
      expect(found, kind).toEqual([]);
    }
  }, 180_000);
});
