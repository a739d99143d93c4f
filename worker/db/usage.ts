/**
 * The free-tier counters of services/usage.ts (user_usage). Raw SQL: a use is counted by ONE
 * conditional upsert that also checks the limit (`ON CONFLICT … DO UPDATE … WHERE`), which drizzle's
 * builder cannot say as one statement; the refund and the read stay beside it in the same form.
 */

/** A counter as stored. */
export interface UsageRow {
  usage_count: number;
  reset_date: string;
}

/**
 * Counts one use unless `limit` is reached within a period that has not reset by `today`; a count
 * whose reset date has passed starts again from 1 with `nextReset`. Null when nothing was written.
 */
export async function countUsage(
  db: D1Database,
  use: { userId: string; feature: string; nextReset: string; today: string; limit: number },
): Promise<UsageRow | null> {
  return db
    .prepare(
      `INSERT INTO user_usage (user_id, feature_type, usage_count, reset_date) VALUES (?1, ?2, 1, ?3)
       ON CONFLICT (user_id, feature_type) DO UPDATE SET
         usage_count = CASE WHEN user_usage.reset_date <= ?4 THEN 1 ELSE user_usage.usage_count + 1 END,
         reset_date = CASE WHEN user_usage.reset_date <= ?4 THEN excluded.reset_date ELSE user_usage.reset_date END
       WHERE user_usage.reset_date <= ?4 OR user_usage.usage_count < ?5
       RETURNING usage_count, reset_date`,
    )
    .bind(use.userId, use.feature, use.nextReset, use.today, use.limit)
    .first<UsageRow>();
}

/** Takes back one use within the period still running on `today`; never below zero (one conditional statement). */
export async function uncountUsage(db: D1Database, userId: string, feature: string, today: string): Promise<void> {
  await db
    .prepare(
      `UPDATE user_usage SET usage_count = usage_count - 1
        WHERE user_id = ?1 AND feature_type = ?2 AND usage_count > 0 AND reset_date > ?3`,
    )
    .bind(userId, feature, today)
    .run();
}

/** The user's counter for a feature, or null when none was ever counted. */
export async function usageRow(db: D1Database, userId: string, feature: string): Promise<UsageRow | null> {
  return db
    .prepare('SELECT usage_count, reset_date FROM user_usage WHERE user_id = ?1 AND feature_type = ?2')
    .bind(userId, feature)
    .first<UsageRow>();
}
