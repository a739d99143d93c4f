/**
 * A dated event written, and the case's computed tasks brought in step with it (an event such as a
 * dismissal date moves the limits). The write is the answer: a failed task sync is logged, not
 * returned, as the tasks are brought in step again before each list.
 */

import type { CappedInsert } from '../../db/capped-insert';
import { deleteEvent, type EventRow, insertEvent, updateEvent } from '../../db/case-events';
import type { Database } from '../../db/client';
import { tasksFollowCase } from '../tasks/sync';

type Context = { userId: string; requestId: string };

/** A new event under the user's case (refused when the case is not theirs, or full). */
export async function addEvent(
  db: Database,
  owner: Context & { caseId: string },
  fields: Parameters<typeof insertEvent>[2],
  now: string,
): Promise<CappedInsert<EventRow>> {
  const inserted = await insertEvent(db, { userId: owner.userId, caseId: owner.caseId }, fields, now);
  if (!inserted.refused) await tasksFollowCase(db, { caseId: owner.caseId, userId: owner.userId }, owner.requestId);
  return inserted;
}

/** The user's event changed; undefined when they have no such event. */
export async function changeEvent(
  db: Database,
  context: Context & { id: string },
  changes: Parameters<typeof updateEvent>[3],
  now: string,
): Promise<EventRow | undefined> {
  const row = await updateEvent(db, context.userId, context.id, changes, now);
  if (row) await tasksFollowCase(db, { caseId: row.caseId, userId: context.userId }, context.requestId);
  return row;
}

/** The user's event deleted; false when they have no such event. */
export async function removeEvent(db: Database, context: Context & { id: string }): Promise<boolean> {
  const row = await deleteEvent(db, context.userId, context.id);
  if (row) await tasksFollowCase(db, { caseId: row.caseId, userId: context.userId }, context.requestId);
  return row !== undefined;
}
