import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { ErrorCode, errorBody } from '../errors';
import { log } from '../log';
import { hasAuthSecret } from '../secrets';
import { type MailEnv, mailServiceKind } from '../services/mail/mailer';

/**
 * The Worker refuses to serve its API without BETTER_AUTH_SECRET rather than run with a guessable
 * one. `npm start` writes a random secret to .dev.vars; production sets it with
 * `wrangler secret put BETTER_AUTH_SECRET`.
 */
export const requireAuthSecret: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!hasAuthSecret(c.env)) {
    log('error', 'BETTER_AUTH_SECRET is missing or shorter than 32 characters; refusing to serve the API', {
      requestId: c.get('requestId'),
    });
    return c.json(
      errorBody(
        ErrorCode.CONFIGURATION_MISSING,
        'The service is not configured: BETTER_AUTH_SECRET is missing. Set it and restart.',
      ),
      503,
    );
  }
  warnIfNoMail(c.env);
  await next();
  return undefined;
};

let warnedNoMail = false;

/**
 * Says once per Worker instance, on its first request (a Worker has no start-up of its own), that
 * production has no mail service: password reset and verification e-mails will be refused.
 */
function warnIfNoMail(env: MailEnv): void {
  if (warnedNoMail || mailServiceKind(env) !== 'unavailable') return;
  warnedNoMail = true;
  log('warn', 'no mail service configured (RESEND_API_KEY, MAIL_FROM): password reset and verification e-mails are refused', {});
}
