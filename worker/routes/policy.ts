/**
 * What a family of API routes accepts, declared beside its routes (each route module exports its
 * policies; routes/policies.ts gathers them for worker/middleware/route-policy.ts): whether the
 * signed-in user is loaded, whether answers hold personal data (never cached), the largest body a
 * state-changing request may send, and its content types. The cross-site and body-limit tests are
 * generated from them.
 */
import type { ErrorCode } from '../errors';

export interface RoutePolicy {
  /** Path prefix under which the policy applies ("/api/cases" covers "/api/cases/…"): its family. */
  prefix: string;
  /**
   * One route of the family with a policy of its own, as Hono writes it ("/api/cases/:caseId/bundle";
   * each ":name" matches one path segment). Checked before any prefix.
   */
  path?: string;
  /** Load the session (better-auth's cookie) into `user` before the route runs. */
  session: boolean;
  /** Answers hold personal data: `Cache-Control: no-store`. */
  personal: boolean;
  /** Largest request body in bytes, counted while it streams in. */
  maxBodyBytes: number;
  /** Media types a request body may have: JSON everywhere but the bundle's upload (multipart/form-data). */
  bodyTypes: readonly string[];
  /**
   * Writes may come from anywhere: no same-origin check. Only for a caller that proves itself
   * otherwise (Stripe's webhook, by its signature); never with `session`.
   */
  fromAnywhere?: true;
  /** The 413's code and message, when not the generic PAYLOAD_TOO_LARGE with the limit in bytes. */
  tooLarge?: { code: ErrorCode; message: string };
}

/** JSON bodies only: every route but the bundle's upload and the one-click unsubscribe. */
export const JSON_ONLY = ['application/json'] as const;
