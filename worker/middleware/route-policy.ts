/**
 * The checks every API request passes before its route, driven by the route's policy
 * (worker/routes/policies.ts):
 * - a state-changing request (anything but GET, HEAD, OPTIONS) must come from the site's own
 *   pages: its Origin is ours, or, with no Origin, Sec-Fetch-Site says same-origin, or, with
 *   neither, the Referer is ours; a request that proves nothing is refused (403 CROSS_SITE)
 *   (a family marked `fromAnywhere`, Stripe's webhook, skips this: its signature is its proof);
 * - its body has one of the route's content types (415 otherwise: a text/plain form post from
 *   another site is the classic way round CORS preflight) and at most the route's size, counted
 *   while it streams in (413), before any route reads it;
 * - the session is loaded where the route needs it;
 * - answers holding personal data are never cached.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env';
import { ErrorCode, errorBody } from '../errors';
import { policyFor, type RoutePolicy } from '../routes/policies';
import { requestSiteOrigin } from '../site-origin';
import { setResponseHeader } from './response-headers';
import { loadSession } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origins whose pages may change state: the site's own (SITE_URL in production, never the
 * request's Host: ../site-origin.ts), and any configured extra.
 */
export function allowedOrigins(c: Context<AppEnv>): string[] {
  const extra = (c.env.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const site = requestSiteOrigin(c.env, c.req.url);
  return site === null ? extra : [site, ...extra];
}

/** Whether the request provably comes from one of our pages (see the module comment). */
export function fromOwnSite(headers: Headers, allowed: readonly string[]): boolean {
  const origin = headers.get('origin');
  if (origin !== null) return allowed.includes(origin);
  const site = headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const referer = headers.get('referer');
  if (referer === null) return false;
  try {
    return allowed.includes(new URL(referer).origin);
  } catch {
    return false;
  }
}

function hasBody(request: Request): boolean {
  if (request.body === null) return false;
  return request.headers.get('content-length') !== '0' || request.headers.has('transfer-encoding');
}

/** The media type without parameters ("application/json; charset=utf-8" → "application/json"). */
function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** One body-limit middleware per policy, built on first use rather than on every request. */
const bodyLimits = new Map<RoutePolicy, MiddlewareHandler<AppEnv>>();
function bodyLimitFor(policy: RoutePolicy): MiddlewareHandler<AppEnv> {
  let limit = bodyLimits.get(policy);
  if (!limit) {
    limit = bodyLimit({
      maxSize: policy.maxBodyBytes,
      onError: (limited) =>
        limited.json(
          policy.tooLarge
            ? errorBody(policy.tooLarge.code, policy.tooLarge.message)
            : errorBody(
                ErrorCode.PAYLOAD_TOO_LARGE,
                `The request is too large: at most ${policy.maxBodyBytes.toLocaleString('en-GB')} bytes here.`,
              ),
          413,
        ),
    });
    bodyLimits.set(policy, limit);
  }
  return limit;
}

export const routePolicy: MiddlewareHandler<AppEnv> = async (c, next) => {
  const policy = policyFor(c.req.path);
  if (!SAFE_METHODS.has(c.req.method)) {
    if (!policy.fromAnywhere && !fromOwnSite(c.req.raw.headers, allowedOrigins(c))) {
      return c.json(
        errorBody(ErrorCode.CROSS_SITE, 'This request must come from a Tribunal Toolkit page. Nothing was changed.'),
        403,
      );
    }
    if (hasBody(c.req.raw) && !policy.bodyTypes.includes(mediaType(c.req.raw))) {
      return c.json(
        errorBody(ErrorCode.UNSUPPORTED_MEDIA_TYPE, `Send the request body as ${policy.bodyTypes.join(' or ')}.`),
        415,
      );
    }
  }
  const limit = bodyLimitFor(policy);
  const run: MiddlewareHandler<AppEnv> = policy.session ? (inner, last) => loadSession(inner, last) : (_, last) => last();
  const response = await limit(c, async () => {
    await run(c, next);
  });
  if (response) return response;
  if (policy.personal) setResponseHeader(c, 'Cache-Control', 'no-store');
  return undefined;
};
