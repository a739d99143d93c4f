/**
 * Cross-site requests, content types, body limits and caching, for every
 * state-changing route in the Worker's own route table (`app.routes`) and better-auth's endpoints.
 * A new route is covered the day it is added.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/index';
import { policyFor } from '../../worker/routes/policies';
import { api, ORIGIN, signUp, validCase } from './_factories';

const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** better-auth's state-changing endpoints (it registers one catch-all route with Hono). */
const AUTH_ENDPOINTS = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/sign-out',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/send-verification-email',
  '/api/auth/change-password',
  '/api/auth/update-user',
  '/api/auth/delete-user',
  '/api/auth/revoke-sessions',
];

/** Every (method, concrete path) that can change state. */
const routes: { method: string; path: string }[] = [
  ...new Map(
    app.routes
      .filter((route) => UNSAFE.includes(route.method) && !route.path.includes('*'))
      .map((route) => {
        const path = route.path.replace(/:[A-Za-z]+/g, SOME_ID);
        return [`${route.method} ${path}`, { method: route.method, path }] as const;
      }),
  ).values(),
  ...AUTH_ENDPOINTS.map((path) => ({ method: 'POST', path })),
];

function send(method: string, path: string, headers: Record<string, string>, body: BodyInit | null = '{}') {
  return SELF.fetch(`${ORIGIN}${path}`, { method, headers, ...(body === null ? {} : { body }) });
}

/** A family is a prefix, or one route with a policy of its own (its `path`). */
const familyOf = (path: string) => {
  const policy = policyFor(path);
  return policy.path ?? policy.prefix;
};

/** What a 413 says: the generic limit in bytes, or the family's own message (the bundle's upload). */
function tooLargeBody(path: string) {
  const policy = policyFor(path);
  if (familyOf(path) === '/api/cases/:caseId/bundle') {
    return { error: { code: 'FILE_TOO_LARGE', message: 'Maximum file size is 10MB' } };
  }
  return {
    error: {
      code: 'PAYLOAD_TOO_LARGE',
      message: `The request is too large: at most ${policy.maxBodyBytes.toLocaleString('en-GB')} bytes here.`,
    },
  };
}

const BODY_TYPES = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'];
const mediaType = (contentType: string) => contentType.split(';')[0] ?? '';

