import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('GET /api/health', () => {
  it('reports D1 and R2 as reachable', async () => {
    const response = await SELF.fetch('https://example.com/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { d1: 'ok', r2: 'ok' } });
  });

  it('answers 503 with the failing check named when the schema is missing', async () => {
    await env.DB.exec('DROP TABLE missing_paths');
    const response = await SELF.fetch('https://example.com/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'degraded', checks: { d1: 'error', r2: 'ok' } });
  });

  it('gives every response a request id', async () => {
    const response = await SELF.fetch('https://example.com/api/health');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
