import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MAX_TRACKED_PATHS, MISSING_PATH_REPORTS } from '../../worker/routes/missing-paths';
import { clientIp } from './_factories';

function report(body: unknown, ip = clientIp()) {
  return SELF.fetch('https://example.com/api/missing-paths', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://example.com', 'cf-connecting-ip': ip },
    body: JSON.stringify(body),
  });
}

const tracked = async () => (await env.DB.prepare('SELECT count(*) AS n FROM missing_paths').first<{ n: number }>())?.n ?? 0;

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
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
    expect(await rows()).toBe(before);
  });
});

describe('limits on 404 reports', () => {
  it(`refuses the ${MISSING_PATH_REPORTS.max + 1}th report a minute from one address with 429, not from others`, async () => {
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let n = 0; n <= MISSING_PATH_REPORTS.max; n += 1) statuses.push((await report({ path: `/flood/${n}` }, ip)).status);
    expect(statuses.slice(0, MISSING_PATH_REPORTS.max)).toEqual(Array(MISSING_PATH_REPORTS.max).fill(204));
    const refused = await report({ path: '/flood/again' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many reports from this address. Please try again later.' },
    });
    expect((await report({ path: '/flood/other-reader' }, '198.51.100.78')).status).toBe(204);
  });

  it(`holds the cap of ${MAX_TRACKED_PATHS} distinct paths exactly under 60 concurrent new reports`, async () => {
    await env.DB.exec('DELETE FROM missing_paths');
    const fill = MAX_TRACKED_PATHS - 10;
    const statements = Array.from({ length: fill }, (_, n) =>
      env.DB.prepare("INSERT INTO missing_paths (path, hits, first_seen, last_seen) VALUES (?1, 1, 'x', 'x')").bind(
        `/filled/${n}`,
      ),
    );
    for (let start = 0; start < statements.length; start += 500) await env.DB.batch(statements.slice(start, start + 500));
    expect(await tracked()).toBe(fill);
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, n) => report({ path: `/racing/${n}` }, `192.0.2.${n + 1}`)),
    );
    expect(responses.every((r) => r.status === 204)).toBe(true);
    expect(await tracked()).toBe(MAX_TRACKED_PATHS);
    // A known path still counts once the table is full.
    expect((await report({ path: '/filled/0' })).status).toBe(204);
    const row = await env.DB.prepare('SELECT hits FROM missing_paths WHERE path = ?').bind('/filled/0').first<{ hits: number }>();
    expect(row?.hits).toBe(2);
    expect(await tracked()).toBe(MAX_TRACKED_PATHS);
  });
});