describe('the route table', () => {
  it('holds every family of state-changing route', () => {
    const families = new Set(routes.map(({ path }) => familyOf(path)));
    expect([...families].sort()).toEqual(
      [
        '/api/account',
        '/api/admin',
        '/api/auth',
        '/api/billing',
        '/api/billing/webhook',
        '/api/bundles',
        '/api/cases',
        '/api/cases/:caseId/bundle',
        '/api/cases/:caseId/bundle/arrangement',
        '/api/cases/:caseId/bundle/build-index',
        '/api/documents',
        '/api/documents/:id/page-refs',
        '/api/events',
        '/api/evidence',
        '/api/hearing-questions',
        '/api/missing-paths',
        '/api/research',
        '/api/support',
        '/api/tasks',
        '/api/translations',
        '/api/reminders/unsubscribe',
        '/api/saved-searches',
      ].sort(),
    );
  });

  it('gives the bundle upload its own policy: multipart, 10 MB and the multipart overhead', () => {
    const upload = policyFor(`/api/cases/${SOME_ID}/bundle`);
    expect(upload).toMatchObject({
      path: '/api/cases/:caseId/bundle',
      bodyTypes: ['multipart/form-data'],
      maxBodyBytes: 10_485_760 + 65_536,
    });
    // Its neighbours keep the family's.
    for (const path of [`/api/cases/${SOME_ID}`, `/api/cases/${SOME_ID}/evidence`, `/api/cases/${SOME_ID}/bundle/x`]) {
      // The arrangement has a policy of its own (JSON, a larger limit): not this list's subject.
      expect(policyFor(path).path, path).toBeUndefined();
      expect(policyFor(path).bodyTypes, path).toEqual(['application/json']);
    }
    expect(policyFor('/api/files/abc.def')).toMatchObject({ prefix: '/api/files', session: true, personal: true });
  });

  it('gives the bundle arrangement its own policy: JSON, signed in, no-store, up to 320 KB for 200 files', () => {
    expect(policyFor(`/api/cases/${SOME_ID}/bundle/arrangement`)).toEqual({
      prefix: '/api/cases',
      path: '/api/cases/:caseId/bundle/arrangement',
      session: true,
      personal: true,
      maxBodyBytes: 320 * 1024,
      bodyTypes: ['application/json'],
    });
  });

  it('gives the bundle index and a draft’s page-reference refresh their own policies: JSON up to 32 KB, and no body', () => {
    expect(policyFor(`/api/cases/${SOME_ID}/bundle/build-index`)).toEqual({
      prefix: '/api/cases',
      path: '/api/cases/:caseId/bundle/build-index',
      session: true,
      personal: true,
      maxBodyBytes: 32 * 1024,
      bodyTypes: ['application/json'],
    });
    expect(policyFor(`/api/documents/${SOME_ID}/page-refs`)).toMatchObject({ session: true, personal: true, maxBodyBytes: 0 });
  });

  it('gives Stripe’s webhook its own policy: no session, writes from anywhere, JSON up to 64 KB', () => {
    expect(policyFor('/api/billing/webhook')).toEqual({
      prefix: '/api/billing',
      path: '/api/billing/webhook',
      session: false,
      personal: false,
      fromAnywhere: true,
      maxBodyBytes: 65_536,
      bodyTypes: ['application/json'],
    });
    // Only the webhook: every other write checks its origin.
    const open = routes.filter(({ path }) => policyFor(path).fromAnywhere).map(({ method, path }) => `${method} ${path}`);
    expect(open).toEqual(['POST /api/reminders/unsubscribe', 'POST /api/billing/webhook']);
    for (const path of ['/api/billing/checkout', '/api/billing/portal', '/api/billing/document-credit']) {
      expect(policyFor(path), path).toMatchObject({ prefix: '/api/billing', session: true, personal: true, maxBodyBytes: 1024 });
      expect(policyFor(path).fromAnywhere, path).toBeUndefined();
    }
  });

  it('gives the one-click unsubscribe (RFC 8058) its own policy: no session, from anywhere, a small form', () => {
    expect(policyFor('/api/reminders/unsubscribe')).toEqual({
      prefix: '/api/reminders',
      path: '/api/reminders/unsubscribe',
      session: false,
      personal: true,
      fromAnywhere: true,
      maxBodyBytes: 256,
      bodyTypes: ['application/x-www-form-urlencoded'],
    });
  });

  it('lets the one-click unsubscribe through from another site or none, to the token check', async () => {
    for (const headers of [{ origin: 'https://mail.example' }, { 'sec-fetch-site': 'cross-site' }, {}]) {
      const response = await send(
        'POST',
        '/api/reminders/unsubscribe?token=forged',
        {
          ...headers,
          'content-type': 'application/x-www-form-urlencoded',
        },
        'List-Unsubscribe=One-Click',
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('UNSUBSCRIBE_LINK_INVALID');
    }
  });

  it('lets Stripe’s webhook through from another site or none, to the signature check', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, {}]) {
      const response = await send('POST', '/api/billing/webhook', { ...headers, 'content-type': 'application/json' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'INVALID_SIGNATURE', message: 'The webhook signature is missing or does not match' },
      });
    }
  });
});

