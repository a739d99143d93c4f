/** Typed helpers for the API tests: accounts, sessions and requests as a signed-in user. */
import { SELF } from 'cloudflare:test';

export const ORIGIN = 'https://tribunal.example';
/**
 * A distinct client address per call (random in 10.0.0.0/8: the counters live in D1, shared by
 * every test file, on the same fixed clock), so the rate limiters only see what a test means them to.
 */
export function clientIp(): string {
  const [a, b, c] = crypto.getRandomValues(new Uint8Array(3));
  return `10.${a}.${b}.${c}`;
}

export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

export async function authPost(path: string, body: unknown, ip = clientIp(), cookie?: string): Promise<Response> {
  return SELF.fetch(`${ORIGIN}/api/auth${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'cf-connecting-ip': ip,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

export interface TestUser {
  email: string;
  password: string;
  cookie: string;
}

let userCounter = 0;
export async function signUp(overrides: Partial<{ email: string; password: string }> = {}): Promise<TestUser> {
  userCounter += 1;
  const email = overrides.email ?? `claimant${userCounter}-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const password = overrides.password ?? 'correct horse battery';
  const response = await authPost('/sign-up/email', { email, password, name: email.split('@')[0] });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const signIn = await authPost('/sign-in/email', { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return { email, password, cookie: cookieHeader(signIn) };
}

export function api(
  path: string,
  user: TestUser | null,
  init: { method?: string; body?: unknown; rawBody?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN, 'cf-connecting-ip': clientIp() };
  if (user) headers.cookie = user.cookie;
  if (init.body !== undefined || init.rawBody !== undefined) headers['content-type'] = 'application/json';
  return SELF.fetch(`${ORIGIN}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.rawBody !== undefined ? { body: init.rawBody } : init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
}

export const validCase = { claimantName: 'Ana Silva', employerName: 'Acme Logistics Ltd', dismissalDate: '2026-09-30' };
