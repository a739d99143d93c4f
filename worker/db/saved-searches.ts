/** A reader's saved case-law searches: every statement filters on the owner. */
import { and, asc, eq } from 'drizzle-orm';
import { insertWithinUserCap } from './capped-insert';
import type { Database } from './client';
import { savedSearches } from './schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The user's searches, oldest first. */
export function listSavedSearches(db: Database, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

/** A new search, counted inside the INSERT so two saves at once cannot pass `cap` together; undefined at the cap. */
export function insertSavedSearch(
  db: Database,
  userId: string,
  search: { name: string; query: string },
  cap: number,
  now: string,
): Promise<SavedSearchRow | undefined> {
  return insertWithinUserCap(
    db,
    savedSearches,
    { id: crypto.randomUUID(), userId, ...search, createdAt: now, updatedAt: now },
    cap,
  );
}

/** Renames the user's search; undefined when they have no such search. */
export async function renameSavedSearch(
  db: Database,
  userId: string,
  id: string,
  name: string,
  now: string,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ name, updatedAt: now })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

/** Deletes the user's search; false when they have no such search. */
export async function deleteSavedSearch(db: Database, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return row !== undefined;
}
