/** A case's pay details for the schedule of loss, one row a case, every statement owner-scoped. */
import { and, eq } from 'drizzle-orm';
import type { PayDetails } from '../../src/domain/pay-details';
import type { Database } from './client';
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

/**
 * Inserts or replaces the whole object, only when the case is this user's; the conflict update
 * also checks the owner, so a row can never move to another user. Undefined: not the user's case.
 * Raw SQL: a conditional upsert (INSERT … SELECT … WHERE EXISTS, ON CONFLICT … WHERE), kept as
 * one statement so the owner check and the write cannot be split.
 */
export function savePayDetails(
  d1: D1Database,
  owner: { userId: string; caseId: string },
  input: PayDetails,
  now: string,
): Promise<PayDetails | null> {
  return d1
    .prepare(
      `INSERT INTO case_pay_details (case_id, user_id, date_of_birth, employment_start, weekly_gross_pence,
         weekly_net_pence, weekly_pension_pence, new_job_start, new_weekly_net_pence, future_loss_weeks,
         notice_pay_received_pence, other_payments_received_pence, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?12, ?13, ?11
       WHERE EXISTS (SELECT 1 FROM cases WHERE id = ?1 AND user_id = ?2)
       ON CONFLICT (case_id) DO UPDATE SET
         date_of_birth = excluded.date_of_birth, employment_start = excluded.employment_start,
         weekly_gross_pence = excluded.weekly_gross_pence, weekly_net_pence = excluded.weekly_net_pence,
         weekly_pension_pence = excluded.weekly_pension_pence, new_job_start = excluded.new_job_start,
         new_weekly_net_pence = excluded.new_weekly_net_pence, future_loss_weeks = excluded.future_loss_weeks,
         notice_pay_received_pence = excluded.notice_pay_received_pence,
         other_payments_received_pence = excluded.other_payments_received_pence,
         updated_at = excluded.updated_at
       WHERE case_pay_details.user_id = excluded.user_id
       RETURNING date_of_birth AS dateOfBirth, employment_start AS employmentStart, weekly_gross_pence AS weeklyGrossPence,
         weekly_net_pence AS weeklyNetPence, weekly_pension_pence AS weeklyPensionPence, new_job_start AS newJobStart,
         new_weekly_net_pence AS newWeeklyNetPence, future_loss_weeks AS futureLossWeeks,
         notice_pay_received_pence AS noticePayReceivedPence, other_payments_received_pence AS otherPaymentsReceivedPence`,
    )
    .bind(
      owner.caseId,
      owner.userId,
      input.dateOfBirth,
      input.employmentStart,
      input.weeklyGrossPence,
      input.weeklyNetPence,
      input.weeklyPensionPence,
      input.newJobStart,
      input.newWeeklyNetPence,
      input.futureLossWeeks,
      now,
      input.noticePayReceivedPence,
      input.otherPaymentsReceivedPence,
    )
    .first<PayDetails>();
}
