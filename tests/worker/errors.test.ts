import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('API error shape', () => {
  it('answers an unknown /api path with a 404 JSON error', async () => {
    const response = await SELF.fetch('https://example.com/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API endpoint at GET /api/no-such-thing' },
    });
  });

  it('answers a body that is not JSON with 400 MALFORMED_JSON', async () => {
    const response = await SELF.fetch('https://example.com/api/missing-paths', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://example.com' },
      body: '{"path": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'MALFORMED_JSON', message: 'The request body must be valid JSON sent as application/json' },
    });
  });
});
