import type { MiddlewareHandler } from 'hono';
import type { AppEnv, SessionUser } from '../app-env';
import { authFor } from '../auth';
import { ApiError, ErrorCode } from '../errors';

/** The roles we know; anything else (null, a role from elsewhere) is a plain user. */
function sessionRole(role: string | null | undefined): SessionUser['role'] {
  return role === 'admin' || role === 'paralegal' ? role : 'user';
}

/** Reads the session cookie through better-auth and sets `user` (null when signed out). */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = await authFor(c.env, c.req.url).api.getSession({ headers: c.req.raw.headers });
  const user: SessionUser | null = session
    ? { id: session.user.id, email: session.user.email, role: sessionRole(session.user.role) }
    : null;
  c.set('user', user);
  await next();
};

/** The signed-in user, or a 401 for the route. */
export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw new ApiError(401, ErrorCode.UNAUTHENTICATED, 'Sign in to continue.');
  return user;
}

/** For routes that validate a body: a signed-out request is a 401 before its body is looked at. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c.get('user'));
  await next();
};
