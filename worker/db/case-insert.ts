/**
 * A new case, written only while its owner has fewer than the most cases one account may hold
 * (MAX_CASES_PER_USER in src/domain/plans.ts). The count is read inside the INSERT itself, so
 * parallel creations cannot pass the cap together.
 */
import type { cases } from './schema';

type NewCase = Pick<
  typeof cases.$inferInsert,
  | 'id'
  | 'userId'
  | 'claimantName'
  | 'employerName'
  | 'claimType'
  | 'dismissalDate'
  | 'acasStartDate'
  | 'acasEndDate'
  | 'acasCertificateNumber'
  | 'et1FiledDate'
  | 'hearingDate'
  | 'notes'
  | 'createdAt'
  | 'updatedAt'
>;

const INSERT_CASE = `INSERT INTO cases (id, user_id, claimant_name, employer_name, claim_type, dismissal_date,
    acas_start_date, acas_end_date, acas_certificate_number, et1_filed_date, hearing_date, notes, created_at, updated_at)
  SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14
  WHERE (SELECT count(*) FROM cases WHERE user_id = ?2) < ?15
  RETURNING id`;

/** Answers whether the case was written (false: the owner already has `maxCases`). */
export async function insertCaseWithinCap(d1: D1Database, row: NewCase, maxCases: number): Promise<boolean> {
  const written = await d1
    .prepare(INSERT_CASE)
    .bind(
      row.id,
      row.userId,
      row.claimantName,
      row.employerName,
      row.claimType ?? null,
      row.dismissalDate ?? null,
      row.acasStartDate ?? null,
      row.acasEndDate ?? null,
      row.acasCertificateNumber ?? null,
      row.et1FiledDate ?? null,
      row.hearingDate ?? null,
      row.notes ?? null,
      row.createdAt,
      row.updatedAt,
      maxCases,
    )
    .first<{ id: string }>();
  return written !== null;
}
