/**
 * A change to a question for a witness (db/hearing-questions.ts), in one UPDATE … RETURNING built per
 * patch. Kept as SQL: the statement sets only the fields sent, stamps each in field_times with
 * json_set over a list of paths as long as the patch, and adds one precondition per field sent
 * (the per-field rule of hearing-days.ts); every value is still a bound parameter.
 */
import type { QuestionPatch } from '../../../src/domain/hearing/schema';
import type { Database } from '../client';
import { findQuestion, type QuestionRow } from '../hearing-questions';
import type { Written } from '../ownership';
import { d1Of } from './d1';

const SELECT = 'id, case_id, witness, issue, text, page_refs, position, updated_at';

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

/** The patch written, or why not: no such question of the user's (a 404), or a field changed since `basedOn`. */
export async function patchQuestion(
  db: Database,
  target: { userId: string; id: string },
  patch: Omit<QuestionPatch, 'updatedAt'>,
  basedOn: string | undefined,
  now: string,
): Promise<Written<QuestionRow, 'notFound' | 'conflict'>> {
  const row = await updateQuestion(db, target, patch, basedOn, now);
  if (row) return { row };
  return { refused: (await findQuestion(db, target.userId, target.id)) ? 'conflict' : 'notFound' };
}
