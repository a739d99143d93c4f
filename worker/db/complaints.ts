/** The complaints chosen for a case's particulars of claim, kept one row a case (case_complaints). */
import { and, eq } from 'drizzle-orm';
import type { ComplaintChoice } from '../../src/domain/complaints';
import type { Database } from './client';
import { caseComplaints } from './schema';

/** The stored choice (JSON text) for the user's case, or undefined when none was kept. */
export async function readComplaintChoice(db: Database, userId: string, caseId: string): Promise<string | undefined> {
  const [saved] = await db
    .select({ choice: caseComplaints.choice })
    .from(caseComplaints)
    .where(and(eq(caseComplaints.caseId, caseId), eq(caseComplaints.userId, userId)));
  return saved?.choice;
}

/**
 * Keeps the claimant's choice for the case, answering whether it was kept, in one statement that writes only when the case is
 * theirs (the conflict update checks the owner too, so a row never moves to another user). Raw
 * SQL: a conditional upsert (INSERT … SELECT … WHERE EXISTS with ON CONFLICT … WHERE).
 */
export async function saveComplaintChoice(
  d1: D1Database,
  userId: string,
  caseId: string,
  choice: ComplaintChoice,
): Promise<boolean> {
  const result = await d1
    .prepare(
      `INSERT INTO case_complaints (case_id, user_id, choice, updated_at)
       SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM cases WHERE id = ?1 AND user_id = ?2)
       ON CONFLICT (case_id) DO UPDATE SET choice = excluded.choice, updated_at = excluded.updated_at
       WHERE case_complaints.user_id = excluded.user_id`,
    )
    .bind(caseId, userId, JSON.stringify(choice), new Date().toISOString())
    .run();
  // No row written: the case is not this user's (or does not exist).
  return result.meta.changes > 0;
}
