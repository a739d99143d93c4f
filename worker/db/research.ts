/** A case's stored research analyses: every statement filters on the owner. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { researchAnalyses } from './schema';

export type ResearchRow = typeof researchAnalyses.$inferSelect;

/** Keeps an analysis of a case the caller has checked is the user's. */
export async function insertAnalysis(db: Database, row: typeof researchAnalyses.$inferInsert): Promise<ResearchRow | undefined> {
  const [stored] = await db.insert(researchAnalyses).values(row).returning();
  return stored;
}

/** The user's analyses of one case, newest first. */
export function caseAnalyses(db: Database, userId: string, caseId: string): Promise<ResearchRow[]> {
  return (
    db
      .select()
      .from(researchAnalyses)
      .where(and(eq(researchAnalyses.caseId, caseId), eq(researchAnalyses.userId, userId)))
      // Two analyses in the same millisecond: the later insert first.
      .orderBy(desc(researchAnalyses.createdAt), desc(sql`rowid`))
  );
}

/** Deletes the user's analysis; false when they have no such analysis. */
export async function deleteAnalysis(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(researchAnalyses)
    .where(and(eq(researchAnalyses.id, id), eq(researchAnalyses.userId, userId)))
    .returning({ id: researchAnalyses.id });
  return deleted.length > 0;
}
