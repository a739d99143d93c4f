/**
 * The points to make at the end of the hearing, one row a case and issue (hearing_closing_points),
 * every statement owner-scoped. A point has one field, its text: a save based on an older copy is
 * refused when the point was written after it (the per-field rule of hearing-days.ts).
 */

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

export async function listClosingPoints(d1: D1Database, owner: { userId: string; caseId: string }): Promise<ClosingPointRow[]> {
  const { results } = await d1
    .prepare('SELECT issue, text, updated_at FROM hearing_closing_points WHERE case_id = ? AND user_id = ? ORDER BY issue')
    .bind(owner.caseId, owner.userId)
    .all<ClosingPointRow>();
  return results;
}

/**
 * Inserts or replaces the point in one statement, only when the case is the user's; the conflict
 * update checks the owner again and, with `basedOn`, that the point has not changed since. Null:
 * nothing written (not the user's case, or a conflict; the caller tells which).
 */
export function saveClosingPoint(
  d1: D1Database,
  owner: { userId: string; caseId: string; issue: string },
  text: string,
  basedOn: string | undefined,
  now: string,
): Promise<ClosingPointRow | null> {
  return d1
    .prepare(
      `INSERT INTO hearing_closing_points (case_id, user_id, issue, text, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM cases WHERE id = ?1 AND user_id = ?2)
       ON CONFLICT (case_id, issue) DO UPDATE SET
         text = excluded.text,
         updated_at = CASE WHEN excluded.updated_at > hearing_closing_points.updated_at THEN excluded.updated_at
           ELSE strftime('%Y-%m-%dT%H:%M:%fZ', hearing_closing_points.updated_at, '+0.001 seconds') END
       WHERE hearing_closing_points.user_id = excluded.user_id AND (?6 IS NULL OR hearing_closing_points.updated_at <= ?6)
       RETURNING issue, text, updated_at`,
    )
    .bind(owner.caseId, owner.userId, owner.issue, text, now, basedOn ?? null)
    .first<ClosingPointRow>();
}
