/**
 * What each family of API routes accepts, in one table beside the routes it governs:
 * whether the signed-in user is loaded, whether answers hold personal data (never cached), the
 * largest body a state-changing request may send, and its content types. Applied by
 * worker/middleware/route-policy.ts; the cross-site and body-limit tests are generated from it.
 */

import { bundleMessages, MAX_BUNDLE_FILE_BYTES, MULTIPART_OVERHEAD_BYTES } from '../../src/domain/bundle-files';
import { ErrorCode } from '../errors';

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

const JSON_ONLY = ['application/json'] as const;

/** A `path` pattern as a regular expression matching the whole path. */
function pathPattern(path: string): RegExp {
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}

/**
 * Longest first is not needed: prefixes do not nest, and a policy with a `path` is checked before
 * every prefix. Order is the order of index.ts.
 */
export const routePolicies: readonly RoutePolicy[] = [
  // Bundle uploads: multipart, one file of up to 10 MB (or several smaller) plus the multipart
  // framing, refused as it streams past that (services/bundle/upload-checks.ts checks each file).
  {
    prefix: '/api/cases',
    path: '/api/cases/:caseId/bundle',
    session: true,
    personal: true,
    maxBodyBytes: MAX_BUNDLE_FILE_BYTES + MULTIPART_OVERHEAD_BYTES,
    bodyTypes: ['multipart/form-data'],
    tooLarge: { code: ErrorCode.FILE_TOO_LARGE, message: bundleMessages.tooLarge },
  },
  // The bundle's arrangement: up to 200 files, each an id, a section, a date and a description of
  // up to 200 characters (up to 6 bytes each once JSON-escaped): about 1.4 KB a file at worst.
  {
    prefix: '/api/cases',
    path: '/api/cases/:caseId/bundle/arrangement',
    session: true,
    personal: true,
    maxBodyBytes: 320 * 1024,
    bodyTypes: JSON_ONLY,
  },
  // The bundle's index after a build: up to 200 entries, each a file id, a section and two page
  // numbers (about 110 bytes): 22 KB at most.
  {
    prefix: '/api/cases',
    path: '/api/cases/:caseId/bundle/build-index',
    session: true,
    personal: true,
    maxBodyBytes: 32 * 1024,
    bodyTypes: JSON_ONLY,
  },
  // A draft's page references: read, or refreshed from the newest bundle index; no body.
  {
    prefix: '/api/documents',
    path: '/api/documents/:id/page-refs',
    session: true,
    personal: true,
    maxBodyBytes: 0,
    bodyTypes: JSON_ONLY,
  },
  // Stripe's webhook: posted by Stripe, so no session and no same-origin check; the route verifies
  // the signature over the raw body. An event of the types it handles is a few kilobytes.
  {
    prefix: '/api/billing',
    path: '/api/billing/webhook',
    session: false,
    personal: false,
    fromAnywhere: true,
    maxBodyBytes: 64 * 1024,
    bodyTypes: JSON_ONLY,
  },
  // RFC 8058 one-click unsubscribe: posted by the reader's mail client, from anywhere and without a
  // session, as a form (`List-Unsubscribe=One-Click`); the signed token in the address is the proof.
  {
    prefix: '/api/reminders',
    path: '/api/reminders/unsubscribe',
    session: false,
    personal: true,
    fromAnywhere: true,
    maxBodyBytes: 256,
    bodyTypes: ['application/x-www-form-urlencoded'],
  },
  { prefix: '/api/health', session: false, personal: false, maxBodyBytes: 0, bodyTypes: JSON_ONLY },
  // 404 reports: a path of at most 300 characters.
  { prefix: '/api/missing-paths', session: false, personal: false, maxBodyBytes: 2 * 1024, bodyTypes: JSON_ONLY },
  // E-mail, password, a name, a token and a return URL: a few hundred bytes in practice.
  { prefix: '/api/auth', session: false, personal: true, maxBodyBytes: 4 * 1024, bodyTypes: JSON_ONLY },
  { prefix: '/api/case-law', session: false, personal: false, maxBodyBytes: 0, bodyTypes: JSON_ONLY },
  // When each watched figure row was last checked against legislation.gov.uk: dates only, GET only.
  { prefix: '/api/law-watch', session: false, personal: false, maxBodyBytes: 0, bodyTypes: JSON_ONLY },
  // A case: ten fields and notes of up to 5,000 characters (up to 6 bytes each once JSON-escaped);
  // an evidence item under /api/cases/:id/evidence is the largest body here.
  { prefix: '/api/cases', session: true, personal: true, maxBodyBytes: 64 * 1024, bodyTypes: JSON_ONLY },
  // An event: a kind, a date and a description of up to 2,000 characters (up to 6 bytes each once JSON-escaped).
  { prefix: '/api/events', session: true, personal: true, maxBodyBytes: 16 * 1024, bodyTypes: JSON_ONLY },
  // Passages to put into English: up to 10 of 2,000 characters (up to 6 bytes each once JSON-escaped).
  { prefix: '/api/translations', session: true, personal: true, maxBodyBytes: 128 * 1024, bodyTypes: JSON_ONLY },
  // A change to a task: a title of 200 characters, notes of 2,000 (up to 6 bytes each once
  // JSON-escaped), a date, a time and a status.
  { prefix: '/api/tasks', session: true, personal: true, maxBodyBytes: 16 * 1024, bodyTypes: JSON_ONLY },
  // A question for a witness: a name (100 characters), an issue key, the question (1,000) and page
  // references (200), up to 6 bytes each once JSON-escaped.
  { prefix: '/api/hearing-questions', session: true, personal: true, maxBodyBytes: 16 * 1024, bodyTypes: JSON_ONLY },
  // Calendar subscription feeds, fetched by calendar apps: no session (the secret token in the
  // address is the credential), GET only, and never cached on the way (it holds the claimant's tasks).
  { prefix: '/api/calendar', session: false, personal: true, maxBodyBytes: 0, bodyTypes: JSON_ONLY },
  // An evidence item: title, description (2,000), location (500), 20 tags and notes (5,000).
  { prefix: '/api/evidence', session: true, personal: true, maxBodyBytes: 64 * 1024, bodyTypes: JSON_ONLY },
  // A bundle file's deletion and its download link: no body.
  { prefix: '/api/bundles', session: true, personal: true, maxBodyBytes: 0, bodyTypes: JSON_ONLY },
  // Downloads through a link (GET only); the session must be the link's user.
  { prefix: '/api/files', session: true, personal: true, maxBodyBytes: 0, bodyTypes: JSON_ONLY },
  // Deletion confirmation: one e-mail address.
  { prefix: '/api/account', session: true, personal: true, maxBodyBytes: 1024, bodyTypes: JSON_ONLY },
  // Saved case-law searches: a name (100 characters) and the search's words (200) and filters.
  { prefix: '/api/saved-searches', session: true, personal: true, maxBodyBytes: 4 * 1024, bodyTypes: JSON_ONLY },
  { prefix: '/api/subscription', session: true, personal: true, maxBodyBytes: 0, bodyTypes: JSON_ONLY },
  // Drafted documents: an edited document of up to 60,000 characters (up to 6 bytes each once
  // JSON-escaped, so 360 KB at worst); generation and review requests are far smaller.
  { prefix: '/api/documents', session: true, personal: true, maxBodyBytes: 384 * 1024, bodyTypes: JSON_ONLY },
  // Research: a case id.
  { prefix: '/api/research', session: true, personal: true, maxBodyBytes: 1024, bodyTypes: JSON_ONLY },
  // Support queries: a case id.
  { prefix: '/api/support', session: true, personal: true, maxBodyBytes: 1024, bodyTypes: JSON_ONLY },
  // Checkout, document credit and portal: a plan or a document type.
  { prefix: '/api/billing', session: true, personal: true, maxBodyBytes: 1024, bodyTypes: JSON_ONLY },
  // The sync (one source name), paralegal replies to review requests (up to 5,000 characters) and
  // law-watch review notes (500).
  { prefix: '/api/admin', session: true, personal: true, maxBodyBytes: 32 * 1024, bodyTypes: JSON_ONLY },
];

/** Paths that match no family (a 404 to be): no session, no body worth reading. */
export const fallbackPolicy: RoutePolicy = {
  prefix: '/api',
  session: false,
  personal: false,
  maxBodyBytes: 1024,
  bodyTypes: JSON_ONLY,
};

const patterns = new Map(routePolicies.flatMap((p) => (p.path ? [[p, pathPattern(p.path)] as const] : [])));

export function policyFor(path: string): RoutePolicy {
  for (const [policy, pattern] of patterns) if (pattern.test(path)) return policy;
  return routePolicies.find((p) => !p.path && (path === p.prefix || path.startsWith(`${p.prefix}/`))) ?? fallbackPolicy;
}
