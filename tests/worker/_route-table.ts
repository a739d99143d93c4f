/**
 * Every route of the Worker's route table (`app.routes`), named with what it answers a stranger
 * (the kinds below). The ownership suite (ownership.test.ts) fails when `app.routes` holds a route this
 * table does not name, so a new route is classified the day it is added; the bad-input suite
 * (bad-input.test.ts) sends random and mutated bodies to every route here with a JSON `body`.
 */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { emptyPayDetails } from '../../src/domain/pay-details';
import { app } from '../../worker/index';
import { api, type TestUser, validCase } from './_factories';
import { createCase, pdfBytes, uploaded } from './_files';
import { insertDocument, type PaidUser, userWithPlan } from './_paid-users';

/** The ids of everything a claimant holds, one of each (the routes' `:id` and `:caseId`). */
export interface Owned {
  user: PaidUser;
  case: string;
  event: string;
  evidence: string;
  bundleFile: string;
  /** A download link's token for the bundle file (GET /api/files/:token). */
  fileToken: string;
  document: string;
  research: string;
  task: string;
  savedSearch: string;
  reviewRequest: string;
  /** A question planned for one of the respondent's witnesses. */
  hearingQuestion: string;
}

export type OwnedId = Exclude<keyof Owned, 'user'>;

/** What one request answers: a status and, for an error, its code. */
export interface Answer {
  status: number;
  code?: string;
}

/**
 * - owner: reaches one claimant's rows. Signed out: 401; another signed-in user, against the
 *   owner's real id: `intruder` (404 NOT_FOUND nearly everywhere, like a missing row).
 * - self: acts only on the signed-in user's own account (no id in the path). Signed out: 401;
 *   another user gets `intruder`, their own answer, holding none of the owner's ids.
 * - admin: /api/admin*. Signed out: 401; an ordinary user (and, for `adminOnly`, a paralegal): 403.
 * - public: no session needed, with the reason it is safe.
 * - middleware: registered with app.use (guards and headers), not an endpoint.
 */
export type RouteEntry =
  | {
      kind: 'owner';
      fills: OwnedId;
      body?: (owned: Owned) => unknown;
      multipart?: true;
      query?: (owned: Owned) => string;
      /** The path's other parameters, by name, when it has more than the one `fills` fills. */
      params?: Record<string, string>;
      intruder: Answer;
    }
  | { kind: 'self'; body?: (owned: Owned) => unknown; intruder: Answer }
  | { kind: 'admin'; fills?: OwnedId; adminOnly?: true; body?: (owned: Owned) => unknown; query?: (owned: Owned) => string }
  | { kind: 'public'; reason: string; body?: () => unknown }
  | { kind: 'middleware'; reason: string };

const notFound: Answer = { status: 404, code: 'NOT_FOUND' };
const DAY = '2026-09-30';

