/**
 * The fixed-window counters of services/rate-limit.ts (rate_limits). Raw SQL: the count is one
 * conditional upsert (`ON CONFLICT … CASE … RETURNING`) so concurrent requests cannot both slip
 * under a limit; drizzle's builder cannot say it as one statement.
 */

/** Counts one request under `key` in the window starting `windowStart`; answers the count now held. */
export async function countRateHit(db: D1Database, key: string, windowStart: number): Promise<number | undefined> {
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
         window_start = excluded.window_start
       RETURNING count`,
    )
    .bind(key, windowStart)
    .first<{ count: number }>();
  return row?.count;
}

/** Takes back one count of `key` in the window starting `windowStart`; never below zero (one conditional statement). */
export async function refundRateHit(db: D1Database, key: string, windowStart: number): Promise<void> {
  await db
    .prepare('UPDATE rate_limits SET count = count - 1 WHERE key = ?1 AND window_start = ?2 AND count > 0')
    .bind(key, windowStart)
    .run();
}

/** Drops counters whose window started before `before` (epoch seconds). */
export async function deleteRateLimitsBefore(db: D1Database, before: number): Promise<void> {
  await db.prepare('DELETE FROM rate_limits WHERE window_start < ?1').bind(before).run();
}
