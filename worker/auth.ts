/**
 * better-auth on D1 through drizzle, built per request (bindings exist only inside a request).
 * E-mail and password; the session lives in an HttpOnly cookie (Secure on https, SameSite=Lax);
 * sign-in and sign-up are rate limited in D1; roles 'user' and 'admin' (admin plugin).
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import { drizzle } from 'drizzle-orm/d1';
import * as schema from './db/auth-schema';
import { type MailEnv, mailerFor } from './services/mail/mailer';

/** Sign-in and sign-up attempts allowed per client per minute; the next one is refused (429). */
export const AUTH_ATTEMPTS_PER_MINUTE = 5;
export const MIN_PASSWORD_LENGTH = 6;

export interface AuthEnv extends MailEnv {
  BETTER_AUTH_SECRET: string;
  /** Extra origins allowed to call the auth endpoints (comma-separated), besides the request's own. */
  TRUSTED_ORIGINS?: string;
  /** Overrides AUTH_ATTEMPTS_PER_MINUTE (the browser tests sign many accounts up from one address). */
  AUTH_RATE_LIMIT_PER_MINUTE?: string;
}

function attemptsPerMinute(env: AuthEnv): number {
  const configured = Number(env.AUTH_RATE_LIMIT_PER_MINUTE);
  return Number.isInteger(configured) && configured > 0 ? configured : AUTH_ATTEMPTS_PER_MINUTE;
}

export function createAuth(env: AuthEnv, requestUrl: string) {
  const origin = new URL(requestUrl).origin;
  const mailer = mailerFor(env);
  const attempts = attemptsPerMinute(env);
  const extraOrigins = (env.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return betterAuth({
    appName: 'Tribunal Toolkit',
    baseURL: origin,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [origin, ...extraOrigins],
    database: drizzleAdapter(drizzle(env.DB), {
      provider: 'sqlite',
      schema: { ...schema, rateLimit: schema.rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      // The spec's flow: 'Account created! You can now sign in.' — sign-up does not sign in by itself.
      autoSignIn: false,
      // Verification is offered, not required: a claimant racing a deadline must not wait for e-mail.
      requireEmailVerification: false,
      async sendResetPassword({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: 'Reset your Tribunal Toolkit password',
          text: `Someone asked to reset the password of your Tribunal Toolkit account.\n\nTo choose a new password, open this link within an hour:\n${url}\n\nIf it was not you, ignore this message: your password stays the same.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: 'Confirm your e-mail for Tribunal Toolkit',
          text: `Welcome to Tribunal Toolkit.\n\nPlease confirm your e-mail address by opening this link:\n${url}\n\nIf you did not create an account, ignore this message.`,
        });
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: attempts },
        '/sign-up/email': { window: 60, max: attempts },
        '/request-password-reset': { window: 60, max: 3 },
      },
    },
    advanced: {
      useSecureCookies: origin.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Cloudflare sets CF-Connecting-IP on every request and a client cannot forge it.
      ipAddress: { ipAddressHeaders: ['cf-connecting-ip'] },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
