/**
 * A path with no file outside /api: the Worker answers the nearest 404 page, status 404, never
 * cacheable (the asset router answered a missing /_astro/ chunk `immutable` for a year). The asset
 * binding is a stand-in here that answers every path like the real router would a page, with the
 * headers `_headers` gives the page at its own address; the real router is checked by the browser
 * suite (tests/e2e/not-found.test.ts › never caches a missing chunk).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';

function assetsAnswering(status: number) {
  const asked: string[] = [];
  const assets = {
    async fetch(input: RequestInfo | URL) {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(url.pathname);
      return new Response(status === 200 ? `<h1>page ${url.pathname}</h1>` : null, {
        status,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "default-src 'self'",
          'cache-control': 'public, max-age=31536000, immutable',
          etag: '"abc"',
        },
      });
    },
  } as unknown as Fetcher;
  return { assets, asked };
}

async function get(path: string, assets: Fetcher, method = 'GET') {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`https://tribunal.example${path}`, { method }),
    { ...env, ASSETS: assets },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

describe('a path with no file', () => {
  it('answers the nearest 404 page with status 404 and no-store, its page headers kept', async () => {
    const { assets, asked } = assetsAnswering(200);
    for (const [path, page] of [
      ['/_astro/Missing.abc123.js', '/404'],
      ['/no-such-page', '/404'],
      ['/pt/pagina-inexistente', '/pt/404'],
      ['/pt', '/pt/404'],
      ['/ptx', '/404'],
    ] as const) {
      const response = await get(path, assets);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('etag'), path).toBeNull();
      expect(response.headers.get('content-security-policy'), path).toBe("default-src 'self'");
      expect(await response.text(), path).toBe(`<h1>page ${page}</h1>`);
      expect(asked.at(-1), path).toBe(page);
    }
    const head = await get('/_astro/gone.js', assets, 'HEAD');
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });

  it('answers a plain 404, still no-store, when the page itself cannot be read', async () => {
    const { assets } = assetsAnswering(404);
    const response = await get('/_astro/gone.js', assets);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('Not found');
  });

  it('leaves /api to the API', async () => {
    const { assets, asked } = assetsAnswering(200);
    const response = await get('/api/nowhere', assets);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No API endpoint at GET /api/nowhere' } });
    expect(asked).toEqual([]);
  });
});