export const ROUTES: Record<string, RouteEntry> = {
  // Public, each with what makes it safe without a session.
  'GET /api/health': { kind: 'public', reason: 'D1 and R2 answer or not; no personal data' },
  'GET /api/law-watch': { kind: 'public', reason: 'the days watched figure rows were checked against legislation.gov.uk' },
  'POST /api/missing-paths': {
    kind: 'public',
    reason: '404 reports from any reader: a path only, rate-limited per address, capped at 5,000 rows',
    body: () => ({ path: '/stage/fuzz' }),
  },
  'GET /api/case-law': { kind: 'public', reason: 'published tribunal decisions' },
  'GET /api/case-law/legislation': { kind: 'public', reason: 'published legislation' },
  'GET /api/case-law/decisions/:id': {
    kind: 'public',
    reason: 'one published decision, for its own address (case-law-decision.test.ts)',
  },
  'GET /api/auth/*': { kind: 'public', reason: 'better-auth: reads only the caller’s own session (auth.test.ts)' },
  'POST /api/auth/*': { kind: 'public', reason: 'better-auth: sign-up, sign-in, resets; account-security.test.ts' },
  'POST /api/auth/:endpoint{.+}': {
    kind: 'public',
    reason: 'the rate limits and checks in front of better-auth’s account endpoints (account-security.test.ts)',
  },
  'POST /api/auth/change-password': {
    kind: 'public',
    reason: 'better-auth: changes the caller’s own password after checking the current one (account-security.test.ts)',
  },
  'ALL /api/auth/admin/*': { kind: 'public', reason: 'better-auth’s admin endpoints, closed to everyone (404)' },
  'POST /api/billing/webhook': {
    kind: 'public',
    reason: 'Stripe’s webhook: proves itself by its signature (billing-webhook.test.ts)',
    body: () => ({ id: 'evt_fuzz', type: 'checkout.session.completed', data: { object: {} } }),
  },
  'GET /api/reminders/unsubscribe': {
    kind: 'public',
    reason: 'one-click unsubscribe: the signed token in the address is the proof',
  },
  'POST /api/reminders/unsubscribe': { kind: 'public', reason: 'RFC 8058 one-click unsubscribe: the signed token is the proof' },
  'GET /api/calendar/:token{[A-Za-z0-9_-]+\\.ics}': {
    kind: 'public',
    reason: 'calendar feed for calendar apps: the 256-bit token in the address is the credential (tasks.test.ts)',
  },

  // Middleware.
  'ALL /api/*': { kind: 'middleware', reason: 'request id, log, security headers, secret, clock, route policy' },
  'ALL /api/auth/*': { kind: 'middleware', reason: 'every return address (callbackURL, redirectTo) must be a page of this site' },
  'ALL /api/case-law/*': { kind: 'middleware', reason: 'X-Robots-Tag: noindex' },
  'ALL /api/documents/*': { kind: 'middleware', reason: 'signedIn for every /api/documents route' },
  'ALL /api/admin/case-law/*': { kind: 'middleware', reason: 'the admin role check' },
  'ALL /api/admin/reviews/*': { kind: 'middleware', reason: 'the paralegal or admin role check' },
  'ALL /api/admin/law-watch/*': { kind: 'middleware', reason: 'the admin role check' },

  // Cases and what hangs off them.
  'GET /api/cases': { kind: 'self', intruder: { status: 200 } },
  'POST /api/cases': { kind: 'self', body: () => validCase, intruder: { status: 201 } },
  'GET /api/cases/:id': { kind: 'owner', fills: 'case', intruder: notFound },
  'PATCH /api/cases/:id': { kind: 'owner', fills: 'case', body: () => ({ employerName: 'Intruder Ltd' }), intruder: notFound },
  'PUT /api/cases/:id/checklist': {
    kind: 'owner',
    fills: 'case',
    body: () => ({ stage2Checklist: { timeline: true, evidence: true, grievance: false, witnesses: false } }),
    intruder: notFound,
  },
  'DELETE /api/cases/:id': { kind: 'owner', fills: 'case', intruder: notFound },
  'GET /api/cases/:caseId/events': { kind: 'owner', fills: 'case', intruder: notFound },
  'POST /api/cases/:caseId/events': {
    kind: 'owner',
    fills: 'case',
    body: () => ({ kind: 'dismissal', date: DAY, description: 'Dismissed at a meeting' }),
    intruder: notFound,
  },
  'PATCH /api/events/:id': { kind: 'owner', fills: 'event', body: () => ({ description: 'changed' }), intruder: notFound },
  'DELETE /api/events/:id': { kind: 'owner', fills: 'event', intruder: notFound },
  'GET /api/cases/:caseId/chronology': { kind: 'owner', fills: 'case', intruder: notFound },
  'GET /api/cases/:caseId/evidence': { kind: 'owner', fills: 'case', intruder: notFound },
  'POST /api/cases/:caseId/evidence': {
    kind: 'owner',
    fills: 'case',
    body: () => ({ title: 'Dismissal e-mail', category: 'email', importance: 'high', evidenceDate: DAY, tags: ['hr'] }),
    intruder: notFound,
  },
  'PATCH /api/evidence/:id': { kind: 'owner', fills: 'evidence', body: () => ({ title: 'changed' }), intruder: notFound },
  'DELETE /api/evidence/:id': { kind: 'owner', fills: 'evidence', intruder: notFound },
  'GET /api/cases/:caseId/bundle': { kind: 'owner', fills: 'case', intruder: notFound },
  'POST /api/cases/:caseId/bundle': { kind: 'owner', fills: 'case', multipart: true, intruder: notFound },
  'PUT /api/cases/:caseId/bundle/arrangement': {
    kind: 'owner',
    fills: 'case',
    body: (owned) => ({
      items: [{ id: owned.bundleFile, section: 'evidence', included: false, documentDate: DAY, description: 'Intruder' }],
    }),
    intruder: notFound,
  },
  'GET /api/cases/:caseId/bundle/build-index': { kind: 'owner', fills: 'case', intruder: notFound },
  'PUT /api/cases/:caseId/bundle/build-index': {
    kind: 'owner',
    fills: 'case',
    body: (owned) => ({ entries: [{ documentId: owned.bundleFile, section: 'evidence', firstPage: 2, lastPage: 3 }] }),
    intruder: notFound,
  },
  'DELETE /api/bundles/:id': { kind: 'owner', fills: 'bundleFile', intruder: notFound },
  'POST /api/bundles/:id/link': { kind: 'owner', fills: 'bundleFile', intruder: notFound },
  // The owner's own link, used by someone else: the session must be the link's user.
  'GET /api/files/:token': { kind: 'owner', fills: 'fileToken', intruder: { status: 403, code: 'FORBIDDEN' } },
  'GET /api/cases/:caseId/pay-details': { kind: 'owner', fills: 'case', intruder: notFound },
  'PUT /api/cases/:caseId/pay-details': { kind: 'owner', fills: 'case', body: () => emptyPayDetails, intruder: notFound },
  'GET /api/cases/:caseId/complaints': { kind: 'owner', fills: 'case', intruder: notFound },
  'PUT /api/cases/:caseId/complaints': {
    kind: 'owner',
    fills: 'case',
    body: () => ({ complaints: ['unfairDismissal'] }),
    intruder: notFound,
  },
  'GET /api/cases/:caseId/tasks': { kind: 'owner', fills: 'case', intruder: notFound },
  'POST /api/cases/:caseId/tasks': {
    kind: 'owner',
    fills: 'case',
    body: () => ({ title: 'Call ACAS', date: '2026-12-01', time: '09:30', notes: 'Ask about the certificate' }),
    intruder: notFound,
  },
  'POST /api/cases/:caseId/tasks/decision': {
    kind: 'owner',
    fills: 'case',
    body: () => ({ decision: 'judgmentSent', date: '2026-11-01' }),
    intruder: notFound,
  },
  'PATCH /api/tasks/:id': { kind: 'owner', fills: 'task', body: () => ({ title: 'changed' }), intruder: notFound },
  'DELETE /api/tasks/:id': { kind: 'owner', fills: 'task', intruder: notFound },
  'GET /api/cases/:caseId/calendar-feed': { kind: 'owner', fills: 'case', intruder: notFound },
  'POST /api/cases/:caseId/calendar-feed': { kind: 'owner', fills: 'case', intruder: notFound },
  'DELETE /api/cases/:caseId/calendar-feed': { kind: 'owner', fills: 'case', intruder: notFound },

  // The hearing day.
  'GET /api/cases/:caseId/hearing': { kind: 'owner', fills: 'case', intruder: notFound },
  'PATCH /api/cases/:caseId/hearing': {
    kind: 'owner',
    fills: 'case',
    body: () => ({ venue: 'Intruder House', checklist: { bundle: true }, outcome: 'settled' }),
    intruder: notFound,
  },
  'GET /api/cases/:caseId/hearing/questions': { kind: 'owner', fills: 'case', intruder: notFound },
  'POST /api/cases/:caseId/hearing/questions': {
    kind: 'owner',
    fills: 'case',
    body: () => ({ witness: 'Ms Jones', issue: 'unfairDismissal.4', text: 'Who decided?', pageRefs: '[B: 45]' }),
    intruder: notFound,
  },
  'PATCH /api/hearing-questions/:id': {
    kind: 'owner',
    fills: 'hearingQuestion',
    body: () => ({ text: 'changed' }),
    intruder: notFound,
  },
  'DELETE /api/hearing-questions/:id': { kind: 'owner', fills: 'hearingQuestion', intruder: notFound },
  'GET /api/cases/:caseId/hearing/closing-points': { kind: 'owner', fills: 'case', intruder: notFound },
  'PUT /api/cases/:caseId/hearing/closing-points/:issue': {
    kind: 'owner',
    fills: 'case',
    params: { issue: 'unfairDismissal.3' },
    body: () => ({ text: 'Intruder point' }),
    intruder: notFound,
  },

  // The account.
  'GET /api/account/export': { kind: 'self', intruder: { status: 200 } },
  'GET /api/account/export/files': { kind: 'self', intruder: { status: 200 } },
  // The owner's own e-mail typed by someone else deletes nothing: only the session's account can go.
  'DELETE /api/account': {
    kind: 'self',
    body: (owned) => ({ email: owned.user.email }),
    intruder: { status: 400, code: 'CONFIRMATION_MISMATCH' },
  },
  'GET /api/account/reminders': { kind: 'self', intruder: { status: 200 } },
  'PUT /api/account/reminders': {
    kind: 'self',
    body: () => ({ enabled: true, language: 'pt', digest: false }),
    intruder: { status: 200 },
  },
  'GET /api/subscription': { kind: 'self', intruder: { status: 200 } },
  // No Stripe key in the Worker tests: the checkouts answer 503 before any customer is made.
  'POST /api/billing/checkout': {
    kind: 'self',
    body: () => ({ plan: 'premium_base' }),
    intruder: { status: 503, code: 'PAYMENTS_UNAVAILABLE' },
  },
  'POST /api/billing/document-credit': {
    kind: 'self',
    body: () => ({ documentType: 'witness_statement' }),
    intruder: { status: 503, code: 'PAYMENTS_UNAVAILABLE' },
  },
  'POST /api/billing/portal': { kind: 'self', intruder: { status: 503, code: 'PAYMENTS_UNAVAILABLE' } },

  // Saved searches.
  'GET /api/saved-searches': { kind: 'self', intruder: { status: 200 } },
  'POST /api/saved-searches': {
    kind: 'self',
    body: () => ({ name: 'Unfair dismissal', query: { q: 'dismissal', claimType: '', outcome: '', year: '' } }),
    intruder: { status: 201 },
  },
  'PATCH /api/saved-searches/:id': { kind: 'owner', fills: 'savedSearch', body: () => ({ name: 'changed' }), intruder: notFound },
  'DELETE /api/saved-searches/:id': { kind: 'owner', fills: 'savedSearch', intruder: notFound },

  // Drafted documents and their reviews.
  'GET /api/documents': { kind: 'owner', fills: 'case', query: (owned) => `?caseId=${owned.case}`, intruder: { status: 200 } },
  'GET /api/documents/usage': { kind: 'self', intruder: { status: 200 } },
  'POST /api/documents/generate': {
    kind: 'owner',
    fills: 'case',
    body: (owned) => ({ caseId: owned.case, documentType: 'witness_statement', language: 'en' }),
    intruder: notFound,
  },
  'PATCH /api/documents/:id': { kind: 'owner', fills: 'document', body: () => ({ content: '# Changed' }), intruder: notFound },
  'DELETE /api/documents/:id': { kind: 'owner', fills: 'document', intruder: notFound },
  'POST /api/documents/:id/reviews': {
    kind: 'owner',
    fills: 'document',
    body: () => ({ message: 'Please check' }),
    intruder: notFound,
  },
  'GET /api/documents/:id/reviews': { kind: 'owner', fills: 'document', intruder: notFound },
  'GET /api/documents/:id/page-refs': { kind: 'owner', fills: 'document', intruder: notFound },
  'POST /api/documents/:id/page-refs': { kind: 'owner', fills: 'document', intruder: notFound },

  // Research and support.
  'POST /api/research': {
    kind: 'owner',
    fills: 'case',
    body: (owned) => ({ caseId: owned.case, language: 'en' }),
    intruder: notFound,
  },
  // A list filtered by the owner's case id: empty for anyone else, like a case with no analyses.
  'GET /api/research': { kind: 'owner', fills: 'case', query: (owned) => `?caseId=${owned.case}`, intruder: { status: 200 } },
  'GET /api/research/usage': { kind: 'self', intruder: { status: 200 } },
  'DELETE /api/research/:id': { kind: 'owner', fills: 'research', intruder: notFound },
  'GET /api/support': { kind: 'self', intruder: { status: 200 } },
  'POST /api/support/queries': {
    kind: 'owner',
    fills: 'case',
    body: (owned) => ({ caseId: owned.case, language: 'pt' }),
    intruder: notFound,
  },

  // Suggested English versions of the claimant's own words: nothing stored, no id (503 here: no model in the tests' env).
  'POST /api/translations': {
    kind: 'self',
    body: () => ({ passages: ['Tiraram-me dos turnos depois de eu ter avisado a gerente'] }),
    intruder: { status: 503 },
  },

  // Admin and paralegal pages' endpoints.
  'POST /api/admin/case-law/sync': { kind: 'admin', adminOnly: true, body: () => ({ source: 'nowhere' }) },
  'GET /api/admin/case-law/runs': { kind: 'admin', adminOnly: true },
  'GET /api/admin/law-watch/notices': { kind: 'admin', adminOnly: true },
  'POST /api/admin/law-watch/notices/:id/review': {
    kind: 'admin',
    adminOnly: true,
    body: () => ({ note: 'Checked the source' }),
  },
  'GET /api/admin/reviews': { kind: 'admin', query: () => '?status=open' },
  'POST /api/admin/reviews/:id/replies': { kind: 'admin', fills: 'reviewRequest', body: () => ({ body: 'A reply' }) },
  'PATCH /api/admin/reviews/:id': { kind: 'admin', fills: 'reviewRequest', body: () => ({ status: 'done' }) },
};

