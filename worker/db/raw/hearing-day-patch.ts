/**
 * A save of the hearing day (db/hearing-days.ts): the row made (empty) if the case is the user's and
 * has none, then one UPDATE … RETURNING, in one batch. Kept as SQL: the UPDATE sets only the fields
 * sent, ticks checklist items and stamps field_times with json_set over lists of paths as long as the
 * patch, and adds one precondition per field sent; every value is still a bound parameter.
 */
import type { HearingPatch } from '../../../src/domain/hearing/schema';
import type { Database } from '../client';
import { type HearingColumnField, type HearingDayRow, hearingColumns, writtenHearingFields } from '../hearing-days';
import { ownsCase, type Written } from '../ownership';
import { d1Of } from './d1';

const SELECT = 'venue, video_details, start_time, arrival_time, checklist, outcome, outcome_date, updated_at';

/**
 * Applies the patch: the row is made (empty) if the case is the user's and has none, then one
 * UPDATE … RETURNING writes the fields, their times and a strictly later updatedAt, only for the
 * owner and only when no field sent changed after `basedOn`. Both run in one batch (a transaction).
 * Null: nothing written (not the user's case, or a conflict; the caller tells which).
 */
export async function writeHearingDay(
  db: Database,
  owner: { userId: string; caseId: string },
  patch: Omit<HearingPatch, 'updatedAt'>,
  basedOn: string | undefined,
  now: string,
): Promise<HearingDayRow | null> {
  const names = writtenHearingFields(patch);
  const stamp = `CASE WHEN ?1 > updated_at THEN ?1 ELSE strftime('%Y-%m-%dT%H:%M:%fZ', updated_at, '+0.001 seconds') END`;
  const sets: string[] = [];
  const values: unknown[] = [now, owner.caseId, owner.userId];
  const param = (value: unknown) => {
    values.push(value);
    return `?${values.length}`;
  };
  for (const field of Object.keys(hearingColumns) as HearingColumnField[]) {
    const value = patch[field];
    if (value !== undefined) sets.push(`${hearingColumns[field]} = ${param(value)}`);
  }
  const ticks = Object.entries(patch.checklist ?? {});
  if (ticks.length > 0) {
    const json = ticks.map(([item, ticked]) => `${param(`$.${item}`)}, json(${param(ticked ? 'true' : 'false')})`).join(', ');
    sets.push(`checklist = json_set(checklist, ${json})`);
  }
  if (names.length > 0) {
    sets.push(`field_times = json_set(field_times, ${names.map((name) => `${param(`$.${name}`)}, ${stamp}`).join(', ')})`);
  }
  sets.push(`updated_at = ${stamp}`);
  const conditions = basedOn
    ? names.map((name) => `coalesce(json_extract(field_times, ${param(`$.${name}`)}), '') <= ${param(basedOn)}`)
    : [];
  const [, updated] = await d1Of(db).batch<HearingDayRow>([
    d1Of(db)
      .prepare(
        `INSERT OR IGNORE INTO hearing_days (case_id, user_id, created_at, updated_at)
         SELECT ?1, ?2, ?3, ?3 WHERE EXISTS (SELECT 1 FROM cases WHERE id = ?1 AND user_id = ?2)`,
      )
      .bind(owner.caseId, owner.userId, now),
    d1Of(db)
      .prepare(
        `UPDATE hearing_days SET ${sets.join(', ')}
         WHERE case_id = ?2 AND user_id = ?3${conditions.map((condition) => ` AND ${condition}`).join('')}
         RETURNING ${SELECT}`,
      )
      .bind(...values),
  ]);
  return updated?.results[0] ?? null;
}

/** The patch written, or why not: the case is not the user's (a 404), or a field changed since `basedOn`. */
export async function patchHearingDay(
  db: Database,
  owner: { userId: string; caseId: string },
  patch: Omit<HearingPatch, 'updatedAt'>,
  basedOn: string | undefined,
  now: string,
): Promise<Written<HearingDayRow, 'caseNotFound' | 'conflict'>> {
  const row = await writeHearingDay(db, owner, patch, basedOn, now);
  if (row) return { row };
  return { refused: (await ownsCase(db, owner.userId, owner.caseId)) ? 'conflict' : 'caseNotFound' };
}
