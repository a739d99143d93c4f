/**
 * The ownership suite, generated from the Worker's route table: every route that reaches
 * a claimant's data, with its own method, called with no session (401) and by a second signed-in
 * user against the first user's real ids (404, or the answer named in tests/worker/_route-table.ts);
 * every /api/admin* route refused to signed-out readers (401) and ordinary users (403); and the
 * first user's rows and files exactly as they were afterwards. A route missing from the table
 * fails the first test, so a new route is classified before it ships.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientIp, ORIGIN, type TestUser } from './_factories';
import { multipart, pdfBytes } from './_files';
import { userWithPlan, userWithRole } from './_paid-users';
import {
  methodOf,
  type Owned,
  ownerWithEverything,
  ROUTES,
  type RouteEntry,
  routeKeys,
  snapshot,
  tablesWithUserId,
  urlFor,
} from './_route-table';

function call(key: string, entry: RouteEntry, owned: Owned, user: TestUser | null): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN, 'cf-connecting-ip': clientIp() };
  if (user) headers.cookie = user.cookie;
  let body: BodyInit | undefined;
  if ('multipart' in entry && entry.multipart) {
    const form = multipart([{ name: 'intruder.pdf', bytes: pdfBytes() }]);
    headers['content-type'] = form.contentType;
    body = form.body;
  } else if ('body' in entry && entry.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(entry.body(owned));
  }
  return SELF.fetch(`${ORIGIN}/api${urlFor(key, entry, owned)}`, { method: methodOf(key), headers, ...(body ? { body } : {}) });
}

const signedOut = { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } };

let owned: Owned;
let intruder: TestUser;
let paralegal: TestUser;
let tables: string[];
let before: Record<string, unknown>;

beforeAll(async () => {
  [owned, intruder, paralegal, tables] = await Promise.all([
    ownerWithEverything(),
    // Every feature, so a paid-feature gate never answers before the ownership check.
    userWithPlan('paralegal'),
    userWithRole('paralegal'),
    tablesWithUserId(),
  ]);
  before = await snapshot(owned.user.id, tables);
  // Every call at once (they touch only the intruders' own rows, or nothing): the tests below read them.
  const calls = Object.entries(ROUTES).flatMap(([key, entry]) =>
    callersOf(entry).map(
      async (caller) => [`${caller.name} ${key}`, await settle(call(key, entry, owned, caller.user))] as const,
    ),
  );
  answers = new Map(await Promise.all(calls));
});

interface Settled {
  status: number;
  text: string;
}
const settle = async (response: Promise<Response>): Promise<Settled> => {
  const answer = await response;
  return { status: answer.status, text: await answer.text() };
};

/** Who calls each route: signed out and a stranger; for admin routes the owner too, and a paralegal. */
function callersOf(entry: RouteEntry): { name: string; user: TestUser | null }[] {
  if (entry.kind === 'owner' || entry.kind === 'self')
    return [
      { name: 'anonymous', user: null },
      { name: 'intruder', user: intruder },
    ];
  if (entry.kind !== 'admin') return [];
  return [
    { name: 'anonymous', user: null },
    { name: 'intruder', user: intruder },
    { name: 'owner', user: owned.user },
    ...(entry.adminOnly ? [{ name: 'paralegal', user: paralegal }] : []),
  ];
}

let answers: Map<string, Settled>;
const answer = (caller: string, key: string): Settled => {
  const found = answers.get(`${caller} ${key}`);
  if (!found) throw new Error(`no answer for ${caller} ${key}`);
  return found;
};

/** None of the owner's ids, nor their e-mail, in an answer to someone else. */
function leaksNothing(text: string) {
  const secrets = [owned.user.id, owned.user.email, owned.event, owned.evidence, owned.bundleFile, owned.document];
  for (const secret of [...secrets, owned.research, owned.task, owned.savedSearch, owned.reviewRequest]) {
    expect(text.includes(secret), `answer holds ${secret}`).toBe(false);
  }
}

describe('the route table', () => {
  it('names every route of app.routes, and nothing that is gone', () => {
    const keys = routeKeys();
    expect(
      keys.filter((key) => !(key in ROUTES)),
      'routes to add to tests/worker/_route-table.ts',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((key) => !keys.includes(key)),
      'table entries with no route',
    ).toEqual([]);
  });

  it('counts what it covers', () => {
    const kinds = Object.values(ROUTES).map((entry) => entry.kind);
    const count = (kind: RouteEntry['kind']) => kinds.filter((k) => k === kind).length;
    const summary = {
      routes: kinds.length,
      owner: count('owner'),
      self: count('self'),
      admin: count('admin'),
      public: count('public'),
      middleware: count('middleware'),
    };
    console.log(`ownership suite: ${JSON.stringify(summary)}`);
    expect(summary.owner + summary.self + summary.admin).toBeGreaterThanOrEqual(60);
  });
});

const scoped = Object.entries(ROUTES).filter(([, entry]) => entry.kind === 'owner' || entry.kind === 'self');

describe.each(scoped)('%s', (key, entry) => {
  it('is a 401 signed out and the named answer to another user, leaking nothing', () => {
    if (entry.kind !== 'owner' && entry.kind !== 'self') throw new Error('not scoped');
    const anonymous = answer('anonymous', key);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text)).toEqual(signedOut);
    const { status, text } = answer('intruder', key);
    expect(status, text).toBe(entry.intruder.status);
    if (entry.intruder.code) expect((JSON.parse(text) as { error: { code: string } }).error.code).toBe(entry.intruder.code);
    leaksNothing(text);
  });
});

const admin = Object.entries(ROUTES).filter(([, entry]) => entry.kind === 'admin');

describe.each(admin)('%s', (key, entry) => {
  it('is a 401 signed out and a 403 to an ordinary user (and to a paralegal where only admins may)', () => {
    const [anonymous, ...refused] = callersOf(entry).map((caller) => answer(caller.name, key));
    expect(anonymous?.status).toBe(401);
    expect(JSON.parse(anonymous?.text ?? '')).toEqual(signedOut);
    expect(refused.length).toBe(entry.kind === 'admin' && entry.adminOnly ? 3 : 2);
    for (const { status, text } of refused) {
      expect(status, text).toBe(403);
      expect((JSON.parse(text) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
    }
  });
});

describe('afterwards', () => {
  it('the owner’s rows and files are exactly as they were', async () => {
    expect(await snapshot(owned.user.id, tables)).toEqual(before);
    // The snapshot saw what the owner made: one of each, and the file in R2.
    expect((before.r2 as unknown[]).length).toBe(1);
    for (const table of ['cases', 'case_events', 'evidence_items', 'document_bundles', 'documents', 'research_analyses']) {
      expect((before[table] as unknown[]).length, table).toBe(1);
    }
  });
});
