/** A case's dated events: every statement filters on the owner, so another user's event is not found. */
import { and, asc, eq } from 'drizzle-orm';
import { MAX_EVENTS_PER_CASE } from '../../src/domain/case-events';
import { type CappedInsert, insertUnderOwnedCase } from './capped-insert';
import type { Database } from './client';
import { readOfOwnedCase } from './ownership';
import { caseEvents } from './schema';

export type EventRow = typeof caseEvents.$inferSelect;
type EventFields = Pick<EventRow, 'kind' | 'date' | 'description'>;

/** The case's events as stored; the caller has checked the case is the user's. */
export function eventsOfCase(db: Database, userId: string, caseId: string) {
  return db
    .select()
    .from(caseEvents)
    .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.userId, userId)));
}

/** The case's events by date (then as added). */
export function caseEventRows(db: Database, userId: string, caseId: string): Promise<EventRow[]> {
  return eventsOfCase(db, userId, caseId).orderBy(asc(caseEvents.date), asc(caseEvents.createdAt));
}

/** A new event, written only under the user's case and below MAX_EVENTS_PER_CASE. */
export function insertEvent(
  db: Database,
  owner: { userId: string; caseId: string },
  fields: EventFields,
  now: string,
): Promise<CappedInsert<EventRow>> {
  return insertUnderOwnedCase(
    db,
    caseEvents,
    { id: crypto.randomUUID(), ...owner, ...fields, createdAt: now, updatedAt: now },
    { cap: MAX_EVENTS_PER_CASE },
  );
}

/** Changes the user's event; undefined when they have no such event. */
export async function updateEvent(
  db: Database,
  userId: string,
  id: string,
  changes: Partial<EventFields>,
  now: string,
): Promise<EventRow | undefined> {
  const [row] = await db
    .update(caseEvents)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(caseEvents.id, id), eq(caseEvents.userId, userId)))
    .returning();
  return row;
}

/** Deletes the user's event and answers its case; undefined when they have no such event. */
export async function deleteEvent(db: Database, userId: string, id: string): Promise<{ caseId: string } | undefined> {
  const [row] = await db
    .delete(caseEvents)
    .where(and(eq(caseEvents.id, id), eq(caseEvents.userId, userId)))
    .returning({ caseId: caseEvents.caseId });
  return row;
}

/** The case's events in date order, or undefined when the case is not the user's (a 404). */
export function ownCaseEventRows(db: Database, userId: string, caseId: string): Promise<EventRow[] | undefined> {
  return readOfOwnedCase(db, { userId, caseId }, () => caseEventRows(db, userId, caseId));
}