describe.each(routes.map((r) => [r.method, r.path] as const))('%s %s', (method, path) => {
  const json = { 'content-type': 'application/json' };

  // Stripe's webhook is the one route posted from elsewhere: it has its own test above instead.
  if (!policyFor(path).fromAnywhere) {
    it.each([
      ['another origin', { origin: 'https://evil.example' }],
      ['an opaque origin', { origin: 'null' }],
      ['no Origin, Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['no Origin, Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
      ['no Origin, a foreign Referer', { referer: 'https://evil.example/page' }],
      ['no Origin, Sec-Fetch-Site or Referer at all', {}],
    ])('is refused from %s (403 CROSS_SITE)', async (_, headers: Record<string, string>) => {
      for (const contentType of ['application/json', 'text/plain']) {
        const response = await send(method, path, { ...headers, 'content-type': contentType });
        expect(response.status, contentType).toBe(403);
        expect(await response.json()).toEqual({
          error: { code: 'CROSS_SITE', message: 'This request must come from a Tribunal Toolkit page. Nothing was changed.' },
        });
      }
    });
  }

  it.each([
    ['its own Origin', { origin: ORIGIN }],
    ['no Origin but Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['no Origin but its own Referer', { referer: `${ORIGIN}/tracker` }],
  ])('passes the origin check from %s', async (_, headers: Record<string, string>) => {
    const response = await send(method, path, { ...headers, ...json });
    expect(response.status).not.toBe(403);
    expect(response.status).toBeLessThan(500);
  });

  it('refuses a body of a type the route does not take with 415, even from its own origin', async () => {
    const refused = BODY_TYPES.filter((type) => !policyFor(path).bodyTypes.includes(mediaType(type)));
    expect(refused.length).toBeGreaterThanOrEqual(3);
    for (const contentType of refused) {
      const response = await send(method, path, { origin: ORIGIN, 'content-type': contentType });
      expect(response.status, contentType).toBe(415);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('refuses a body over the family’s limit with 413, with or without Content-Length', async () => {
    const limit = policyFor(path).maxBodyBytes;
    // A body of a type the route takes, so only its size is wrong.
    const taken = { 'content-type': BODY_TYPES.find((type) => policyFor(path).bodyTypes.includes(mediaType(type))) ?? '' };
    const big = `{"x":"${'a'.repeat(limit)}"}`;
    const declared = await send(method, path, { origin: ORIGIN, ...taken }, big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual(tooLargeBody(path));
    // Streamed in chunks with no length: counted as it arrives, refused once past the limit.
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let start = 0; start < bytes.length; start += 512) controller.enqueue(bytes.slice(start, start + 512));
        controller.close();
      },
    });
    const streamed = await send(method, path, { origin: ORIGIN, ...taken }, stream);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual(tooLargeBody(path));
  });
});

describe('what used to get through', () => {
  it('a text/plain POST from another site no longer creates a case', async () => {
    const user = await signUp();
    const before = await env.DB.prepare('SELECT count(*) AS n FROM cases').first<{ n: number }>();
    const response = await SELF.fetch(`${ORIGIN}/api/cases`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain', cookie: user.cookie },
      body: JSON.stringify(validCase),
    });
    expect(response.status).toBe(403);
    const after = await env.DB.prepare('SELECT count(*) AS n FROM cases').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it('account deletion from another site deletes nothing', async () => {
    const user = await signUp();
    const response = await SELF.fetch(`${ORIGIN}/api/account`, {
      method: 'DELETE',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie: user.cookie },
      body: JSON.stringify({ email: user.email }),
    });
    expect(response.status).toBe(403);
    expect((await api('/cases', user)).status).toBe(200);
  });

  it('a 10 MB reset token is a 413, not a 500', async () => {
    const response = await send(
      'POST',
      '/api/auth/reset-password',
      { origin: ORIGIN, 'content-type': 'application/json' },
      JSON.stringify({ newPassword: 'new password 1', token: 'a'.repeat(10 * 1024 * 1024) }),
    );
    expect(response.status).toBe(413);
  });

  it('a 120 MB 404 report is a 413', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(97);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 120) controller.close();
        else {
          sent += 1;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await send('POST', '/api/missing-paths', { origin: ORIGIN, 'content-type': 'application/json' }, stream);
    expect(response.status).toBe(413);
    // Refused as it streamed: far from all of it was read.
    expect(sent).toBeLessThan(120);
  });
});

describe('caching and tracing', () => {
  it('personal answers are never cached', async () => {
    const user = await signUp();
    const created = (await (await api('/cases', user, { method: 'POST', body: validCase })).json()) as { id: string };
    for (const path of [
      '/cases',
      `/cases/${created.id}`,
      `/cases/${created.id}/events`,
      `/cases/${created.id}/bundle`,
      '/account/export',
      '/account/export/files',
      '/subscription',
    ]) {
      const response = await api(path, user);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    const session = await SELF.fetch(`${ORIGIN}/api/auth/get-session`, { headers: { cookie: user.cookie } });
    expect(session.headers.get('cache-control')).toBe('no-store');
    const refused = await api('/cases', null);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('every answer carries X-Request-Id, better-auth’s included', async () => {
    const user = await signUp();
    const answers = await Promise.all([
      SELF.fetch(`${ORIGIN}/api/health`),
      SELF.fetch(`${ORIGIN}/api/nowhere`),
      SELF.fetch(`${ORIGIN}/api/auth/get-session`, { headers: { cookie: user.cookie } }),
      SELF.fetch(`${ORIGIN}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: 'wrong password' }),
      }),
      send('POST', '/api/cases', { origin: 'https://evil.example' }),
    ]);
    for (const response of answers) expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
