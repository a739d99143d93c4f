import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

function report(body: unknown) {
  return SELF.fetch('https://example.com/api/missing-paths', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('POST /api/missing-paths', () => {
  it('records a missing path and counts repeats', async () => {
    expect((await report({ path: '/stage/9' })).status).toBe(204);
    expect((await report({ path: '/stage/9' })).status).toBe(204);
    const row = await env.DB.prepare('SELECT path, hits FROM missing_paths WHERE path = ?').bind('/stage/9').first();
    expect(row).toEqual({ path: '/stage/9', hits: 2 });
  });

  it.each([
    [{}, 'Path is required'],
    [{ path: '' }, 'Path is required'],
    [{ path: 'stage/9' }, 'Path must start with / and hold no query, fragment or spaces'],
    [{ path: '/search?q=my name' }, 'Path must start with / and hold no query, fragment or spaces'],
    [{ path: `/${'a'.repeat(300)}` }, 'Path must be at most 300 characters'],
  ])('refuses %j with 400 and a message, storing nothing', async (body, message) => {
    const rows = async () => (await env.DB.prepare('SELECT count(*) AS n FROM missing_paths').first<{ n: number }>())?.n;
    const before = await rows();
    const response = await report(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message } });
    expect(await rows()).toBe(before);
  });
});
