/**
 * /case-law/d/<id> and /pt/case-law/d/<id>: a synced decision's own address. The page is one static
 * shell per language (src/pages/case-law/d.astro, built to dist/case-law/d.html) whose script reads
 * the id from the address and asks GET /api/case-law/decisions/:id; the Worker answers the address
 * with that shell, so the address opens from a cold browser, a bookmark or a link in an e-mail.
 * Never indexed: the decision's full text lives at its source, whose licence governs republication
 * (GOV.UK's tribunal decisions are kept out of search engines at source; Find Case Law's licence
 * excludes bulk republication), so search engines are sent there, not here.
 */
const ADDRESS = /^\/(?:(pt)\/)?case-law\/d\/[a-z0-9-]{1,120}$/;

/** The shell's response for a decision's address, or null when `request` is for anything else. */
export async function decisionAddress(request: Request, assets: Fetcher): Promise<Response | null> {
  const url = new URL(request.url);
  // Not an id we ever give out: the caller answers with the site's 404 page, as for any other miss.
  if (!ADDRESS.test(url.pathname)) return null;
  const shell = await assets.fetch(new URL(url.pathname.startsWith('/pt/') ? '/pt/case-law/d' : '/case-law/d', url), {
    method: request.method === 'HEAD' ? 'HEAD' : 'GET',
    headers: { 'accept-encoding': request.headers.get('accept-encoding') ?? '' },
  });
  const response = new Response(shell.body, shell);
  response.headers.set('X-Robots-Tag', 'noindex');
  return response;
}