/** Every (method, path) of `app.routes`, once each (a route's middleware repeats its key). */
export function routeKeys(): string[] {
  return [...new Set(app.routes.map((route) => `${route.method} ${route.path}`))].sort();
}

export function methodOf(key: string): string {
  return key.slice(0, key.indexOf(' '));
}

/** The route's path with its one parameter filled from the owner's ids, and its query. */
export function urlFor(key: string, entry: RouteEntry, owned: Owned): string {
  const path = key.slice(key.indexOf(' ') + 1).replace(/^\/api/, '');
  const fills = 'fills' in entry ? entry.fills : undefined;
  const first = fills ? path.replace(/:[A-Za-z]+(\{[^}]*\})?/, owned[fills]) : path;
  const params = 'params' in entry && entry.params ? Object.entries(entry.params) : [];
  const filled = params.reduce((address, [name, value]) => address.replace(`:${name}`, value), first);
  const query = 'query' in entry && entry.query ? entry.query(owned) : '';
  return `${filled}${query}`;
}

async function created(response: Response, what: string): Promise<{ id: string }> {
  expect(response.status, `${what}: ${await response.clone().text()}`).toBe(201);
  return (await response.json()) as { id: string };
}

/**
 * A Paralegal Services claimant (every feature) holding one of everything, made through the API
 * where that is cheap (the document row directly: generating one is the documents suite's subject).
 */
