/**
 * Refuses to serve the API in production without SITE_URL rather than guess the site's origin
 * from the request's Host (the reasons are in ../site-origin.ts), as it refuses without
 * BETTER_AUTH_SECRET.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { ErrorCode, errorBody } from '../errors';
import { log } from '../log';
import { requestSiteOrigin } from '../site-origin';

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
