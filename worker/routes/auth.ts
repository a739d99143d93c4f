/**
 * better-auth's endpoints under /api/auth/*, behind our own checks. The account
 * endpoints that take an e-mail or a password are validated with the schemas in
 * src/domain/auth-schema.ts (lengths included) and rate limited per address and per account
 * before better-auth sees them; the e-mail endpoints refuse clearly when production has no mail
 * service; better-auth's admin endpoints are closed (roles are granted with `npm run role:grant`).
 * Every failure, better-auth's included, has the API's one error shape `{ error: { code, message } }`.
 */
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import {
  emailBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  updateUserBodySchema,
  verifyPasswordBodySchema,
} from '../../src/domain/auth-schema';
import { type ValidationIssue, validationIssues } from '../../src/domain/validation';
import { isMessageKey } from '../../src/i18n/translate';
import type { AppEnv } from '../app-env';
import { authFor } from '../auth';
import { isSiteReturnAddress, keptOnSite, returnAddresses } from '../auth-redirects';
import { revokeResetLinks } from '../db/verification';
import { ErrorCode } from '../errors';
import { log } from '../log';
import { withWaitUntil } from '../services/after-answer';
import { mailServiceKind } from '../services/mail/mailer';
import { clientAddress, hit, type RateRule, refund } from '../services/rate-limit';
import { requestSiteOrigin } from '../site-origin';
import { englishMessage } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

interface Limited {
  schema: z.ZodType<object>;
  /** Per client address, then per account (the e-mail in the body), when the endpoint has one. */
  perAddress: RateRule;
  perAccount?: RateRule;
  /**
   * The account's counter is kept per (account, client address) pair: someone else's requests from
   * their own address never hold the owner back at theirs.
   */
  perAccountAndAddress?: boolean;
  /** The pair's counter holds failures only (a sign-in that succeeds is given back). */
  failuresOnly?: boolean;
  /**
   * Sends e-mail to the account: a looser cap on the account's mail from every address together,
   * which never refuses an address's first request of its window (so the owner asking from their
   * own address always gets a link, however many others asked).
   */
  mailCap?: RateRule;
  /** The account is the signed-in user (the endpoint's body has no e-mail). */
  accountFromSession?: boolean;
  /** Sends e-mail: refused in production when no mail service is configured. */
  sendsMail?: boolean;
}

const MINUTE = 60;
const HOUR = 3600;

/**
 * The limits. Sign-in: 5 a minute from an address, and 10 failures in 15 minutes for an account
 * from one address. Not per account alone: ten wrong guesses from anywhere would then keep the
 * owner out indefinitely.
 */
const signInPerAddress: RateRule = { name: 'sign-in:address', max: 5, windowSeconds: MINUTE };
const signInPerAccount: RateRule = { name: 'sign-in:account-address', max: 10, windowSeconds: 15 * MINUTE };

export const accountEndpoints: Record<string, Limited> = {
  '/sign-in/email': {
    schema: signInBodySchema,
    perAddress: signInPerAddress,
    perAccount: signInPerAccount,
    perAccountAndAddress: true,
    failuresOnly: true,
  },
  // A signed-in user's password check is a guess at the password like a sign-in: the same limits.
  '/verify-password': {
    schema: verifyPasswordBodySchema,
    perAddress: { ...signInPerAddress, name: 'verify-password:address' },
    perAccount: { ...signInPerAccount, name: 'verify-password:account-address' },
    perAccountAndAddress: true,
    failuresOnly: true,
    accountFromSession: true,
  },
  // The e-mail endpoints: 3 an hour per (e-mail, address), 10 e-mails an hour to one address from
  // everyone together (bar each address's first). Per e-mail alone, three requests from anyone kept
  // the owner from a reset link for an hour, again and again.
  '/sign-up/email': {
    schema: signUpBodySchema,
    perAddress: { name: 'sign-up:address', max: 5, windowSeconds: MINUTE },
    perAccount: { name: 'sign-up:account-address', max: 3, windowSeconds: HOUR },
    perAccountAndAddress: true,
    mailCap: { name: 'sign-up:account-mail', max: 10, windowSeconds: HOUR },
  },
  '/request-password-reset': {
    schema: emailBodySchema,
    perAddress: { name: 'reset-request:address', max: 3, windowSeconds: MINUTE },
    perAccount: { name: 'reset-request:account-address', max: 3, windowSeconds: HOUR },
    perAccountAndAddress: true,
    mailCap: { name: 'reset-request:account-mail', max: 10, windowSeconds: HOUR },
    sendsMail: true,
  },
  '/send-verification-email': {
    schema: emailBodySchema,
    perAddress: { name: 'verification:address', max: 3, windowSeconds: MINUTE },
    perAccount: { name: 'verification:account-address', max: 3, windowSeconds: HOUR },
    perAccountAndAddress: true,
    mailCap: { name: 'verification:account-mail', max: 10, windowSeconds: HOUR },
    sendsMail: true,
  },
  '/reset-password': {
    schema: resetPasswordBodySchema,
    perAddress: { name: 'reset:address', max: 5, windowSeconds: MINUTE },
  },
  // Signed in, so the address limit is generous: it is here for the body check.
  '/update-user': {
    schema: updateUserBodySchema,
    perAddress: { name: 'update-user:address', max: 30, windowSeconds: MINUTE },
  },
};

