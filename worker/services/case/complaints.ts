/**
 * The claimant's choice of complaints kept, and the case's tasks brought in step with it: the main
 * date's limits and the interim relief task follow the complaints pleaded.
 */
import { caseDatesOf } from '../../db/cases';
import type { Database } from '../../db/client';
import { saveComplaintChoice } from '../../db/complaints';
import { syncCaseTasks } from '../tasks/sync';

/** False when the case is not the user's (nothing written: one statement checks the owner). */
export async function keepComplaintChoice(
  db: Database,
  owner: { userId: string; caseId: string },
  choice: Parameters<typeof saveComplaintChoice>[3],
): Promise<boolean> {
  if (!(await saveComplaintChoice(db, owner.userId, owner.caseId, choice))) return false;
  const record = await caseDatesOf(db, owner);
  if (record) await syncCaseTasks(db, record);
  return true;
}
