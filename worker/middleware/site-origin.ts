/**
 * The site's own origin, for the same-origin check on writes (route-policy.ts) and for
 * better-auth's base URL (the links in reset and confirmation e-mails, its own origin checks).
 *
 * In production it is pinned to SITE_URL, never taken from the request: the Host header is the
 * client's to write, and an origin read from it is a guess (behind a proxy that forwards any Host,
 * a reset e-mail could link to another site). Without SITE_URL the API refuses to serve rather
 * than guess, as it does without BETTER_AUTH_SECRET. Under `npm start` and in the tests
 * (ENVIRONMENT development or test) the request's own origin is used: they run on any port.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { ErrorCode, errorBody } from '../errors';
import { log } from '../log';
import { type SiteEnv, siteOrigin } from '../services/reminders/links';

export function requestSiteOrigin(env: SiteEnv, requestUrl: string): string | null {
  if (env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test') return new URL(requestUrl).origin;
  return env.SITE_URL ? siteOrigin(env) : null;
}

export const requireSiteOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (requestSiteOrigin(c.env, c.req.url) === null) {
    log('error', 'SITE_URL is missing or not a URL in production; refusing to serve the API', { requestId: c.get('requestId') });
    return c.json(
      errorBody(ErrorCode.CONFIGURATION_MISSING, 'The service is not configured: SITE_URL is missing. Set it and restart.'),
      503,
    );
  }
  await next();
  return undefined;
};
