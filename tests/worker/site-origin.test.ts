/**
 * Production pins the site's origin to SITE_URL: the Host a request names is not trusted for the
 * same-origin check or for better-auth's base URL, and without SITE_URL the API refuses to serve.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/index';
import { clientIp, ORIGIN } from './_factories';

const EVIL = 'https://evil.example';

async function call(vars: Record<string, string>, url: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  headers.set('cf-connecting-ip', clientIp());
  const response = await app.fetch(new Request(url, { ...init, headers }), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const signUpFrom = (vars: Record<string, string>, host: string, origin: string) =>
  call(vars, `${host}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `pin-${crypto.randomUUID()}@example.org`, password: 'a long password here', name: 'x' }),
  });

describe('the site’s origin in production', () => {
  const production = { ENVIRONMENT: 'production', SITE_URL: `${ORIGIN}/` };

  it('does not take a write’s origin from the Host: a page of another host is refused, ours accepted', async () => {
    // A request naming another host, from a page of that host: same-origin by the Host, not by ours.
    const forged = await signUpFrom(production, EVIL, EVIL);
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('CROSS_SITE');
    expect((await signUpFrom(production, ORIGIN, ORIGIN)).status).toBe(200);
    // TRUSTED_ORIGINS still adds an origin of its own.
    expect((await signUpFrom({ ...production, TRUSTED_ORIGINS: EVIL }, EVIL, EVIL)).status).toBe(200);
  });

  it('refuses to serve without SITE_URL rather than guess it from the request', async () => {
    for (const vars of [{ ENVIRONMENT: 'production' }, { ENVIRONMENT: 'production', SITE_URL: 'not a url' }]) {
      const response = await call(vars, `${ORIGIN}/api/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: {
          code: 'CONFIGURATION_MISSING',
          message: 'The service is not configured: SITE_URL is missing. Set it and restart.',
        },
      });
      expect((await signUpFrom(vars, ORIGIN, ORIGIN)).status).toBe(503);
    }
  });

  it('under npm start and in the tests, the request’s own origin (any port)', async () => {
    expect((await signUpFrom({ ENVIRONMENT: 'development' }, 'http://localhost:9999', 'http://localhost:9999')).status).toBe(200);
  });
});
