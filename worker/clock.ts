/**
 * "Today" for the Worker's date rules (deadlines, tasks, hearing-date checks, usage months): the day
 * in Europe/London. A Worker that is not production may be pinned to a day with FIXED_TODAY
 * (yyyy-mm-dd, e.g. the browser tests' server), so the dates it computes are the same whatever day
 * the tests run; production ignores it. Timestamps (created_at, sessions, tokens) always use the
 * real clock, and so do the scheduled jobs (they are given their run's instant).
 */
import type { MiddlewareHandler } from 'hono';
import { type IsoDate, todayInLondon } from '../src/domain/calendar';

let pinned: IsoDate | null = null;

interface ClockEnv {
  ENVIRONMENT?: string;
  FIXED_TODAY?: string;
}

/** Reads FIXED_TODAY from the environment (every request carries the same environment). */
export function pinToday(env: ClockEnv): void {
  const local = env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test';
  pinned = local && env.FIXED_TODAY && /^\d{4}-\d{2}-\d{2}$/.test(env.FIXED_TODAY) ? env.FIXED_TODAY : null;
}

/** Today in London, or the pinned day outside production. */
export function workerToday(): IsoDate {
  return pinned ?? todayInLondon();
}

export const clockFromEnv: MiddlewareHandler<{ Bindings: ClockEnv }> = async (c, next) => {
  pinToday(c.env);
  await next();
};
