/**
 * Calls to our API from the browser: JSON in and out, the session cookie sent automatically
 * (same origin). A non-2xx answer becomes an ApiFailure with the server's stable code and message.
 */
export class ApiFailure extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.code = code;
  }
}

export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // Our routes answer { error: { code, message } }; better-auth's answer { code, message }.
    const body = (data ?? {}) as { error?: { code?: string; message?: string }; code?: string; message?: string };
    const code = body.error?.code ?? body.code ?? `HTTP_${response.status}`;
    const message = body.error?.message ?? body.message ?? response.statusText;
    throw new ApiFailure(response.status, code, message);
  }
  return data as T;
}
