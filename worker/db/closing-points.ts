/**
 * The points to make at the end of the hearing, one row a case and issue (hearing_closing_points),
 * every statement owner-scoped. A point has one field, its text: a save based on an older copy is
 * refused when the point was written after it (the per-field rule of hearing-days.ts).
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import { caseOwnedBy, insertSelectWhere, laterStamp, sameOwner } from './capped-insert';
import type { Database } from './client';
import { ownsCase, readOfOwnedCase, type Written } from './ownership';
import { hearingClosingPoints } from './schema';

export interface ClosingPointRow {
  issue: string;
  text: string;
  updated_at: string;
}

export interface ClosingPointView {
  issue: string;
  text: string;
  updatedAt: string;
}

export function closingPointView(row: ClosingPointRow): ClosingPointView {
  return { issue: row.issue, text: row.text, updatedAt: row.updated_at };
}

/** The points as stored, under the names ClosingPointRow uses. */
const stored = { issue: hearingClosingPoints.issue, text: hearingClosingPoints.text, updated_at: hearingClosingPoints.updatedAt };

export function listClosingPoints(db: Database, owner: { userId: string; caseId: string }): Promise<ClosingPointRow[]> {
  return db
    .select(stored)
    .from(hearingClosingPoints)
    .where(and(eq(hearingClosingPoints.caseId, owner.caseId), eq(hearingClosingPoints.userId, owner.userId)))
    .orderBy(hearingClosingPoints.issue);
}

/**
 * Inserts or replaces the point in one statement, only when the case is the user's; the conflict
 * update checks the owner again and, with `basedOn`, that the point has not changed since. Null:
 * nothing written (not the user's case, or a conflict; the caller tells which).
 */
export async function saveClosingPoint(
  db: Database,
  owner: { userId: string; caseId: string; issue: string },
  text: string,
  basedOn: string | undefined,
  now: string,
): Promise<ClosingPointRow | null> {
  const [row] = await insertSelectWhere(db, hearingClosingPoints, { ...owner, text, updatedAt: now }, [
    caseOwnedBy(owner.caseId, owner.userId),
  ])
    .onConflictDoUpdate({
      target: [hearingClosingPoints.caseId, hearingClosingPoints.issue],
      set: { text: sql.raw('excluded.text'), updatedAt: laterStamp(hearingClosingPoints.updatedAt) },
      setWhere:
        basedOn === undefined
          ? sameOwner(hearingClosingPoints)
          : sql`${sameOwner(hearingClosingPoints)} AND ${lte(hearingClosingPoints.updatedAt, basedOn)}`,
    })
    .returning(stored);
  return row ?? null;
}

/** The case's closing points, or undefined when the case is not the user's (a 404). */
export function ownClosingPoints(
  db: Database,
  owner: { userId: string; caseId: string },
): Promise<ClosingPointRow[] | undefined> {
  return readOfOwnedCase(db, owner, () => listClosingPoints(db, owner));
}

/** The point kept, or why not: the case is not the user's (a 404), or the point changed since `basedOn`. */
export async function keepClosingPoint(
  db: Database,
  owner: { userId: string; caseId: string; issue: string },
  text: string,
  basedOn: string | undefined,
  now: string,
): Promise<Written<ClosingPointRow, 'caseNotFound' | 'conflict'>> {
  const row = await saveClosingPoint(db, owner, text, basedOn, now);
  if (row) return { row };
  return { refused: (await ownsCase(db, owner.userId, owner.caseId)) ? 'conflict' : 'caseNotFound' };
}
