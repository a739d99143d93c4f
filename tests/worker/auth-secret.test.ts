import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';

describe('BETTER_AUTH_SECRET', () => {
  it('is configured for the tests (from .dev.vars)', () => {
    expect(env.BETTER_AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it.each([
    ['missing', undefined],
    ['too short', 'short-secret'],
  ])('when %s, the API refuses to serve with 503 CONFIGURATION_MISSING', async (_label, secret) => {
    const ctx = createExecutionContext();
    const request = new Request('https://example.com/api/health');
    const response = await worker.fetch(request, { ...env, BETTER_AUTH_SECRET: secret as unknown as string }, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: {
        code: 'CONFIGURATION_MISSING',
        message: 'The service is not configured: BETTER_AUTH_SECRET is missing. Set it and restart.',
      },
    });
  });
});