function authError(
  c: Context<AppEnv>,
  status: 400 | 404 | 429 | 503,
  code: string,
  message: string,
  issues?: readonly ValidationIssue[],
) {
  return c.json({ error: issues ? { code, message, issues } : { code, message } }, status);
}

/** The site's origin (pinned to SITE_URL in production), as better-auth's base URL is built. */
function siteOriginOf(c: Context<AppEnv>): string {
  return requestSiteOrigin(c.env, c.req.url) ?? new URL(c.req.url).origin;
}

/** The origins a return address may name: the site's and TRUSTED_ORIGINS (better-auth's trusted origins). */
function returnOrigins(c: Context<AppEnv>): string[] {
  const extra = (c.env.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return [siteOriginOf(c), ...extra];
}

/**
 * better-auth answers a failure as { code, message }; the API's one error shape is
 * { error: { code, message } } (worker/errors.ts), so its failures are rewritten into it.
 */
async function inOurShape(response: Response, c: Context<AppEnv>): Promise<Response> {
  if (response.status === 404 && !(response.headers.get('content-type') ?? '').includes('application/json')) {
    // An endpoint better-auth does not have: its router answers an empty 404.
    return authError(c, 404, ErrorCode.NOT_FOUND, `No API endpoint at ${c.req.method} ${c.req.path}`);
  }
  if (response.ok || !(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (!body || typeof body !== 'object' || 'error' in body) return response;
  const { code, message } = body as { code?: unknown; message?: unknown };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(
    JSON.stringify({
      error: {
        code: typeof code === 'string' ? code : `HTTP_${response.status}`,
        message: typeof message === 'string' ? message : response.statusText,
      },
    }),
    { status: response.status, headers },
  );
}

/** AUTH_RATE_LIMIT_PER_MINUTE, when set, raises every limit to it (the browser suite's accounts). */
function effective(rule: RateRule, override: string | undefined): RateRule {
  const raised = Number(override);
  return Number.isInteger(raised) && raised > 0 ? { ...rule, max: raised } : rule;
}

function mailAvailable(c: Context<AppEnv>): boolean {
  return mailServiceKind(c.env) !== 'unavailable';
}

/** The request's waitUntil; none when the Worker is called without an execution context (some tests). */
function waitUntilOf(c: Context<AppEnv>): ((promise: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx;
    return ctx.waitUntil.bind(ctx);
  } catch {
    return undefined;
  }
}

async function forward(c: Context<AppEnv>, body?: string): Promise<Response> {
  const auth = authFor(c.env, c.req.url);
  const request =
    body === undefined ? c.req.raw : new Request(c.req.raw.url, { method: c.req.method, headers: c.req.raw.headers, body });
  // E-mail better-auth sends is handed to waitUntil (worker/services/after-answer.ts). A redirect
  // off the site (which the return-address check should have made impossible) goes to /auth instead.
  const response = await inOurShape(await withWaitUntil(waitUntilOf(c), () => auth.handler(request)), c);
  return keptOnSite(response, c.req.url, siteOriginOf(c));
}

/** Whose account a limited request is about: the e-mail in its body, or the signed-in user. */
async function accountOf(c: Context<AppEnv>, limited: Limited, data: object): Promise<string | null> {
  if (limited.accountFromSession) {
    const session = await authFor(c.env, c.req.url).api.getSession({ headers: c.req.raw.headers });
    return session ? `user:${session.user.id}` : null;
  }
  return 'email' in data && typeof data.email === 'string' ? data.email.trim() : null;
}

export const authRoutes = new Hono<AppEnv>()
  // Every return address (query and JSON body) must be a page of this site as the browser will
  // resolve it (worker/auth-redirects.ts): better-auth's own check let `/.//evil` through.
  .use('*', async (c, next) => {
    let body: unknown = null;
    if (c.req.method === 'POST') {
      try {
        body = JSON.parse(await c.req.raw.clone().text());
      } catch {
        body = null; // not JSON: refused by the endpoint's own check
      }
    }
    const origins = returnOrigins(c);
    const addresses = returnAddresses(new URL(c.req.url).searchParams, body);
    if (addresses.some((address) => typeof address !== 'string' || !isSiteReturnAddress(address, origins))) {
      return authError(c, 400, ErrorCode.INVALID_REDIRECT, 'The return address must be a page of this site');
    }
    await next();
    return undefined;
  })
  // The admin plugin's endpoints (list users, set roles, impersonate, ban …) are not used by any
  // page; closed rather than relied on for their own checks.
  .all('/admin/*', (c) => authError(c, 404, ErrorCode.NOT_FOUND, `No API endpoint at ${c.req.method} ${c.req.path}`))
  .post('/:endpoint{.+}', async (c, next) => {
    const endpoint = `/${c.req.param('endpoint')}`;
    const limited = accountEndpoints[endpoint];
    if (!limited) return next();

    const text = await c.req.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return authError(c, 400, ErrorCode.MALFORMED_JSON, 'The request body must be valid JSON sent as application/json');
    }
    const parsed = limited.schema.safeParse(json);
    if (!parsed.success) {
      // The schemas' messages are keys: the English text as the message, the keys as the issues.
      const issues = validationIssues(parsed.error);
      const first = issues[0]?.key;
      const message = first !== undefined && isMessageKey(first) ? englishMessage(first) : 'The form is not valid';
      return authError(c, 400, ErrorCode.VALIDATION_FAILED, message, issues);
    }

    const override = c.env.AUTH_RATE_LIMIT_PER_MINUTE;
    const address = clientAddress(c);
    const verdicts = [await hit(c.var.db, effective(limited.perAddress, override), address)];
    const account = limited.perAccount ? await accountOf(c, limited, parsed.data) : null;
    // The pair's key: the account (lower-cased by hit) and the address, on separate lines.
    const accountKey = account && limited.perAccountAndAddress ? `${account}\n${address}` : account;
    const accountRule = limited.perAccount ? effective(limited.perAccount, override) : null;
    if (accountRule && accountKey) {
      const pair = await hit(c.var.db, accountRule, accountKey);
      verdicts.push(pair);
      // The account's mail from everyone: never refuses an address's first request of the hour.
      if (limited.mailCap && account) {
        const mail = await hit(c.var.db, effective(limited.mailCap, override), account);
        if (pair.count > 1) verdicts.push(mail);
      }
    }
    const refused = verdicts.filter((v) => !v.allowed);
    if (refused.length > 0) {
      c.header('Retry-After', String(Math.max(...refused.map((v) => v.retryAfter))));
      return authError(c, 429, ErrorCode.RATE_LIMITED, 'Too many attempts. Please wait a few minutes, then try again.');
    }

    if (limited.sendsMail && !mailAvailable(c)) {
      // Each refusal is logged (the endpoint only, never the address): the once-per-instance warning
      // may have scrolled past by the time a claimant is turned away.
      log('warn', 'e-mail link refused: no mail service configured (RESEND_API_KEY, MAIL_FROM)', { endpoint });
      return authError(
        c,
        503,
        ErrorCode.MAIL_UNAVAILABLE,
        'We cannot send e-mail at the moment, so no link was sent. Please try again later.',
      );
    }
    // A name is passed on as checked (controls and direction overrides stripped: auth-schema.ts);
    // every other body as sent, byte for byte.
    const carriesName = endpoint === '/sign-up/email' || endpoint === '/update-user';
    const response = await forward(c, carriesName ? JSON.stringify(parsed.data) : text);
    // Counted before the attempt (so parallel guesses cannot slip past the limit), given back when
    // it succeeds: the pair's counter holds failures only.
    if (response.ok && accountRule && accountKey && limited.failuresOnly) await refund(c.var.db, accountRule, accountKey);
    if (endpoint === '/sign-up/email' && response.ok) {
      // better-auth answers a known e-mail with a made-up user, which differs from a real one (its
      // role is null): the island needs no user, so every accepted sign-up gets the same answer.
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      return new Response(JSON.stringify({ status: true }), { status: 200, headers });
    }
    return response;
  })
  .post('/change-password', async (c) => {
    // The user whose password changes, read before better-auth may end their other sessions.
    const session = await authFor(c.env, c.req.url).api.getSession({ headers: c.req.raw.headers });
    // Every other session ends unless the request asks to keep them (`revokeOtherSessions: false`):
    // whoever knew the old password is signed out everywhere, as after a reset. better-auth keeps
    // them unless told.
    const text = await c.req.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    const withDefault =
      body && typeof body === 'object' && !Array.isArray(body)
        ? JSON.stringify({
            ...body,
            revokeOtherSessions: (body as { revokeOtherSessions?: unknown }).revokeOtherSessions !== false,
          })
        : text;
    const response = await forward(c, withDefault);
    if (response.ok && session) await revokeResetLinks(c.var.db, session.user.id);
    return response;
  })
  .on(['GET', 'POST'], '/*', (c) => forward(c));

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const authPolicies: readonly RoutePolicy[] = [
  // E-mail, password, a name, a token and a return URL: a few hundred bytes in practice.
  { prefix: '/api/auth', session: false, personal: true, maxBodyBytes: 4 * 1024, bodyTypes: JSON_ONLY },
];
