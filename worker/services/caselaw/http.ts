/**
 * Polite requests to public sources: an identifying User-Agent, a timeout, a pause between
 * requests (the sources' rate limits), and bounded retries with backoff on 429 and 5xx.
 */
export const USER_AGENT = 'TribunalToolkit/1.0 (case-law sync; https://github.com/tribunal-toolkit)';

export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

export interface PoliteOptions {
  fetcher: Fetcher;
  timeoutMs?: number;
  retries?: number;
  /** Pause before each request after the first (GOV.UK allows 10 a second; legislation.gov.uk 10). */
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export class SourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceError';
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function politeClient({
  fetcher,
  timeoutMs = 15_000,
  retries = 2,
  intervalMs = 150,
  sleep = defaultSleep,
}: PoliteOptions) {
  let first = true;
  return async function get(url: string, accept: string): Promise<string> {
    if (!first) await sleep(intervalMs);
    first = false;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetcher(url, { headers: { 'user-agent': USER_AGENT, accept }, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        if (attempt < retries) {
          await sleep(500 * 2 ** attempt);
          continue;
        }
        throw new SourceError(
          timedOut ? `No answer from ${new URL(url).host} within ${timeoutMs / 1000} s` : `Could not reach ${new URL(url).host}`,
        );
      }
      if (response.ok) return response.text();
      if ((response.status === 429 || response.status >= 500) && attempt < retries) {
        const retryAfter = Number(response.headers.get('retry-after'));
        await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 30) * 1000 : 500 * 2 ** attempt);
        continue;
      }
      throw new SourceError(`${new URL(url).host} answered HTTP ${response.status} for ${new URL(url).pathname}`);
    }
  };
}
export type PoliteGet = ReturnType<typeof politeClient>;
