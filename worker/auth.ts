/**
 * better-auth on D1 through drizzle, built from a request's bindings and kept for the isolate's
 * later requests with the same bindings and origin (see `authFor`).
 * E-mail and password; the session lives in an HttpOnly cookie (Secure on https, SameSite=Lax);
 * roles 'user' and 'admin' (admin plugin, whose own endpoints are closed: see routes/auth.ts).
 * Sign-in, sign-up, reset and verification e-mails are rate limited per (account, address) and per address
 * in routes/auth.ts; better-auth's own limiter keeps a general ceiling on the rest.
 */
import { betterAuth } from 'better-auth';
import { admin } from 'better-auth/plugins';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  RESET_LINK_LIFETIME_SECONDS,
  VERIFICATION_LINK_LIFETIME_SECONDS,
} from '../src/domain/auth-schema';
import type { AuthEnv } from './auth-env';
import { sessionTokensOutOfBodies } from './auth-token-privacy';
import { authAdapter } from './db/auth-adapter';
import { database } from './db/client';
import { revokeResetLinks } from './db/verification';
import { runAfterAnswer } from './services/after-answer';
import { mailerFor } from './services/mail/mailer';
import { existingAccountMessage, resetPasswordMessage, verificationMessage } from './services/mail/messages';
import { commonPasswordCheck } from './services/passwords/plugin';
import { trustsClientAddressHeader } from './services/rate-limit';
import { requestSiteOrigin } from './site-origin';

export function createAuth(env: AuthEnv, requestUrl: string) {
  const origin = new URL(requestUrl).origin;
  // One Database for the instance: the adapter's statements, the outbox and the reset links' revocation.
  const db = database(env.DB);
  const mailer = mailerFor(env, db);
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
    // The relations let the adapter join (advanced.database.joins): every signed-in API request
    // reads its session and the session's user in one statement rather than two.
    database: authAdapter(db),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // Sign-up does not sign in by itself: the page says 'Check your e-mail', true for a new and a known address.
      // It also makes better-auth answer a sign-up with a known e-mail exactly like a new one.
      autoSignIn: false,
      // Verification is offered, not required: a claimant racing a deadline must not wait for e-mail.
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      // A reset ends every session: whoever knew the old password is signed out everywhere.
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.send(resetPasswordMessage(user.email, url));
      },
      async onPasswordReset({ user }) {
        await revokeResetLinks(db, user.id);
      },
      // Someone signing up with a registered e-mail gets the same answer as a new sign-up; the
      // owner of the address is told by e-mail instead.
      async onExistingUserSignUp({ user }) {
        await mailer.send(existingAccountMessage(user.email, `${origin}/auth`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Opening the link confirms the address and signs nobody in: a link opened in someone else's
      // browser (or sent to a victim by an attacker who signed up with their own address) must not
      // start a session there (login CSRF). The page it lands on asks the person to sign in.
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_LIFETIME_SECONDS,
      async sendVerificationEmail({ user, url }) {
        await mailer.send(verificationMessage(user.email, url));
      },
    },
    // A general ceiling per address on every endpoint; the account endpoints have tighter limits,
    // per account and per address, in routes/auth.ts.
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      // Counted by routes/auth.ts instead (per account as well as per address); better-auth's own
      // default for sign-in and sign-up (3 in 10 s) would otherwise refuse before ours.
      customRules: {
        '/sign-in/email': false,
        '/sign-up/email': false,
        '/request-password-reset': false,
        '/send-verification-email': false,
        // Every page asks it once (the header's account menu, the screens' sign-in check): reading
        // one's own session costs a lookup and reveals nothing, while a per-address ceiling would
        // sign out everyone behind one shared address (an office, a mobile network's CGNAT) at the
        // 101st page a minute between them.
        '/get-session': false,
        '/reset-password': false,
      },
    },
    advanced: {
      database: { joins: true },
      // E-mail (reset links, confirmations, the "you already have an account" notice) is sent after
      // the answer, through the request's waitUntil: known and unknown addresses answer alike.
      backgroundTasks: { handler: runAfterAnswer },
      useSecureCookies: origin.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Cloudflare's edge sets CF-Connecting-IP and a client cannot forge it there (production, test);
      // anywhere else anyone can, so it is not read (every request shares one counter).
      ipAddress: { ipAddressHeaders: trustsClientAddressHeader(env.ENVIRONMENT) ? ['cf-connecting-ip'] : [] },
    },
    // Common, breached, repetitive and sequential passwords refused wherever one is set (NIST SP 800-63B);
    // session tokens kept out of JSON bodies (the HttpOnly cookie carries them).
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] }), commonPasswordCheck(), sessionTokensOutOfBodies()],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * One better-auth instance per set of bindings and origin, kept while the isolate lives. Building
 * it (options, plugins, endpoints, the drizzle adapter) was part of every API request's session
 * lookup; the instance holds no request state, and `env` is the same object for an isolate's
 * requests on Workers, so a changed binding (a test's own env, a redeploy) builds a new one.
 */
const MAX_KEPT_ORIGINS = 8;
const instances = new WeakMap<AuthEnv, Map<string, Auth>>();

export function authFor(env: AuthEnv, requestUrl: string): Auth {
  // Pinned to SITE_URL in production (middleware/site-origin.ts refuses to serve without it).
  const origin = requestSiteOrigin(env, requestUrl) ?? new URL(requestUrl).origin;
  let byOrigin = instances.get(env);
  if (!byOrigin) {
    byOrigin = new Map();
    instances.set(env, byOrigin);
  }
  const kept = byOrigin.get(origin);
  if (kept) return kept;
  const auth = createAuth(env, origin);
  // The origin comes from the request's Host: a few are real (the site, workers.dev, a preview),
  // so a client inventing hosts cannot grow the map past this.
  if (byOrigin.size < MAX_KEPT_ORIGINS) byOrigin.set(origin, auth);
  return auth;
}
