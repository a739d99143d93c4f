/**
 * A claimant's cases: listed, created within the per-account cap and deleted, each statement
 * filtering on the owner. Reading one case is db/ownership.ts; saving one is db/case-writes.ts.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CaseField } from '../../src/domain/case-record';
import type { CaseDates } from '../../src/domain/tasks/computed';
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

/**
 * The user's case's dates its tasks are computed from, or null. Raw SQL: it reads through the
 * request's D1 binding that the task sync is handed, with the fields under the names CaseDates uses.
 */
export function caseDatesOf(d1: D1Database, ids: { caseId: string; userId: string }) {
  return d1
    .prepare(
      `SELECT id, user_id AS userId, claim_type AS claimType, dismissal_date AS dismissalDate, acas_start_date AS acasStartDate,
         acas_end_date AS acasEndDate, et1_filed_date AS et1FiledDate, hearing_date AS hearingDate
       FROM cases WHERE id = ?1 AND user_id = ?2`,
    )
    .bind(ids.caseId, ids.userId)
    .first<CaseDates & { id: string; userId: string }>();
}
