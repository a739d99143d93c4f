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
