/** The complaints chosen for a case's particulars of claim, kept one row a case (case_complaints). */
import { and, eq } from 'drizzle-orm';
import type { ComplaintChoice } from '../../src/domain/complaints';
import { caseOwnedBy, fromExcluded, insertSelectWhere, sameOwner } from './capped-insert';
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
 * Keeps the claimant's choice for the case, answering whether it was kept, in one statement that
 * writes only when the case is theirs (the conflict update checks the owner too, so a row never
 * moves to another user): a conditional upsert (INSERT … SELECT … WHERE EXISTS with ON CONFLICT … WHERE).
 */
export async function saveComplaintChoice(
  db: Database,
  userId: string,
  caseId: string,
  choice: ComplaintChoice,
): Promise<boolean> {
  const written = await insertSelectWhere(
    db,
    caseComplaints,
    { caseId, userId, choice: JSON.stringify(choice), updatedAt: new Date().toISOString() },
    [caseOwnedBy(caseId, userId)],
  )
    .onConflictDoUpdate({
      target: caseComplaints.caseId,
      set: fromExcluded(caseComplaints, ['choice', 'updatedAt']),
      setWhere: sameOwner(caseComplaints),
    })
    .returning({ caseId: caseComplaints.caseId });
  // No row written: the case is not this user's (or does not exist).
  return written.length > 0;
}
