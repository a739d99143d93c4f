/**
 * What the asset router could not find (wrangler.toml: `not_found_handling = "none"` sends every
 * miss outside /api to the Worker): the nearest 404 page (dist/pt/404.html under /pt, else
 * dist/404.html) with status 404 and `Cache-Control: no-store`.
 *
 * The asset router's own 404 page took the `_headers` rules of the path asked for, so a missing
 * chunk under /_astro/ was answered `public, max-age=31536000, immutable`: a browser or cache kept
 * that 404 for the chunk's name for a year, and a page whose chunk was briefly missing (a deploy
 * still reaching every location) stayed broken after it arrived. Rules cannot tell a file from a
 * miss, so the miss is answered here. The page is read from the assets by its own path, which
 * gives it the pages' security headers (the `/*` rule) and never the `/_astro/*` one.
 */
const PT_PREFIX = '/pt';

function notFoundPagePath(pathname: string): string {
  return pathname === PT_PREFIX || pathname.startsWith(`${PT_PREFIX}/`) ? `${PT_PREFIX}/404` : '/404';
}

export async function notFoundPage(request: Request, assets: Fetcher): Promise<Response> {
  const page = await assets.fetch(new URL(notFoundPagePath(new URL(request.url).pathname), request.url), {
    headers: { 'accept-encoding': request.headers.get('accept-encoding') ?? '' },
  });
  const headers = new Headers(page.ok ? page.headers : { 'content-type': 'text/plain; charset=utf-8' });
  // Validators belong to the page at its own address, not to this answer.
  headers.delete('etag');
  headers.delete('last-modified');
  headers.set('cache-control', 'no-store');
  const body = request.method === 'HEAD' ? null : page.ok ? page.body : 'Not found';
  return new Response(body, { status: 404, headers });
}

/** Whether a path belongs to the API (the Hono app), rather than to the site's pages and files. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}
