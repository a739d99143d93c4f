/**
 * A claimant's cases: listed, created within the per-account cap and deleted, each statement
 * filtering on the owner. Reading one case is db/ownership.ts; saving one is db/case-writes.ts.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CaseField } from '../../src/domain/case-record';
import { insertWithinUserCap } from './capped-insert';
import { caseEventRows } from './case-events';
import type { Database } from './client';
import { readComplaintChoice } from './complaints';
import { cases } from './schema';

export type CaseRow = typeof cases.$inferSelect;
type NewCase = Pick<typeof cases.$inferInsert, CaseField | 'id' | 'userId' | 'notes' | 'createdAt' | 'updatedAt'>;

/** The user's cases, newest first. */
export function listCases(db: Database, userId: string): Promise<CaseRow[]> {
  return (
    db
      .select()
      .from(cases)
      .where(eq(cases.userId, userId))
      // Insertion order (rowid) breaks a tie of two cases created in the same millisecond.
      .orderBy(desc(cases.createdAt), sql`rowid DESC`)
  );
}

/**
 * What the tracker's deadline card needs of the user's newest case beside the list: its dated events
 * (by date) and the complaints chosen (stored JSON, or undefined). Both statements filter on the
 * owner, so another user's rows never come, even for their case's id.
 */
export async function newestCaseDetails(db: Database, userId: string, caseId: string) {
  const [events, complaints] = await Promise.all([caseEventRows(db, userId, caseId), readComplaintChoice(db, userId, caseId)]);
  return { events, complaints };
}

/**
 * The user's cases, newest first, with the newest one's dated events and chosen complaints (the
 * tracker's deadline card names no date before it has both); null details when they have no case.
 */
export async function listCasesWithNewest(db: Database, userId: string) {
  const rows = await listCases(db, userId);
  const first = rows[0];
  const newest = first ? { caseId: first.id, ...(await newestCaseDetails(db, userId, first.id)) } : null;
  return { rows, newest };
}

/**
 * A new case, written only while its owner has fewer than `maxCases` (MAX_CASES_PER_USER in
 * src/domain/plans.ts), counted inside the INSERT so parallel creations cannot pass the cap
 * together. Undefined when the owner is at the cap.
 */
export function insertCaseWithinCap(db: Database, row: NewCase, maxCases: number): Promise<CaseRow | undefined> {
  return insertWithinUserCap(db, cases, row, maxCases);
}

/** Deletes the user's case (its rows go with it, by foreign key); false when they have no such case. */
export async function deleteCase(db: Database, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .delete(cases)
    .where(and(eq(cases.id, id), eq(cases.userId, userId)))
    .returning({ id: cases.id });
  return row !== undefined;
}

/** The user's case's dates its tasks are computed from, or undefined. */
export async function caseDatesOf(db: Database, ids: { caseId: string; userId: string }) {
  const [row] = await db
    .select({
      id: cases.id,
      userId: cases.userId,
      claimType: cases.claimType,
      dismissalDate: cases.dismissalDate,
      acasStartDate: cases.acasStartDate,
      acasEndDate: cases.acasEndDate,
      et1FiledDate: cases.et1FiledDate,
      hearingDate: cases.hearingDate,
    })
    .from(cases)
    .where(and(eq(cases.id, ids.caseId), eq(cases.userId, ids.userId)));
  return row;
}
