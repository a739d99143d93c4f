/**
 * A case's calendar subscription feed, one row a case: only the token's SHA-256 is stored. Every
 * statement filters on the owner; the public feed's read checks the owner still owns the case.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from './client';
import { ownsCase, readOfOwnedCase } from './ownership';
import { calendarFeeds, cases } from './schema';

/** When the user's case's feed was made, or undefined when it has none. */
export async function feedOf(db: Database, userId: string, caseId: string): Promise<{ createdAt: string } | undefined> {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.caseId, caseId), eq(calendarFeeds.userId, userId)));
  return feed;
}

/** Makes the case's feed, replacing the old token's hash (so the old address is a 404); the caller has checked the case. */
export async function replaceFeed(
  db: Database,
  owner: { userId: string; caseId: string },
  tokenHash: string,
  now: string,
): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ ...owner, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.caseId, set: { tokenHash, createdAt: now } });
}

/** Stops the user's case's feed; false when there was none to stop. */
export async function deleteFeed(db: Database, userId: string, caseId: string): Promise<boolean> {
  const deleted = await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.caseId, caseId), eq(calendarFeeds.userId, userId)))
    .returning({ caseId: calendarFeeds.caseId });
  return deleted.length > 0;
}

/** The case a feed token's hash opens, when its owner still owns the case (both in one statement). */
export async function caseOfFeed(db: Database, tokenHash: string): Promise<typeof cases.$inferSelect | undefined> {
  const [found] = await db
    .select({ record: cases })
    .from(calendarFeeds)
    .innerJoin(cases, and(eq(cases.id, calendarFeeds.caseId), eq(cases.userId, calendarFeeds.userId)))
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .limit(1);
  return found?.record;
}

/** The case's feed (undefined when none), or undefined at the top when the case is not the user's (a 404). */
export function ownFeed(db: Database, userId: string, caseId: string) {
  return readOfOwnedCase(db, { userId, caseId }, async () => ({ feed: await feedOf(db, userId, caseId) }));
}

/**
 * Stops the case's feed. The delete is owner-scoped; only when it removed nothing is the case looked
 * up: false when it is not the user's (a 404), true when it simply had no feed.
 */
export async function stopFeed(db: Database, userId: string, caseId: string): Promise<boolean> {
  return (await deleteFeed(db, userId, caseId)) || ownsCase(db, userId, caseId);
}
