/**
 * The one way a route reaches a case: by id and owner in the same SQL statement, so another user's
 * case (or an id that is not a UUID) is a 404, exactly like a missing one.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ApiError, ErrorCode } from '../errors';
import type { Database } from './client';
import { cases } from './schema';

const uuid = z.uuid();

export const caseNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, 'No case with that id');

/** The user's case, or undefined when they have none with this id. */
export async function findCase(db: Database, userId: string, id: string): Promise<typeof cases.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.id, id), eq(cases.userId, userId)))
    .limit(1);
  return row;
}

/** The signed-in user's case, or a 404. */
export async function ownedCase(db: Database, userId: string, id: string): Promise<typeof cases.$inferSelect> {
  if (!uuid.safeParse(id).success) throw caseNotFound();
  const row = await findCase(db, userId, id);
  if (!row) throw caseNotFound();
  return row;
}

/**
 * The read of a case's rows that a route answers with, or undefined when the case is not the user's.
 * Two statements (an empty list and no such case must differ: 200 with nothing, or a 404), run here
 * so the route makes one call; the rows' own statement filters on the user too.
 */
export async function readOfOwnedCase<T>(
  db: Database,
  owner: { userId: string; caseId: string },
  read: (record: typeof cases.$inferSelect) => Promise<T>,
): Promise<T | undefined> {
  if (!uuid.safeParse(owner.caseId).success) return undefined;
  const record = await findCase(db, owner.userId, owner.caseId);
  return record ? read(record) : undefined;
}

/** Whether the case is the user's: only to explain a conditional write that wrote nothing. */
export async function ownsCase(db: Database, userId: string, id: string): Promise<boolean> {
  return uuid.safeParse(id).success && (await findCase(db, userId, id)) !== undefined;
}

/**
 * A conditional write's row, or why nothing was written (the owner check is in its statement; a
 * second read tells a missing or another user's row, a 404, from a refused write).
 */
export type Written<Row, Why extends string> = { row: Row; refused?: undefined } | { row?: undefined; refused: Why };
