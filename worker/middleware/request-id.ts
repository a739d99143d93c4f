import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/** The longest client id kept, and what it may hold (letters, digits and `.`, `_`, `:`, `-`). */
export const CLIENT_REQUEST_ID_MAX = 64;

/**
 * A client's own `X-Request-Id`, reduced to something safe to write in a log line: anything else
 * than the characters above is dropped and it is cut to 64 characters; nothing left, no field.
 */
export function clientRequestId(raw: string | undefined): string | undefined {
  const kept = (raw ?? '').replace(/[^A-Za-z0-9._:-]/g, '').slice(0, CLIENT_REQUEST_ID_MAX);
  return kept === '' ? undefined : kept;
}

/**
 * Every request gets an id of our own (a random UUID), whatever the client sent: a client choosing
 * the id that its answer and our log line carry could make two requests look like one, or forge the
 * id a claimant quotes to us. A client's own id is kept beside it, as `clientRequestId`, for tracing
 * a proxy's or a test's request, and is never echoed.
 */
export const requestIds: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('requestId', crypto.randomUUID());
  c.set('clientRequestId', clientRequestId(c.req.header('x-request-id')));
  await next();
};
