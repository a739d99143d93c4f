/**
 * A better-auth plugin refusing common, breached, repetitive and sequential passwords wherever a
 * password is set (sign-up, reset, change), through better-auth's documented plugin hooks: a
 * `before` hook on those paths. It is the local counterpart of better-auth's haveIBeenPwned plugin,
 * which asks a web service; this one checks the list shipped with the Worker (common-passwords.ts).
 * It runs before the endpoint, so a sign-up with a registered e-mail is refused exactly like a new
 * one (no account enumeration).
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { passwordProblem } from './common-passwords';

/** The stable code the islands map to their own words (src/islands/auth/auth-errors.ts). */
export const PASSWORD_TOO_COMMON = 'PASSWORD_TOO_COMMON';
const MESSAGE =
  'This password is too easy to guess: it is on a list of common or leaked passwords, or made from your e-mail address. Choose another.';

/** The better-auth endpoints that set a password, and the body field that holds it. */
export const PASSWORD_FIELDS: Readonly<Record<string, 'password' | 'newPassword'>> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The e-mail of the account whose password is set: the sign-up's own, the reset link's user (its
 * token names them), or the signed-in user changing theirs. Undefined when none can be read: the
 * endpoint then refuses the request itself.
 */
async function accountEmail(ctx: HookContext): Promise<string | undefined> {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (ctx.path === '/sign-up/email') return typeof body.email === 'string' ? body.email : undefined;
  if (ctx.path === '/reset-password' && typeof body.token === 'string') {
    const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${body.token}`);
    const user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null;
    return user?.email;
  }
  if (ctx.path === '/change-password') return (await getSessionFromCtx(ctx))?.user.email;
  return undefined;
}

export function commonPasswordCheck(): BetterAuthPlugin {
  return {
    id: 'common-password-check',
    hooks: {
      before: [
        {
          matcher: (ctx) => (ctx.path ?? '') in PASSWORD_FIELDS,
          handler: createAuthMiddleware(async (ctx) => {
            const field = PASSWORD_FIELDS[ctx.path ?? ''];
            const body: unknown = ctx.body;
            const password = field && body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
            if (typeof password === 'string' && (await passwordProblem(password, { email: await accountEmail(ctx) }))) {
              throw new APIError('BAD_REQUEST', { code: PASSWORD_TOO_COMMON, message: MESSAGE });
            }
          }),
        },
      ],
    },
  };
}
