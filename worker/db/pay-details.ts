/** A case's pay details for the schedule of loss, one row a case, every statement owner-scoped. */
import { and, eq } from 'drizzle-orm';
import type { PayDetails } from '../../src/domain/pay-details';
import { caseOwnedBy, fromExcluded, insertSelectWhere, sameOwner } from './capped-insert';
import type { Database } from './client';
import { readOfOwnedCase } from './ownership';
import { casePayDetails } from './schema';

/** The case's stored details, or undefined; the caller has checked the case is the user's. */
export async function readPayDetails(db: Database, userId: string, caseId: string) {
  const [row] = await db
    .select()
    .from(casePayDetails)
    .where(and(eq(casePayDetails.caseId, caseId), eq(casePayDetails.userId, userId)))
    .limit(1);
  return row;
}

/** The stored fields of the pay details, under the names PayDetails uses. */
const payFields = {
  dateOfBirth: casePayDetails.dateOfBirth,
  employmentStart: casePayDetails.employmentStart,
  weeklyGrossPence: casePayDetails.weeklyGrossPence,
  weeklyNetPence: casePayDetails.weeklyNetPence,
  weeklyPensionPence: casePayDetails.weeklyPensionPence,
  newJobStart: casePayDetails.newJobStart,
  newWeeklyNetPence: casePayDetails.newWeeklyNetPence,
  futureLossWeeks: casePayDetails.futureLossWeeks,
  noticePayReceivedPence: casePayDetails.noticePayReceivedPence,
  otherPaymentsReceivedPence: casePayDetails.otherPaymentsReceivedPence,
};

/**
 * Inserts or replaces the whole object, only when the case is this user's; the conflict update
 * also checks the owner, so a row can never move to another user. Undefined: not the user's case.
 * One statement (INSERT … SELECT … WHERE EXISTS, ON CONFLICT … WHERE), so the owner check and the
 * write cannot be split.
 */
export async function savePayDetails(
  db: Database,
  owner: { userId: string; caseId: string },
  input: PayDetails,
  now: string,
): Promise<PayDetails | undefined> {
  const [row] = await insertSelectWhere(db, casePayDetails, { ...input, ...owner, updatedAt: now }, [
    caseOwnedBy(owner.caseId, owner.userId),
  ])
    .onConflictDoUpdate({
      target: casePayDetails.caseId,
      set: fromExcluded(casePayDetails, [...(Object.keys(payFields) as (keyof typeof payFields)[]), 'updatedAt']),
      setWhere: sameOwner(casePayDetails),
    })
    .returning(payFields);
  return row;
}

/** The case's pay details (row undefined when none yet), or undefined when the case is not the user's (a 404). */
export function ownPayDetails(db: Database, userId: string, caseId: string) {
  return readOfOwnedCase(db, { userId, caseId }, async () => ({ row: await readPayDetails(db, userId, caseId) }));
}
