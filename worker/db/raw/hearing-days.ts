/**
 * A case's hearing day record (hearing_days), one row a case, every statement owner-scoped.
 *
 * A save may say which `updatedAt` it was based on (a copy read earlier, perhaps edited with no
 * signal): it is refused when any field it sends was written after that instant, as recorded per
 * field in `field_times` (each checklist item is a field of its own, so ticking one item never
 * conflicts with another); fields it does not send never conflict. The tracker's cases follow the
 * same rule (case-writes.ts).
 */
import {
  checklistItems,
  type HearingChecklist,
  type HearingOutcome,
  type HearingPatch,
} from '../../../src/domain/hearing/schema';
import type { Database } from '../client';
import { d1Of } from './d1';

export interface HearingDayRow {
  venue: string | null;
  video_details: string | null;
  start_time: string | null;
  arrival_time: string | null;
  checklist: string;
  outcome: string | null;
  outcome_date: string | null;
  updated_at: string;
}

export interface HearingDayView {
  venue: string | null;
  videoDetails: string | null;
  startTime: string | null;
  arrivalTime: string | null;
  checklist: Record<(typeof checklistItems)[number], boolean>;
  outcome: HearingOutcome | null;
  outcomeDate: string | null;
  /** Null until anything is saved. */
  updatedAt: string | null;
}

const columns = {
  venue: 'venue',
  videoDetails: 'video_details',
  startTime: 'start_time',
  arrivalTime: 'arrival_time',
  outcome: 'outcome',
  outcomeDate: 'outcome_date',
} as const;
type ColumnField = keyof typeof columns;

function checklistOf(stored: string | null): HearingDayView['checklist'] {
  let parsed: HearingChecklist = {};
  try {
    parsed = JSON.parse(stored ?? '{}') as HearingChecklist;
  } catch {
    parsed = {};
  }
  return Object.fromEntries(checklistItems.map((item) => [item, parsed[item] === true])) as HearingDayView['checklist'];
}

export function hearingDayView(row: HearingDayRow | null): HearingDayView {
  return {
    venue: row?.venue ?? null,
    videoDetails: row?.video_details ?? null,
    startTime: row?.start_time ?? null,
    arrivalTime: row?.arrival_time ?? null,
    checklist: checklistOf(row?.checklist ?? null),
    outcome: (row?.outcome as HearingOutcome | null) ?? null,
    outcomeDate: row?.outcome_date ?? null,
    updatedAt: row?.updated_at ?? null,
  };
}

const SELECT = 'venue, video_details, start_time, arrival_time, checklist, outcome, outcome_date, updated_at';

export function readHearingDay(db: Database, owner: { userId: string; caseId: string }): Promise<HearingDayRow | null> {
  return d1Of(db)
    .prepare(`SELECT ${SELECT} FROM hearing_days WHERE case_id = ? AND user_id = ?`)
    .bind(owner.caseId, owner.userId)
    .first<HearingDayRow>();
}

/** The names under which field_times records each part of a patch. */
export function writtenHearingFields(patch: Omit<HearingPatch, 'updatedAt'>): string[] {
  return [
    ...(Object.keys(columns) as ColumnField[]).filter((field) => patch[field] !== undefined),
    ...Object.keys(patch.checklist ?? {}).map((item) => `checklist_${item}`),
  ];
}

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
  for (const field of Object.keys(columns) as ColumnField[]) {
    const value = patch[field];
    if (value !== undefined) sets.push(`${columns[field]} = ${param(value)}`);
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
