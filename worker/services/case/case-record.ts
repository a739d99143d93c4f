/**
 * A case made, changed and deleted, with what follows each: the computed tasks brought in step, and
 * a deleted case's stored files removed. Every statement is owner-scoped; a case that is not the
 * user's is 'notFound', which the route answers as a 404, exactly like a missing one.
 */
import { acasDatesInOrder, caseMessages, hearingDateAllowed } from '../../../src/domain/case-schema';
import type { ValidationIssue } from '../../../src/domain/validation';
import { workerToday } from '../../clock';
import { type CaseWrite, writeCase } from '../../db/case-writes';
import { type CaseRow, deleteCase, insertCaseWithinCap } from '../../db/cases';
import type { Database } from '../../db/client';
import { findCase, ownsCase, type Written } from '../../db/ownership';
import { describeError, log } from '../../log';
import { casePrefix, deleteObjectsUnder } from '../bundle/store';
import { syncCaseTasks } from '../tasks/sync';

/**
 * The case is written; its computed tasks follow in a second write. When that one fails, the save
 * still stands and is answered as saved: a failure answer would have the claimant send again a
 * save that is already in (a second case, or a 409 against their own change). The task list and
 * the calendar feed bring the tasks in step whenever they are read (routes/tasks.ts,
 * routes/calendar.ts); until then the reminders see the old dates (docs/reliability.md).
 */
async function tasksFollow(db: Database, row: CaseRow, requestId: string): Promise<void> {
  try {
    await syncCaseTasks(db, row);
  } catch (error) {
    log('error', 'case saved, its tasks not brought in step', { requestId, caseId: row.id, ...describeError(error) });
  }
}

/**
 * A new case within the user's cap (undefined when they hold the most already). The computed
 * deadlines become tasks now, so the daily reminders see them even if the claimant never opens the
 * task list.
 */
export async function createCase(
  db: Database,
  row: Parameters<typeof insertCaseWithinCap>[1],
  maxCases: number,
  requestId: string,
): Promise<CaseRow | undefined> {
  const inserted = await insertCaseWithinCap(db, row, maxCases);
  if (inserted) await tasksFollow(db, inserted, requestId);
  return inserted;
}

type Target = { id: string; userId: string; basedOn?: string | undefined };

/**
 * Saves in one statement; when it changes nothing, tells a missing case ('notFound') from a stale
 * save ('conflict': a field it sends was written after the updatedAt it was based on).
 */
export async function saveCase(
  db: Database,
  target: Target,
  write: CaseWrite,
): Promise<Written<CaseRow, 'notFound' | 'conflict'>> {
  const row = await writeCase(
    db,
    { id: target.id, userId: target.userId, ...(target.basedOn ? { basedOn: target.basedOn } : {}) },
    write,
    new Date().toISOString(),
  );
  if (row) return { row };
  return { refused: (await ownsCase(db, target.userId, target.id)) ? 'conflict' : 'notFound' };
}

export type CaseChange =
  | Written<CaseRow, 'notFound' | 'conflict'>
  | { row?: undefined; refused: 'invalid'; issues: ValidationIssue[] };

/**
 * A change to the user's case. Only a hearing or Acas date is checked against the stored case; any
 * other save goes straight to the owner-scoped UPDATE, which tells another user's or a missing case
 * itself. A changed date moves its computed tasks and suggestions before the next reminder run.
 */
export async function changeCase(
  db: Database,
  target: Target & { requestId: string },
  write: CaseWrite & { fields: NonNullable<CaseWrite['fields']> },
): Promise<CaseChange> {
  const { fields } = write;
  if (fields.hearingDate || fields.acasStartDate !== undefined || fields.acasEndDate !== undefined) {
    const saved = await findCase(db, target.userId, target.id);
    if (!saved) return { refused: 'notFound' };
    const issues: ValidationIssue[] = [];
    if (fields.hearingDate && !hearingDateAllowed(fields.hearingDate, workerToday(), saved.hearingDate))
      issues.push({ field: 'hearingDate', key: caseMessages.hearingInPast });
    // One Acas date sent: checked against the other as stored (both sent: the schema checked them).
    const acasStart = fields.acasStartDate === undefined ? saved.acasStartDate : fields.acasStartDate;
    const acasEnd = fields.acasEndDate === undefined ? saved.acasEndDate : fields.acasEndDate;
    if (!acasDatesInOrder(acasStart, acasEnd)) issues.push({ field: 'acasEndDate', key: caseMessages.acasEndBeforeStart });
    if (issues.length > 0) return { refused: 'invalid', issues };
  }
  const saved = await saveCase(db, target, write);
  if (saved.row) await tasksFollow(db, saved.row, target.requestId);
  return saved;
}

/**
 * Deletes the user's case: the rows first (the case's bundle rows go with it, by foreign key), then
 * its files. In that order a failure part way leaves unlisted objects (removed with the account),
 * never rows pointing at nothing. False when they have no such case.
 */
export async function removeCase(
  db: Database,
  files: Parameters<typeof deleteObjectsUnder>[0],
  userId: string,
  id: string,
): Promise<boolean> {
  if (!(await deleteCase(db, userId, id))) return false;
  await deleteObjectsUnder(files, casePrefix(userId, id));
  return true;
}
