/**
 * The fixed-window counters of services/rate-limit.ts (rate_limits). The count is one conditional
 * upsert (`ON CONFLICT … CASE … RETURNING`) so concurrent requests cannot both slip under a limit.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from './client';
import { rateLimits } from './schema';

/** Counts one request under `key` in the window starting `windowStart`; answers the count now held. */
export async function countRateHit(db: Database, key: string, windowStart: number): Promise<number | undefined> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: sql.raw('excluded.window_start'),
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count;
}

/** Takes back one count of `key` in the window starting `windowStart`; never below zero (one conditional statement). */
export async function refundRateHit(db: Database, key: string, windowStart: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart), gt(rateLimits.count, 0)));
}

/** Drops counters whose window started before `before` (epoch seconds). */
export async function deleteRateLimitsBefore(db: Database, before: number): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
