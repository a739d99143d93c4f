/**
 * Bad input on every JSON endpoint of the route table: property-based bodies from
 * fast-check (random JSON, the route's own valid body mutated — a field dropped, of the wrong type,
 * huge, in hostile Unicode, out of range, extra fields, nested junk — and text that is not JSON),
 * sent by a signed-in owner from our own origin. Never a 5xx; every 4xx in the one error shape with
 * a stable code. A fixed seed and a fixed number of bodies per endpoint keep it deterministic; the
 * figures it prints are the ones docs/security.md quotes.
 */
import { env, SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIp, ORIGIN, signUp, type TestUser } from './_factories';
import { userWithRole } from './_paid-users';
import { methodOf, type Owned, ownerWithEverything, ROUTES, type RouteEntry, urlFor } from './_route-table';

const SEED = 16;
const RUNS_PER_ENDPOINT = 8;
/**
 * A valid body can reach a service this test server does not configure (Stripe, the WhatsApp
 * number, a language model): the documented 503 with its code is the right answer there, not a failure.
 */
const NOT_CONFIGURED = ['PAYMENTS_UNAVAILABLE', 'SUPPORT_UNAVAILABLE', 'TRANSLATION_UNAVAILABLE'];
const notConfigured = (o: Outcome) => o.status === 503 && NOT_CONFIGURED.includes(errorCode(o.text) ?? '');

/** Requests in flight at once. */
const BATCH = 24;

/** better-auth's endpoints that read a JSON body (behind POST /api/auth/:endpoint and /api/auth/*). */
const AUTH_BODIES: Record<string, () => unknown> = {
  '/auth/sign-up/email': () => ({ email: 'fuzz@example.org', password: 'correct horse battery', name: 'Fuzz' }),
  '/auth/sign-in/email': () => ({ email: 'fuzz@example.org', password: 'correct horse battery' }),
  '/auth/request-password-reset': () => ({ email: 'fuzz@example.org', redirectTo: '/reset-password' }),
  '/auth/reset-password': () => ({ newPassword: 'another horse battery', token: 'not-a-token' }),
  '/auth/send-verification-email': () => ({ email: 'fuzz@example.org', callbackURL: '/' }),
  '/auth/change-password': () => ({ currentPassword: 'wrong password here', newPassword: 'another horse battery' }),
  '/auth/update-user': () => ({ name: 'Fuzz' }),
};

/**
 * Bodies never sent, whatever the generator makes: the ones that would do real harm to the test's
 * own accounts or reach the network (a valid case-law sync fetches from the sources).
 */
const SOURCES = ['national-archives', 'bailii', 'govuk', 'legislation', 'all'];
function harmful(key: string, body: unknown, owned: Owned): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const fields = body as Record<string, unknown>;
  if (key === 'POST /api/admin/case-law/sync') return SOURCES.includes(String(fields.source));
  if (key === 'DELETE /api/account') return String(fields.email).trim().toLowerCase() === owned.user.email.toLowerCase();
  return false;
}

/** The valid body the mutations start from (the route table's, except where that one would delete the owner). */
function template(key: string, entry: RouteEntry, owned: Owned): unknown {
  if (key === 'DELETE /api/account') return { email: 'someone-else@example.org' };
  if (entry.kind === 'public') return entry.body?.();
  if (entry.kind === 'middleware') return undefined;
  return entry.body?.(owned);
}

const HOSTILE_STRINGS = [
  '\uD800', // a lone high surrogate
  'a\uDFFFb', // a lone low surrogate
  '\u202Egnp.exe\u202C', // right-to-left override
  '\u200F\u200E\u2066\u2069', // direction marks and isolates
  '\u0000',
  '\uFEFF',
  '\u0007\u001b[31m',
  '𝕬𝖓𝖆 👩🏽‍⚖️',
  'Ａｎａ',
  'e\u0301\u0301\u0301\u0301',
  '../../etc/passwd',
  "'; DROP TABLE cases; --",
  '<script>alert(1)</script>',
  '{{constructor.constructor("return 1")()}}',
  '\r\nSet-Cookie: x=1',
  ' ',
  '',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '-000001-01-01',
  '2026-11-22T25:61:00.000Z',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
];
const EXTREME_NUMBERS = [
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  2 ** 63,
  5e-324,
  -0,
  0.1,
  -1,
  1e21,
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // Huge: past every field's limit, some past the route family's body limit too.
  fc.integer({ min: 201, max: 80_000 }).map((length) => 'Ø'.repeat(length)),
);
const junk: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(...EXTREME_NUMBERS),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 30 }),
);

