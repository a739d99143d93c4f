/**
 * A stand-in for the public sources: answers requests from the recorded payloads in
 * tests/fixtures/caselaw (and a few built here from the sources' documented shapes), and
 * records what was asked. Handlers can fail on purpose to test each failure mode.
 */
import { env } from 'cloudflare:test';

export type Handler = (url: URL) => Response | Promise<Response>;

export function fixture(name: string): string {
  const text = env.TEST_FIXTURES[name];
  if (text === undefined) throw new Error(`missing fixture ${name}: is it in tests/fixtures/caselaw?`);
  return text;
}

export function recordedServer(routes: Record<string, Handler>) {
  const requests: string[] = [];
  const fetcher = async (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input);
    requests.push(`${url.pathname}${url.search}`);
    const userAgent = new Headers(init?.headers).get('user-agent') ?? '';
    if (!userAgent.startsWith('TribunalToolkit/')) return new Response('identify yourself', { status: 403 });
    for (const [pattern, handler] of Object.entries(routes)) {
      if (url.pathname === pattern || (pattern.endsWith('*') && url.pathname.startsWith(pattern.slice(0, -1))))
        return handler(url);
    }
    return new Response('not found', { status: 404 });
  };
  return { fetcher, requests };
}

export const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
export const xml = (text: string) => new Response(text, { headers: { 'content-type': 'application/xml' } });
export const noSleep = async () => undefined;

/** A GOV.UK search answer in the documented shape (results, total, start): no real capture exists. */
export function govukSearch(links: string[]) {
  return json({
    results: links.map((link) => ({ link, title: 'x', description: 'x', public_timestamp: '2015-10-15T14:26:18Z' })),
    total: links.length,
    start: 0,
  });
}
