/**
 * A case's pay details for the schedule of loss: GET|PUT /api/cases/:caseId/pay-details.
 * GET answers the stored details, or every field null when none are stored; PUT replaces the
 * whole object in one statement that only writes when the case is the signed-in user's, so
 * another user's case is a 404 like a missing one.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { emptyPayDetails, payDetailsSchema } from '../../src/domain/pay-details';
import type { AppEnv } from '../app-env';
import { workerToday } from '../clock';
import { database } from '../db/client';
import { caseNotFound, ownedCase } from '../db/ownership';
import { casePayDetails } from '../db/schema';
import { payDetailsView } from '../db/views';
import { requireUser, signedIn } from '../middleware/session';
import { validate } from '../validation';

type PayDetailsRow = typeof casePayDetails.$inferSelect;

const uuid = z.uuid();
// Built once: the date rules read today (in London) each time a request is checked.
const payDetailsBody = payDetailsSchema(workerToday);

export const payDetailsRoutes = new Hono<AppEnv>()
  .get('/cases/:caseId/pay-details', async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    const db = database(c.env.DB);
    await ownedCase(db, user.id, caseId);
    const [row] = await db
      .select()
      .from(casePayDetails)
      .where(and(eq(casePayDetails.caseId, caseId), eq(casePayDetails.userId, user.id)))
      .limit(1);
    return c.json(row ? payDetailsView(row) : emptyPayDetails);
  })
  .put('/cases/:caseId/pay-details', signedIn, validate('json', payDetailsBody), async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    if (!uuid.safeParse(caseId).success) throw caseNotFound();
    const input = c.req.valid('json');
    // One statement: inserted (or replaced) only when the case is this user's. The conflict
    // update also checks the owner, so a row can never move to another user.
    const row = await c.env.DB.prepare(
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
        caseId,
        user.id,
        input.dateOfBirth,
        input.employmentStart,
        input.weeklyGrossPence,
        input.weeklyNetPence,
        input.weeklyPensionPence,
        input.newJobStart,
        input.newWeeklyNetPence,
        input.futureLossWeeks,
        new Date().toISOString(),
        input.noticePayReceivedPence,
        input.otherPaymentsReceivedPence,
      )
      .first<Pick<PayDetailsRow, keyof typeof emptyPayDetails>>();
    if (!row) throw caseNotFound();
    return c.json(payDetailsView(row));
  });