/** The template with one thing wrong (or several). */
function mutated(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(base);
  const key = keys.length > 0 ? fc.constantFrom(...keys) : fc.string();
  const one = fc.oneof(
    key.map((k) => Object.fromEntries(Object.entries(base).filter(([name]) => name !== k))),
    fc.tuple(key, junk).map(([k, value]) => ({ ...base, [k]: value })),
    fc
      .dictionary(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'userId', 'id', 'role')), junk, {
        minKeys: 1,
        maxKeys: 5,
      })
      .map((extra) => ({ ...base, ...extra })),
    fc.constant([base]),
    fc.constant({ data: base }),
  );
  return fc
    .array(one, { minLength: 1, maxLength: 3 })
    .map((bodies) => Object.assign({}, ...bodies.map((b) => (Array.isArray(b) ? {} : b))) as unknown)
    .chain((merged) => fc.oneof(fc.constant(merged), one));
}

const NOT_JSON = [
  '',
  '{',
  '{"a":',
  'nul',
  '[1,2',
  '{"a":1}}',
  "{'a':1}",
  '\uFEFF{}',
  'NaN',
  '{"a":1e999}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '"just a string"',
  '[]',
  'null',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`,
];

/** One body as text: mostly the route's own body gone wrong, some random JSON, some not JSON at all. */
function bodies(base: unknown): fc.Arbitrary<string> {
  const text = JSON.stringify(base ?? {});
  const object = typeof base === 'object' && base !== null && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
  return fc.oneof(
    { weight: 6, arbitrary: mutated(object).map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: fc.constantFrom(...NOT_JSON) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut)) },
  );
}

interface Target {
  key: string;
  method: string;
  url: string;
  user: TestUser | null;
  base: unknown;
}

interface Outcome {
  key: string;
  body: string;
  status: number;
  text: string;
}

let owned: Owned;
let admin: TestUser;
let knownPaths: Set<string>;
const outcomes: Outcome[] = [];

beforeAll(async () => {
  [owned, admin] = await Promise.all([ownerWithEverything(), userWithRole('admin')]);
  const paths = await env.DB.prepare('SELECT path FROM missing_paths').all<{ path: string }>();
  knownPaths = new Set(paths.results.map((row) => row.path));
});

afterAll(async () => {
  // The 404 reports this file made, so the table's cap is not eaten by fuzz (other files count it).
  const paths = await env.DB.prepare('SELECT path FROM missing_paths').all<{ path: string }>();
  const added = paths.results.map((row) => row.path).filter((path) => !knownPaths.has(path));
  for (const path of added) await env.DB.prepare('DELETE FROM missing_paths WHERE path = ?').bind(path).run();
});

function targets(): Target[] {
  const fromTable = Object.entries(ROUTES).flatMap(([key, entry]): Target[] => {
    const base = template(key, entry, owned);
    if (base === undefined) return [];
    const user = entry.kind === 'admin' ? admin : entry.kind === 'public' ? null : owned.user;
    return [{ key, method: methodOf(key), url: urlFor(key, entry, owned), user, base }];
  });
  const auth = Object.entries(AUTH_BODIES).map(([url, body]) => ({
    key: `POST /api${url}`,
    method: 'POST',
    url,
    // Signed in as the admin, whose account nothing here can harm: a password change needs the
    // current password, and a new name is only a name.
    user: url === '/auth/change-password' || url === '/auth/update-user' ? admin : null,
    base: body(),
  }));
  return [...fromTable, ...auth];
}

async function send(target: Target, body: string): Promise<Outcome> {
  const headers: Record<string, string> = { origin: ORIGIN, 'cf-connecting-ip': clientIp(), 'content-type': 'application/json' };
  if (target.user) headers.cookie = target.user.cookie;
  const response = await SELF.fetch(`${ORIGIN}/api${target.url}`, { method: target.method, headers, body });
  return { key: target.key, body, status: response.status, text: await response.text() };
}

function errorCode(text: string): string | undefined {
  try {
    const code = (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** `{ error: { code, message } }` with a non-empty upper-case code and a non-empty message. */
function inErrorShape(text: string): boolean {
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    const { code, message } = parsed.error ?? {};
    return typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code) && typeof message === 'string' && message.trim() !== '';
  } catch {
    return false;
  }
}

describe('bad input on every JSON endpoint', () => {
  it(`answers ${RUNS_PER_ENDPOINT} generated bodies per endpoint without a 5xx, every 4xx with a code and a message`, async () => {
    const requests = targets().flatMap((target, index) =>
      fc
        .sample(bodies(target.base), { seed: SEED + index, numRuns: RUNS_PER_ENDPOINT })
        .filter((body) => {
          try {
            return !harmful(target.key, JSON.parse(body), owned);
          } catch {
            return true;
          }
        })
        .map((body) => ({ target, body })),
    );
    for (let start = 0; start < requests.length; start += BATCH) {
      const batch = requests.slice(start, start + BATCH);
      outcomes.push(...(await Promise.all(batch.map(({ target, body }) => send(target, body)))));
    }

    const endpoints = new Set(outcomes.map((o) => o.key)).size;
    const unconfigured = outcomes.filter(notConfigured);
    const errors = outcomes.filter((o) => o.status >= 500 && !notConfigured(o));
    const clientErrors = outcomes.filter((o) => o.status >= 400 && o.status < 500);
    const shaped = clientErrors.filter((o) => inErrorShape(o.text));
    const accepted = outcomes.filter((o) => o.status < 400);
    const share = clientErrors.length === 0 ? 100 : (100 * shaped.length) / clientErrors.length;
    console.log(
      `bad input: ${outcomes.length} requests to ${endpoints} JSON endpoints (seed ${SEED}, ${RUNS_PER_ENDPOINT} each); ` +
        `${clientErrors.length} answered 4xx, ${shaped.length} of them (${share.toFixed(1)}%) with { error: { code, message } }; ` +
        `${accepted.length} accepted (2xx/3xx); ${unconfigured.length} valid bodies answered 503 for a service not configured here ` +
        `(${NOT_CONFIGURED.join(', ')}); ${errors.length} other 5xx`,
    );
    const show = (o: Outcome) => `${o.status} ${o.key} ← ${o.body.slice(0, 200)} → ${o.text.slice(0, 200)}`;
    expect(errors.map(show)).toEqual([]);
    expect(clientErrors.filter((o) => !inErrorShape(o.text)).map(show)).toEqual([]);
    // Every endpoint refused at least one body: the generator reached each validator.
    const refusedBy = new Set(clientErrors.map((o) => o.key));
    expect(
      targets()
        .filter((t) => !refusedBy.has(t.key))
        .map((t) => t.key),
    ).toEqual([]);
  });
});

describe('what the generated bodies found', () => {
  it('a profile change with a name that is not a short string is a 400, not a 500, and changes nothing', async () => {
    const user = await signUp();
    const post = (body: unknown) =>
      SELF.fetch(`${ORIGIN}/api/auth/update-user`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'cf-connecting-ip': clientIp(), 'content-type': 'application/json', cookie: user.cookie },
        body: JSON.stringify(body),
      });
    const refused = await Promise.all([{ name: null }, { name: ['a', []] }, { name: 'n'.repeat(101) }, 'a name'].map(post));
    for (const response of refused) {
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
    const named = async () =>
      (await env.DB.prepare('SELECT name FROM user WHERE email = ?').bind(user.email).first<{ name: string }>())?.name;
    expect(await named()).toBe(user.email.split('@')[0]);
    // A proper change still goes through to better-auth.
    expect((await post({ name: 'Ana Silva' })).status).toBe(200);
    expect(await named()).toBe('Ana Silva');
  });
});
