import { hc } from 'hono/client';
import type { AppType } from '../../.types/worker/index';
import { type FailureCode, failureCodeOf } from '../domain/error-codes';

/** A field at fault and the message key (src/i18n) that says why, as the API names them on a 400. */
export interface ApiIssue {
  /** The request's field; '' for the body as a whole. */
  field: string;
  key: string;
}

/**
 * Calls to our API from the browser: JSON in and out, the session cookie sent automatically
 * (same origin). A non-2xx answer becomes an ApiFailure with the server's stable code and message,
 * and, for input at fault, every field's issue (islands/forms/issue-errors.ts shows them).
 */
export class ApiFailure extends Error {
  readonly status: number;
  /** Compared with ErrorCode's (or ClientFailureCode's) constants: never with a string. */
  readonly code: FailureCode;
  /** The code as the answer gave it: better-auth's own codes (islands/auth/auth-errors.ts reads them). */
  readonly serverCode: string;
  readonly issues: readonly ApiIssue[];
  /**
   * `message` is the server's English, for logs only: a screen says a failure in its reader's
   * language, chosen by the code or the issues' message keys.
   */
  constructor(status: number, code: string, message: string, issues: readonly ApiIssue[] = []) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.code = failureCodeOf(code);
    this.serverCode = code;
    this.issues = issues;
  }
}

/** better-auth's endpoints (one catch-all route, so untyped by AppType) and raw paths. */
export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw failureFrom(response, data);
  return data as T;
}

const isIssue = (value: unknown): value is ApiIssue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiIssue).field === 'string' &&
  typeof (value as ApiIssue).key === 'string';

/**
 * The API answers { error: { code, message, issues? } }; a bare { code, message } (better-auth
 * untouched) is read too. Every call, the typed client's, raw paths' and the bundle upload's, reads
 * a failure here.
 */
export function failureFrom(response: { status: number; statusText: string }, data: unknown): ApiFailure {
  const body = (data ?? {}) as { error?: { code?: string; message?: string; issues?: unknown }; code?: string; message?: string };
  const code = body.error?.code ?? body.code ?? `HTTP_${response.status}`;
  const message = body.error?.message ?? body.message ?? response.statusText;
  const issues = Array.isArray(body.error?.issues) ? body.error.issues.filter(isIssue) : [];
  return new ApiFailure(response.status, code, message, issues);
}

/**
 * The typed client: paths, inputs and response bodies come from the Worker's routes (`AppType`,
 * read from the declarations `npm run types:api` writes), so no response type is copied here.
 */
export const client = hc<AppType>('/');

/**
 * Awaits a typed client call: its body when 2xx (nothing for 204), or an ApiFailure with the
 * server's stable code and message, as apiRequest does.
 */
export async function call<T>(
  request: Promise<{ ok: boolean; status: number; statusText: string; json(): Promise<T> }>,
): Promise<T> {
  const response = await request;
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw failureFrom(response, data);
  return data as T;
}
