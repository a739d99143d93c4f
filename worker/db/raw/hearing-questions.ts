/**
 * The questions planned for the respondent's witnesses (hearing_questions), every statement
 * owner-scoped. A change made from an older copy follows the per-field rule of hearing-days.ts:
 * refused when a field it sends was written after the `updatedAt` it was based on.
 */
import type { QuestionInput, QuestionPatch } from '../../../src/domain/hearing/schema';
import type { Database } from '../client';
import { d1Of } from './d1';

export interface QuestionRow {
  id: string;
  case_id: string;
  witness: string;
  issue: string;
  text: string;
  page_refs: string;
  position: number;
  updated_at: string;
}

export interface QuestionView {
  id: string;
  caseId: string;
  witness: string;
  issue: string;
  text: string;
  pageRefs: string;
  position: number;
  updatedAt: string;
}

export function questionView(row: QuestionRow): QuestionView {
  return {
    id: row.id,
    caseId: row.case_id,
    witness: row.witness,
    issue: row.issue,
    text: row.text,
    pageRefs: row.page_refs,
    position: row.position,
    updatedAt: row.updated_at,
  };
}

const SELECT = 'id, case_id, witness, issue, text, page_refs, position, updated_at';

export async function listQuestions(db: Database, owner: { userId: string; caseId: string }): Promise<QuestionRow[]> {
  const { results } = await d1Of(db)
    .prepare(`SELECT ${SELECT} FROM hearing_questions WHERE case_id = ? AND user_id = ? ORDER BY position, created_at`)
    .bind(owner.caseId, owner.userId)
    .all<QuestionRow>();
  return results;
}

export function findQuestion(db: Database, userId: string, id: string): Promise<QuestionRow | null> {
  return d1Of(db)
    .prepare(`SELECT ${SELECT} FROM hearing_questions WHERE id = ? AND user_id = ?`)
    .bind(id, userId)
    .first<QuestionRow>();
}

/**
 * Adds a question last, in one statement that writes only when the case is the user's and holds
 * fewer than `cap` questions, so parallel adds cannot pass the cap together. Null: refused.
 */
export function insertQuestion(
  db: Database,
  owner: { userId: string; caseId: string },
  input: QuestionInput,
  cap: number,
  now: string,
): Promise<QuestionRow | null> {
  return d1Of(db)
    .prepare(
      `INSERT INTO hearing_questions (id, user_id, case_id, witness, issue, text, page_refs, position, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7,
         coalesce((SELECT max(position) FROM hearing_questions WHERE case_id = ?3), 0) + 1, ?8, ?8
       WHERE EXISTS (SELECT 1 FROM cases WHERE id = ?3 AND user_id = ?2)
         AND (SELECT count(*) FROM hearing_questions WHERE case_id = ?3) < ?9
       RETURNING ${SELECT}`,
    )
    .bind(crypto.randomUUID(), owner.userId, owner.caseId, input.witness, input.issue, input.text, input.pageRefs, now, cap)
    .first<QuestionRow>();
}

const columns = { witness: 'witness', issue: 'issue', text: 'text', pageRefs: 'page_refs' } as const;

/** One UPDATE … RETURNING, owner-scoped and with the per-field precondition. Null: nothing written. */
export function updateQuestion(
  db: Database,
  target: { userId: string; id: string },
  patch: Omit<QuestionPatch, 'updatedAt'>,
  basedOn: string | undefined,
  now: string,
): Promise<QuestionRow | null> {
  const stamp = `CASE WHEN ?1 > updated_at THEN ?1 ELSE strftime('%Y-%m-%dT%H:%M:%fZ', updated_at, '+0.001 seconds') END`;
  const values: unknown[] = [now, target.id, target.userId];
  const param = (value: unknown) => {
    values.push(value);
    return `?${values.length}`;
  };
  const fields = (Object.keys(columns) as (keyof typeof columns)[]).filter((field) => patch[field] !== undefined);
  const sets = fields.map((field) => `${columns[field]} = ${param(patch[field])}`);
  if (fields.length > 0) {
    sets.push(`field_times = json_set(field_times, ${fields.map((field) => `${param(`$.${field}`)}, ${stamp}`).join(', ')})`);
  }
  sets.push(`updated_at = ${stamp}`);
  const conditions = basedOn
    ? fields.map((field) => ` AND coalesce(json_extract(field_times, ${param(`$.${field}`)}), '') <= ${param(basedOn)}`)
    : [];
  return d1Of(db)
    .prepare(
      `UPDATE hearing_questions SET ${sets.join(', ')} WHERE id = ?2 AND user_id = ?3${conditions.join('')} RETURNING ${SELECT}`,
    )
    .bind(...values)
    .first<QuestionRow>();
}

/** True when the user's question was deleted. */
export async function deleteQuestion(db: Database, userId: string, id: string): Promise<boolean> {
  const row = await d1Of(db)
    .prepare('DELETE FROM hearing_questions WHERE id = ? AND user_id = ? RETURNING id')
    .bind(id, userId)
    .first();
  return row !== null;
}
