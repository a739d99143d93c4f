/**
 * Free-tier counters in D1: ET1 drafts and research runs for
 * users without the paid feature, and support queries for those with it. A use is counted by ONE
 * conditional upsert that also checks the limit, so twenty parallel requests from a free user get
 * exactly two drafts: D1 runs each statement alone, and the WHERE on the conflict branch sees the
 * count the previous statement left. A count whose reset date has passed starts again from 1.
 */
import { nextResetDate, type UsageFeature, type UsageSummary, usageLimits, usageSummary } from '../../src/domain/usage';

interface UsageRow {
  usage_count: number;
  reset_date: string;
}

/**
 * Counts one use if the limit allows it; answers the summary after counting, or null when the
 * limit was already reached (nothing is written then).
 */
export async function consumeUsage(
  db: D1Database,
  userId: string,
  feature: UsageFeature,
  today: string,
): Promise<UsageSummary | null> {
  const limit = usageLimits[feature];
  const row = await db
    .prepare(
      `INSERT INTO user_usage (user_id, feature_type, usage_count, reset_date) VALUES (?1, ?2, 1, ?3)
       ON CONFLICT (user_id, feature_type) DO UPDATE SET
         usage_count = CASE WHEN user_usage.reset_date <= ?4 THEN 1 ELSE user_usage.usage_count + 1 END,
         reset_date = CASE WHEN user_usage.reset_date <= ?4 THEN excluded.reset_date ELSE user_usage.reset_date END
       WHERE user_usage.reset_date <= ?4 OR user_usage.usage_count < ?5
       RETURNING usage_count, reset_date`,
    )
    .bind(userId, feature, nextResetDate(today), today, limit)
    .first<UsageRow>();
  if (!row) return null;
  return usageSummary(feature, { usageCount: row.usage_count, resetDate: row.reset_date }, today);
}

/**
 * Gives back a use counted for work that then failed (the draft could not be stored), so a
 * claimant never loses an allowance to our error. Never below zero, and only within the period.
 */
export async function refundUsage(db: D1Database, userId: string, feature: UsageFeature, today: string): Promise<void> {
  await db
    .prepare(
      `UPDATE user_usage SET usage_count = usage_count - 1
        WHERE user_id = ?1 AND feature_type = ?2 AND usage_count > 0 AND reset_date > ?3`,
    )
    .bind(userId, feature, today)
    .run();
}

/** The counts as they stand today, for the usage banners. */
export async function readUsage(db: D1Database, userId: string, feature: UsageFeature, today: string): Promise<UsageSummary> {
  const row = await db
    .prepare('SELECT usage_count, reset_date FROM user_usage WHERE user_id = ?1 AND feature_type = ?2')
    .bind(userId, feature)
    .first<UsageRow>();
  return usageSummary(feature, row ? { usageCount: row.usage_count, resetDate: row.reset_date } : null, today);
}