export async function ownerWithEverything(): Promise<Owned> {
  const user = await userWithPlan('paralegal');
  const caseId = (await createCase(user)).id;
  const post = (path: string, body: unknown, method = 'POST') => api(path, user, { method, body });
  const make = (path: string, body: unknown, what: string) => post(path, body).then((response) => created(response, what));
  const [event, evidence, task, savedSearch, research, files] = await Promise.all([
    make(`/cases/${caseId}/events`, { kind: 'dismissal', date: DAY }, 'event'),
    make(`/cases/${caseId}/evidence`, { title: 'Contract', category: 'contract', importance: 'high' }, 'evidence'),
    make(`/cases/${caseId}/tasks`, { title: 'Ring ACAS', date: '2026-12-01' }, 'task'),
    make('/saved-searches', { name: 'Mine', query: { q: 'redundancy', claimType: '', outcome: '', year: '' } }, 'search'),
    make('/research', { caseId }, 'research'),
    uploaded(caseId, user, [{ name: 'contract.pdf', bytes: pdfBytes() }]),
  ]);
  const bundleFile = files[0]?.id ?? '';
  const link = (await (await api(`/bundles/${bundleFile}/link`, user, { method: 'POST' })).json()) as { url: string };
  const document = await insertDocument(user.id, caseId, { content: '# Witness statement\n\nPrivate words.' });
  const review = await make(`/documents/${document}/reviews`, { message: 'Is it clear?' }, 'review');
  const question = await make(
    `/cases/${caseId}/hearing/questions`,
    { witness: 'Mr Brown', issue: 'unfairDismissal.3', text: 'Why was I dismissed?', pageRefs: '[B: 12]' },
    'question',
  );
  expect((await post(`/cases/${caseId}/hearing`, { venue: 'Private venue', checklist: { bundle: true } }, 'PATCH')).status).toBe(
    200,
  );
  expect((await post(`/cases/${caseId}/hearing/closing-points/unfairDismissal.3`, { text: 'Private point' }, 'PUT')).status).toBe(
    200,
  );
  expect((await post(`/cases/${caseId}/pay-details`, { ...emptyPayDetails, weeklyGrossPence: 50_000 }, 'PUT')).status).toBe(200);
  expect((await api(`/cases/${caseId}/calendar-feed`, user, { method: 'POST' })).status).toBe(200);
  return {
    user,
    case: caseId,
    event: event.id,
    evidence: evidence.id,
    bundleFile,
    fileToken: link.url.replace('/api/files/', ''),
    document,
    research: research.id,
    task: task.id,
    savedSearch: savedSearch.id,
    reviewRequest: review.id,
    hearingQuestion: question.id,
  };
}

