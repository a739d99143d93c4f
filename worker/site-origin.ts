/**
 * The site's own origin: for links in scheduled e-mails, for the same-origin check on writes
 * (middleware/route-policy.ts) and for better-auth's base URL (the links in reset and confirmation
 * e-mails, its own origin checks).
 *
 * A Cron Trigger has no request to take an origin from, so the site's address is configured:
 * SITE_URL (wrangler.toml [vars], e.g. "https://tribunaltoolkit.org"). Locally (ENVIRONMENT
 * development or test) it defaults to `npm start`'s http://localhost:8787; in production without
 * it, no scheduled e-mail is sent (a link to nowhere is worse than none).
 *
 * For a request, in production it is pinned to SITE_URL, never taken from the request: the Host
 * header is the client's to write, and an origin read from it is a guess (behind a proxy that
 * forwards any Host, a reset e-mail could link to another site). Without SITE_URL the API refuses
 * to serve rather than guess (middleware/site-origin.ts). Under `npm start` and in the tests
 * (ENVIRONMENT development or test) the request's own origin is used: they run on any port.
 */

export interface SiteEnv {
  SITE_URL?: string;
  ENVIRONMENT?: string;
}

export function siteOrigin(env: SiteEnv): string | null {
  if (env.SITE_URL) {
    try {
      return new URL(env.SITE_URL).origin;
    } catch {
      return null;
    }
  }
  return env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test' ? 'http://localhost:8787' : null;
}

export function requestSiteOrigin(env: SiteEnv, requestUrl: string): string | null {
  if (env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test') return new URL(requestUrl).origin;
  return env.SITE_URL ? siteOrigin(env) : null;
}
