/**
 * Download links: POST /api/bundles/:id/link signs a link valid 60 seconds for the
 * signed-in user; GET /api/files/:token streams the file to that user only.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { signLink, verifyLink } from '../../worker/services/bundle/links';
import { api, ORIGIN, signUp, type TestUser } from './_factories';
import { createCase, pdfBytes, textBytes, uploaded, userIdOf } from './_files';

interface Link {
  url: string;
  expiresAt: string;
}

async function linkFor(id: string, user: TestUser): Promise<Link> {
  const response = await api(`/bundles/${id}/link`, user, { method: 'POST' });
  expect(response.status).toBe(200);
  return (await response.json()) as Link;
}

function download(url: string, user: TestUser | null): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${url}`, { headers: user ? { cookie: user.cookie } : {} });
}

async function errorOf(response: Response): Promise<unknown> {
  return ((await response.json()) as { error: unknown }).error;
}

/** A token with one character of its payload or signature changed. */
function altered(url: string, part: 0 | 1): string {
  const token = url.slice('/api/files/'.length);
  const pieces = token.split('.');
  const piece = pieces[part] ?? '';
  const index = Math.floor(piece.length / 2);
  pieces[part] = `${piece.slice(0, index)}${piece[index] === 'A' ? 'B' : 'A'}${piece.slice(index + 1)}`;
  return `/api/files/${pieces.join('.')}`;
}

describe('download links', () => {
  it('streams the file, byte for byte, as an attachment that is never sniffed or cached', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const [file] = await uploaded(created.id, user, [{ name: 'Carta de despedimento – João.pdf', bytes: pdfBytes() }]);
    if (!file) throw new Error('not uploaded');
    const link = await linkFor(file.id, user);
    expect(link.url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    // The payload names the file, the user and the expiry the answer gives.
    const payload = JSON.parse(
      atob((link.url.slice('/api/files/'.length).split('.')[0] ?? '').replace(/-/g, '+').replace(/_/g, '/')),
    );
    expect(payload).toEqual({ f: file.id, u: await userIdOf(user), e: Date.parse(link.expiresAt) });

    const response = await download(link.url, user);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Carta de despedimento _ Joao.pdf"; filename*=UTF-8\'\'Carta%20de%20despedimento%20%E2%80%93%20Jo%C3%A3o.pdf',
    );
    expect(response.headers.get('content-length')).toBe(String(pdfBytes().length));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdfBytes());
  });

  it('sends text files as UTF-8', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const [file] = await uploaded(created.id, user, [{ name: 'notas.txt', bytes: textBytes('Reunião às 10h') }]);
    const response = await download((await linkFor(file?.id ?? '', user)).url, user);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('Reunião às 10h');
  });

  it('works for 60 seconds, then refuses the link (403 LINK_EXPIRED)', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const [file] = await uploaded(created.id, user, [{ name: 'a.pdf', bytes: pdfBytes() }]);
    // The fixed clock moved forward (never back): the link is made at `made`, plus a few real ms.
    const made = Date.parse('2026-11-23T09:00:00.000Z');
    vi.setSystemTime(made);
    const link = await linkFor(file?.id ?? '', user);
    vi.setSystemTime(made + 59_000);
    expect((await download(link.url, user)).status).toBe(200);
    vi.setSystemTime(made + 61_000);
    const response = await download(link.url, user);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({
      code: 'LINK_EXPIRED',
      message: 'This download link has expired. Go back and choose Download again.',
    });
    // A new link works again.
    expect((await download((await linkFor(file?.id ?? '', user)).url, user)).status).toBe(200);
  });

  it('refuses an altered or made-up link (403 LINK_INVALID)', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const [file] = await uploaded(created.id, user, [{ name: 'a.pdf', bytes: pdfBytes() }]);
    const link = await linkFor(file?.id ?? '', user);
    const invalid = { code: 'LINK_INVALID', message: 'This download link is not valid.' };
    for (const url of [
      altered(link.url, 0),
      altered(link.url, 1),
      `${link.url}.extra`,
      link.url.slice(0, -2),
      '/api/files/not-a-token',
      '/api/files/a.b',
      `/api/files/${'A'.repeat(600)}.${'A'.repeat(43)}`,
    ]) {
      const response = await download(url, user);
      expect(response.status, url).toBe(403);
      expect(await errorOf(response)).toEqual(invalid);
    }
    // A payload re-signed with another key (BETTER_AUTH_SECRET's own, not the derived link key).
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(env.BETTER_AUTH_SECRET),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const payload = link.url.slice('/api/files/'.length).split('.')[0] ?? '';
    const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(payload)));
    const forged = btoa(String.fromCharCode(...signature))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const response = await download(`/api/files/${payload}.${forged}`, user);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual(invalid);
  });

  it('refuses another user’s link (403), and needs a session (401)', async () => {
    const owner = await signUp();
    const other = await signUp();
    const created = await createCase(owner);
    const [file] = await uploaded(created.id, owner, [{ name: 'a.pdf', bytes: pdfBytes() }]);
    const link = await linkFor(file?.id ?? '', owner);
    const response = await download(link.url, other);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({ code: 'FORBIDDEN', message: 'This download link was made for another account.' });
    expect((await download(link.url, null)).status).toBe(401);
    expect((await download(link.url, owner)).status).toBe(200);
  });

  it('keeps the token out of the log', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const [file] = await uploaded(created.id, user, [{ name: 'a.pdf', bytes: pdfBytes() }]);
    const link = await linkFor(file?.id ?? '', user);
    const token = link.url.slice('/api/files/'.length);
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    try {
      expect((await download(link.url, user)).status).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect(lines.some((line) => line.includes('"path":"/api/files/:token"'))).toBe(true);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });

  it('answers 404 when the file was deleted after the link was made', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const [file] = await uploaded(created.id, user, [{ name: 'a.pdf', bytes: pdfBytes() }]);
    const link = await linkFor(file?.id ?? '', user);
    expect((await api(`/bundles/${file?.id}`, user, { method: 'DELETE' })).status).toBe(204);
    const response = await download(link.url, user);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'No file with that id' });
  });
});