/**
 * Everything of the user's in D1 (every table with a user_id column, and the replies to their
 * review requests) and R2 (every object under their prefix), as one comparable value.
 */
export async function snapshot(userId: string, tables: readonly string[]): Promise<Record<string, unknown>> {
  const rows: Record<string, unknown> = {};
  for (const table of tables) {
    rows[table] = (await env.DB.prepare(`SELECT * FROM "${table}" WHERE user_id = ? ORDER BY rowid`).bind(userId).all()).results;
  }
  rows.user = (await env.DB.prepare('SELECT * FROM user WHERE id = ?').bind(userId).all()).results;
  rows.review_replies = (
    await env.DB.prepare(
      'SELECT * FROM review_replies WHERE request_id IN (SELECT id FROM review_requests WHERE user_id = ?) ORDER BY rowid',
    )
      .bind(userId)
      .all()
  ).results;
  const objects = await env.FILES.list({ prefix: `${userId}/` });
  rows.r2 = objects.objects.map((object) => ({ key: object.key, size: object.size, etag: object.etag }));
  return rows;
}

/** The tables that hold a user_id column (read from the schema, so a new table is included). */
export async function tablesWithUserId(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    // D1 refuses pragma_table_info; the CREATE statement names the column.
    `SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%user_id%' ORDER BY name`,
  ).all<{ name: string }>();
  return results.map((row) => row.name);
}

export type { TestUser };
