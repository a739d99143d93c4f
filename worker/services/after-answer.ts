/**
 * Work that runs after the answer has gone (the request's `waitUntil`), for better-auth's
 * `advanced.backgroundTasks` option. The better-auth instance outlives a request (worker/auth.ts,
 * `authFor`), so the request's `waitUntil` is handed over per call, through AsyncLocalStorage.
 *
 * Why: e-mail is sent only for a registered address (a reset link) or only for a new one (a
 * confirmation), so awaiting the mail service inside the request made a registered address
 * answer slower (reset) or faster (sign-up) than an unknown one. After the answer, both paths
 * answer after the same work.
 */
// workerd provides node:async_hooks (the nodejs_compat flag); its types are Node's own. They used to
// reach the Worker's compilation only through Stripe's library's typings, which the Worker no longer imports.
/// <reference types="node" />
import { AsyncLocalStorage } from 'node:async_hooks';

type WaitUntil = (promise: Promise<unknown>) => void;

const current = new AsyncLocalStorage<WaitUntil>();

/** Runs `fn` with `waitUntil` as the place to hand background work to. */
export function withWaitUntil<T>(waitUntil: WaitUntil | undefined, fn: () => T): T {
  return waitUntil ? current.run(waitUntil, fn) : fn();
}

/** better-auth's backgroundTasks handler: the request's waitUntil, or (no request) left to finish. */
export function runAfterAnswer(promise: Promise<unknown>): void {
  const waitUntil = current.getStore();
  if (waitUntil) waitUntil(promise);
  else void promise.catch(() => undefined);
}
