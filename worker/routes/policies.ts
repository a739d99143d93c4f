/**
 * What each family of API routes accepts, in one table beside the routes it governs (issue 10):
 * whether the signed-in user is loaded, whether answers hold personal data (never cached), the
 * largest body a state-changing request may send, and its content types. Applied by
 * worker/middleware/route-policy.ts; the cross-site and body-limit tests are generated from it.
 */

export interface RoutePolicy {
  /** Path prefix under which the policy applies ("/api/cases" covers "/api/cases/…"). */
  prefix: string;
  /** Load the session (better-auth's cookie) into `user` before the route runs. */
  session: boolean;
  /** Answers hold personal data: `Cache-Control: no-store`. */
  personal: boolean;
  /** Largest request body in bytes, counted while it streams in. */
  maxBodyBytes: number;
  /**
   * Media types a request body may have. Every route takes JSON today; an upload route will list
   * multipart/form-data here with its own limit.
   */
  bodyTypes: readonly string[];
}

const JSON_ONLY = ['application/json'] as const;

/** Longest first is not needed: prefixes do not nest. Order is the order of index.ts. */
export const routePolicies: readonly RoutePolicy[] = [
  { prefix: '/api/health', session: false, personal: false, maxBodyBytes: 0, bodyTypes: JSON_ONLY },
  // 404 reports: a path of at most 300 characters.
  { prefix: '/api/missing-paths', session: false, personal: false, maxBodyBytes: 2 * 1024, bodyTypes: JSON_ONLY },
  // E-mail, password, a name, a token and a return URL: a few hundred bytes in practice.
  { prefix: '/api/auth', session: false, personal: true, maxBodyBytes: 4 * 1024, bodyTypes: JSON_ONLY },
  { prefix: '/api/case-law', session: false, personal: false, maxBodyBytes: 0, bodyTypes: JSON_ONLY },
  // A case: ten fields and notes of up to 5,000 characters (up to 6 bytes each once JSON-escaped);
  // an evidence item under /api/cases/:id/evidence is the largest body here.
  { prefix: '/api/cases', session: true, personal: true, maxBodyBytes: 64 * 1024, bodyTypes: JSON_ONLY },
  // An event: a kind, a date and a description of up to 200 characters.
  { prefix: '/api/events', session: true, personal: true, maxBodyBytes: 4 * 1024, bodyTypes: JSON_ONLY },
  // An evidence item: title, description (2,000), location (500), 20 tags and notes (5,000).
  { prefix: '/api/evidence', session: true, personal: true, maxBodyBytes: 64 * 1024, bodyTypes: JSON_ONLY },
  // Deletion confirmation: one e-mail address.
  { prefix: '/api/account', session: true, personal: true, maxBodyBytes: 1024, bodyTypes: JSON_ONLY },
  { prefix: '/api/subscription', session: true, personal: true, maxBodyBytes: 0, bodyTypes: JSON_ONLY },
  // The sync: one source name.
  { prefix: '/api/admin', session: true, personal: true, maxBodyBytes: 1024, bodyTypes: JSON_ONLY },
];

/** Paths that match no family (a 404 to be): no session, no body worth reading. */
export const fallbackPolicy: RoutePolicy = {
  prefix: '/api',
  session: false,
  personal: false,
  maxBodyBytes: 1024,
  bodyTypes: JSON_ONLY,
};

export function policyFor(path: string): RoutePolicy {
  return routePolicies.find((p) => path === p.prefix || path.startsWith(`${p.prefix}/`)) ?? fallbackPolicy;
}
