/**
 * Storage faults for the Worker tests: thin wrappers of the real D1 and R2 bindings
 * that fail where a test says and pass everything else through, and a request to the whole app
 * with those bindings in place of the real ones. No module is mocked: the routes, middleware,
 * drizzle and the bindings under the wrappers are the real ones.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../worker/index';
import { clientIp, ORIGIN, type TestUser } from './_factories';

/** One of the transient failures Cloudflare documents for D1 ("retry the operation"). */
export const d1Outage = () => new Error('D1_ERROR: Network connection lost.');

/** What R2 throws when it fails (a plain Error; 10001 is R2's internal error). */
export function r2Outage(action: string): Error {
  return new Error(`${action}: We encountered an internal error. Please try again. (10001)`);
}

/** A statement whose execution fails (its bind() answers another such statement). */
function failingStatement(statement: D1PreparedStatement, error: () => Error): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, property) {
      if (property === 'bind') return (...values: unknown[]) => failingStatement(target.bind(...values), error);
      if (property === 'first' || property === 'run' || property === 'all' || property === 'raw')
        return () => Promise.reject(error());
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export interface D1Faults {
  /** Statements whose SQL matches fail when executed, the first `times` of them (every one by default). */
  statement?: { matches: (sql: string) => boolean; times?: number };
  /** Batches fail, the first `times` of them. */
  batch?: { times?: number };
  error?: () => Error;
}

/** The real D1, failing where `faults` says; `failures()` counts what was made to fail. */
export function faultyD1(faults: D1Faults): D1Database & { failures(): number } {
  const error = faults.error ?? d1Outage;
  let statementFailures = 0;
  let batchFailures = 0;
  const db = env.DB;
  return new Proxy(db, {
    get(target, property) {
      if (property === 'failures') return () => statementFailures + batchFailures;
      if (property === 'prepare' && faults.statement) {
        const { matches, times = Number.POSITIVE_INFINITY } = faults.statement;
        return (query: string) => {
          if (!matches(query) || statementFailures >= times) return target.prepare(query);
          statementFailures += 1;
          return failingStatement(target.prepare(query), error);
        };
      }
      if (property === 'batch' && faults.batch) {
        const { times = Number.POSITIVE_INFINITY } = faults.batch;
        return (statements: D1PreparedStatement[]) => {
          if (batchFailures >= times) return target.batch(statements);
          batchFailures += 1;
          return Promise.reject(error());
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as D1Database & { failures(): number };
}

/** The real D1, keeping the SQL of every statement prepared through it, in order (what a request asks of D1). */
export function recordingD1(): { db: D1Database; statements: string[] } {
  const statements: string[] = [];
  const db = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'prepare')
        return (query: string) => {
          statements.push(query);
          return target.prepare(query);
        };
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db, statements };
}

/** The real bucket, except that put fails with an R2Error. */
export function bucketWhosePutFails(): R2Bucket {
  return new Proxy(env.FILES, {
    get(target, property) {
      if (property === 'put') return () => Promise.reject(r2Outage('put'));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A request to the whole app as a signed-in user, with some bindings replaced. */
export async function apiWith(
  bindings: Partial<Pick<Env, 'DB' | 'FILES'>>,
  path: string,
  user: TestUser,
  init: { method?: string; body?: unknown; raw?: { body: BodyInit; contentType: string } } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN, 'cf-connecting-ip': clientIp(), cookie: user.cookie };
  let body: BodyInit | undefined;
  if (init.raw) {
    headers['content-type'] = init.raw.contentType;
    body = init.raw.body;
  } else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}/api${path}`, { method: init.method ?? 'GET', headers, ...(body !== undefined ? { body } : {}) }),
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}
