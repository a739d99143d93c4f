/**
 * The checks on the Worker's secrets, in one place for the middleware that refuses to serve
 * without them and the services that sign with them.
 */
import { ApiError, ErrorCode } from './errors';

/** better-auth silently falls back to a public default secret; it needs at least 32 characters. */
export const MIN_SECRET_LENGTH = 32;

export function hasAuthSecret(env: Partial<Pick<Env, 'BETTER_AUTH_SECRET'>>): boolean {
  const secret = env.BETTER_AUTH_SECRET;
  return typeof secret === 'string' && secret.length >= MIN_SECRET_LENGTH;
}

export interface LinkSecrets {
  BETTER_AUTH_SECRET: string;
  /** Optional: a secret of its own for download links (at least 32 characters). */
  BUNDLE_LINK_SECRET?: string | undefined;
}

/**
 * The secret download links are signed with: BUNDLE_LINK_SECRET when set, BETTER_AUTH_SECRET
 * otherwise (each link's key is derived from it with its own label). A BUNDLE_LINK_SECRET set too
 * short is refused, never silently replaced.
 */
export function bundleLinkSecret(env: LinkSecrets): string {
  const own = env.BUNDLE_LINK_SECRET;
  if (own === undefined || own === '') return env.BETTER_AUTH_SECRET;
  if (own.length < MIN_SECRET_LENGTH) {
    throw new ApiError(
      503,
      ErrorCode.CONFIGURATION_MISSING,
      'The service is not configured: BUNDLE_LINK_SECRET is shorter than 32 characters.',
    );
  }
  return own;
}