describe('link keys', () => {
  const fileId = '00000000-0000-4000-8000-000000000001';
  const authOnly = { BETTER_AUTH_SECRET: 'a'.repeat(32) };
  const withOwn = { ...authOnly, BUNDLE_LINK_SECRET: 'b'.repeat(32) };

  const now = Date.parse('2026-11-22T12:00:00.000Z');

  it('uses BUNDLE_LINK_SECRET when set, BETTER_AUTH_SECRET otherwise', async () => {
    const { token } = await signLink(withOwn, fileId, 'user-1', now);
    expect(await verifyLink(withOwn, token, now)).toEqual({ ok: true, fileId, userId: 'user-1' });
    expect(await verifyLink(authOnly, token, now)).toEqual({ ok: false, reason: 'invalid' });
    const fallback = await signLink(authOnly, fileId, 'user-1', now);
    expect(await verifyLink(authOnly, fallback.token, now)).toEqual({ ok: true, fileId, userId: 'user-1' });
    expect(await verifyLink({ ...authOnly, BUNDLE_LINK_SECRET: '' }, fallback.token, now)).toMatchObject({ ok: true });
  });

  it('is valid for exactly 60 seconds', async () => {
    const { token, expiresAt } = await signLink(authOnly, fileId, 'user-1', now);
    expect(expiresAt.getTime()).toBe(now + 60_000);
    expect(await verifyLink(authOnly, token, now + 59_999)).toMatchObject({ ok: true });
    expect(await verifyLink(authOnly, token, now + 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a BUNDLE_LINK_SECRET shorter than 32 characters', async () => {
    await expect(signLink({ ...authOnly, BUNDLE_LINK_SECRET: 'short' }, fileId, 'user-1', now)).rejects.toMatchObject({
      status: 503,
      code: 'CONFIGURATION_MISSING',
    });
  });
});
