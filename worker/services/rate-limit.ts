/**
 * Fixed-window rate limits in D1. One atomic upsert counts the request and returns the
 * count, so concurrent requests cannot both slip under a limit. Subjects (an e-mail, an address)
 * are stored only as SHA-256 digests: the table never holds who asked.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/client';
import { countRateHit, deleteRateLimitsBefore, refundRateHit } from '../db/rate-limits';
import { sha256Hex } from './sha256';

export interface RateRule {
  /** Stable name, part of the key. */
  name: string;
  max: number;
  windowSeconds: number;
}

export interface RateVerdict {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
  /** Requests counted for the subject in this window, this one included. */
  count: number;
}

async function keyOf(rule: RateRule, subject: string): Promise<string> {
  return `${rule.name}:${await sha256Hex(subject.toLowerCase())}`;
}

/** Counts one request for `subject` under `rule` and says whether it is within the limit. */
export async function hit(db: Database, rule: RateRule, subject: string, nowMs = Date.now()): Promise<RateVerdict> {
  const now = Math.floor(nowMs / 1000);
  const windowStart = now - (now % rule.windowSeconds);
  const key = await keyOf(rule, subject);
  const count = (await countRateHit(db, key, windowStart)) ?? 1;
  return { allowed: count <= rule.max, retryAfter: windowStart + rule.windowSeconds - now, count };
}

/**
 * Takes back one count of `subject` under `rule` in the current window (a request that turned out
 * not to be what the rule counts, such as a sign-in that succeeded). Never below zero.
 */
export async function refund(db: Database, rule: RateRule, subject: string, nowMs = Date.now()): Promise<void> {
  const now = Math.floor(nowMs / 1000);
  const windowStart = now - (now % rule.windowSeconds);
  await refundRateHit(db, await keyOf(rule, subject), windowStart);
}

/** Drops counters whose window ended over a day ago (the daily Cron Trigger). */
export async function pruneRateLimits(db: Database, nowMs = Date.now()): Promise<void> {
  await deleteRateLimitsBefore(db, Math.floor(nowMs / 1000) - 86_400);
}

/**
 * Whether CF-Connecting-IP names the client: only on Cloudflare, where the edge sets it and a client
 * cannot forge it — ENVIRONMENT production or test (the Worker tests run as Cloudflare would). Any
 * other value (development under `npm start`, a misspelt or unset one) is treated as a server anyone
 * can send the header to.
 */
export function trustsClientAddressHeader(environment: string | undefined): boolean {
  return environment === 'production' || environment === 'test';
}

/** The client's address for per-address limits; where the header is not trusted, every request is one client. */
export function clientAddress(c: Context<AppEnv>): string {
  if (!trustsClientAddressHeader(c.env.ENVIRONMENT)) return 'local';
  return c.req.header('cf-connecting-ip') ?? 'unknown';
}
