/**
 * What better-auth's endpoints answer a page: no session token in any JSON body (it stays in the
 * HttpOnly cookie), revoke-session never touches another user's session, and an endpoint it does
 * not have answers in the API's error shape.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { authPost, cookieHeader, ORIGIN, signUp, type TestUser } from './_factories';

/** The session token inside a cookie header (`name=<token>.<signature>`). */
function tokenOf(cookie: string): string {
  const value = decodeURIComponent(cookie.split('=').slice(1).join('='));
  return value.split('.')[0] ?? '';
}

async function signInAgain(user: TestUser): Promise<{ cookie: string; body: string }> {
  const response = await authPost('/sign-in/email', { email: user.email, password: user.password });
  expect(response.status).toBe(200);
  return { cookie: cookieHeader(response), body: await response.text() };
}

const get = (path: string, cookie?: string) => SELF.fetch(`${ORIGIN}/api/auth${path}`, { headers: cookie ? { cookie } : {} });

async function sessionUser(cookie: string): Promise<string | null> {
  const body = (await (await get('/get-session', cookie)).json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

describe('session tokens stay in the cookie', () => {
  it('sign-in, get-session and list-sessions answer without the token; the cookie still works', async () => {
    const user = await signUp();
    const { cookie, body } = await signInAgain(user);
    const token = tokenOf(cookie);
    expect(token.length).toBeGreaterThan(20);
    expect(body).not.toContain(token);
    const signedIn = JSON.parse(body) as Record<string, unknown>;
    expect(signedIn).not.toHaveProperty('token');
    expect(signedIn).toHaveProperty('user.email', user.email);

    const session = await (await get('/get-session', cookie)).text();
    expect(session).not.toContain(token);
    expect(JSON.parse(session)).toHaveProperty('user.email', user.email);
    expect(JSON.parse(session)).not.toHaveProperty('session.token');

    const sessions = await (await get('/list-sessions', cookie)).text();
    expect(sessions).not.toContain(token);
    expect(sessions).not.toContain(tokenOf(user.cookie));
    expect((JSON.parse(sessions) as unknown[]).length).toBe(2);
  });
});

describe('revoke-session', () => {
  it('with another user’s token answers as for any token and ends nothing of theirs; with one’s own, ends it', async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const revoke = (by: TestUser, token: string) => authPost('/revoke-session', { token }, undefined, by.cookie);

    // better-auth deletes a session only when it is the caller's; the same answer either way, so
    // the endpoint cannot tell a caller whether a token it guessed is someone's live session.
    const foreign = await revoke(stranger, tokenOf(owner.cookie));
    expect(foreign.status).toBe(200);
    expect(await foreign.json()).toEqual({ status: true });
    expect(await sessionUser(owner.cookie)).toBe(owner.email);

    const second = await signInAgain(owner);
    const own = await revoke(owner, tokenOf(second.cookie));
    expect(own.status).toBe(200);
    expect(await sessionUser(second.cookie)).toBeNull();
    expect(await sessionUser(owner.cookie)).toBe(owner.email);
  });
});

describe('an endpoint better-auth does not have', () => {
  it.each([
    ['GET', '/api/auth/no-such-endpoint'],
    ['POST', '/api/auth/no-such-endpoint'],
    ['GET', '/api/auth/sign-in/nowhere'],
  ])('%s %s: 404 in the API’s error shape', async (method, path) => {
    const response = await SELF.fetch(`${ORIGIN}${path}`, {
      method,
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: `No API endpoint at ${method} ${path}` } });
  });
});
