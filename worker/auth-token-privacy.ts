/**
 * Session tokens stay in the HttpOnly cookie: better-auth also writes the session's token into the
 * JSON of sign-in and sign-up (`token`), of `get-session` (`session.token`) and of `list-sessions`
 * (each session's `token`), where any script running in the page could read it; the cookie exists
 * so that none can. No page of ours reads these fields (the islands use the user), so a better-auth
 * plugin's after hook (its documented way to change an endpoint's answer) removes them from answers
 * to HTTP requests; the Worker's own calls to `auth.api` keep them.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Response) &&
  !(value instanceof Error);

function withoutToken(value: unknown): unknown {
  if (!isRecord(value) || !('token' in value)) return value;
  const { token: _token, ...rest } = value;
  return rest;
}

type Answer = Record<string, unknown> | unknown[];

/** The answer without its session tokens, by endpoint; null when there is nothing to remove. */
function stripped(path: string, returned: unknown): Answer | null {
  if (path === '/sign-in/email' || path === '/sign-up/email') {
    if (!isRecord(returned) || !('token' in returned)) return null;
    const { token: _token, ...rest } = returned;
    return rest;
  }
  if (path === '/get-session') {
    return isRecord(returned) && isRecord(returned.session) && 'token' in returned.session
      ? { ...returned, session: withoutToken(returned.session) }
      : null;
  }
  if (path === '/list-sessions') return Array.isArray(returned) ? returned.map(withoutToken) : null;
  return null;
}

export const sessionTokensOutOfBodies = () =>
  ({
    id: 'session-tokens-out-of-bodies',
    hooks: {
      after: [
        {
          matcher: (context) =>
            ['/sign-in/email', '/sign-up/email', '/get-session', '/list-sessions'].includes(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const answer = ctx.request ? stripped(ctx.path, ctx.context.returned) : null;
            return answer === null ? undefined : ctx.json(answer);
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
