/**
 * What better-auth (auth.ts) reads from the Worker's environment. Apart from auth.ts so that the
 * Worker's shared bindings type (app-env.ts) can include it without depending on better-auth's set-up.
 */
import type { MailEnv } from './services/mail/mailer';

export interface AuthEnv extends MailEnv {
  DB: D1Database;
  BETTER_AUTH_SECRET: string;
  /** Extra origins allowed to call the auth endpoints (comma-separated), besides the request's own. */
  TRUSTED_ORIGINS?: string;
  /** Raises every account limit to this many (the browser tests sign many accounts up from one address). */
  AUTH_RATE_LIMIT_PER_MINUTE?: string;
  /** The site's address: better-auth's base URL in production (site-origin.ts). */
  SITE_URL?: string;
}
