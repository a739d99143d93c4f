/**
 * Free-tier counters in D1: ET1 drafts and research runs for
 * users without the paid feature, and support queries for those with it. A use is counted by ONE
 * conditional upsert that also checks the limit, so twenty parallel requests from a free user get
 * exactly two drafts: D1 runs each statement alone, and the WHERE on the conflict branch sees the
 * count the previous statement left. A count whose reset date has passed starts again from 1.
 */
import { nextResetDate, type UsageFeature, type UsageSummary, usageLimits, usageSummary } from '../../src/domain/usage';
import type { Database } from '../db/client';
import { countUsage, uncountUsage, usageRow } from '../db/usage';

/**
 * Counts one use if the limit allows it; answers the summary after counting, or null when the
 * limit was already reached (nothing is written then).
 */
export async function consumeUsage(
  db: Database,
  userId: string,
  feature: UsageFeature,
  today: string,
): Promise<UsageSummary | null> {
  const limit = usageLimits[feature];
  const row = await countUsage(db, { userId, feature, nextReset: nextResetDate(today), today, limit });
  if (!row) return null;
  return usageSummary(feature, { usageCount: row.usage_count, resetDate: row.reset_date }, today);
}

/**
 * Gives back a use counted for work that then failed (the draft could not be stored), so a
 * claimant never loses an allowance to our error. Never below zero, and only within the period.
 */
export async function refundUsage(db: Database, userId: string, feature: UsageFeature, today: string): Promise<void> {
  await uncountUsage(db, userId, feature, today);
}

/** The counts as they stand today, for the usage banners. */
export async function readUsage(db: Database, userId: string, feature: UsageFeature, today: string): Promise<UsageSummary> {
  const row = await usageRow(db, userId, feature);
  return usageSummary(feature, row ? { usageCount: row.usage_count, resetDate: row.reset_date } : null, today);
}

/**
 * One use counted against the month's allowance, in one conditional upsert so parallel requests
 * cannot pass the limit; when the limit is reached, the usage as it stands (for its reset date).
 */
export async function countOneUse(
  db: Database,
  userId: string,
  feature: UsageFeature,
  today: string,
): Promise<{ usage: UsageSummary; refused?: undefined } | { usage: UsageSummary; refused: 'limitReached' }> {
  const usage = await consumeUsage(db, userId, feature, today);
  if (usage) return { usage };
  return { usage: await readUsage(db, userId, feature, today), refused: 'limitReached' };
}
