/**
 * The free-tier counters of services/usage.ts (user_usage). A use is counted by ONE conditional
 * upsert that also checks the limit (`ON CONFLICT … DO UPDATE … WHERE`), so parallel uses cannot
 * pass it together; the refund is one conditional UPDATE.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from './client';
import { userUsage } from './schema';

/** A counter as stored. */
export interface UsageRow {
  usage_count: number;
  reset_date: string;
}

const stored = { usage_count: userUsage.usageCount, reset_date: userUsage.resetDate };

/**
 * Counts one use unless `limit` is reached within a period that has not reset by `today`; a count
 * whose reset date has passed starts again from 1 with `nextReset`. Null when nothing was written.
 */
export async function countUsage(
  db: Database,
  use: { userId: string; feature: string; nextReset: string; today: string; limit: number },
): Promise<UsageRow | null> {
  const passed = sql`${userUsage.resetDate} <= ${use.today}`;
  const [row] = await db
    .insert(userUsage)
    .values({ userId: use.userId, featureType: use.feature, usageCount: 1, resetDate: use.nextReset })
    .onConflictDoUpdate({
      target: [userUsage.userId, userUsage.featureType],
      set: {
        usageCount: sql`CASE WHEN ${passed} THEN 1 ELSE ${userUsage.usageCount} + 1 END`,
        resetDate: sql`CASE WHEN ${passed} THEN excluded.reset_date ELSE ${userUsage.resetDate} END`,
      },
      setWhere: sql`${passed} OR ${userUsage.usageCount} < ${use.limit}`,
    })
    .returning(stored);
  return row ?? null;
}

/** Takes back one use within the period still running on `today`; never below zero (one conditional statement). */
export async function uncountUsage(db: Database, userId: string, feature: string, today: string): Promise<void> {
  await db
    .update(userUsage)
    .set({ usageCount: sql`${userUsage.usageCount} - 1` })
    .where(
      and(
        eq(userUsage.userId, userId),
        eq(userUsage.featureType, feature),
        gt(userUsage.usageCount, 0),
        gt(userUsage.resetDate, today),
      ),
    );
}

/** The user's counter for a feature, or null when none was ever counted. */
export async function usageRow(db: Database, userId: string, feature: string): Promise<UsageRow | null> {
  const [row] = await db
    .select(stored)
    .from(userUsage)
    .where(and(eq(userUsage.userId, userId), eq(userUsage.featureType, feature)));
  return row ?? null;
}
