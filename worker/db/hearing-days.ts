/**
 * A case's hearing day record (hearing_days), one row a case, every statement owner-scoped.
 *
 * A save may say which `updatedAt` it was based on (a copy read earlier, perhaps edited with no
 * signal): it is refused when any field it sends was written after that instant, as recorded per
 * field in `field_times` (each checklist item is a field of its own, so ticking one item never
 * conflicts with another); fields it does not send never conflict. The tracker's cases follow the
 * same rule (case-writes.ts). The patch's statement, built per patch, is raw/hearing-day-patch.ts.
 */
import { and, eq } from 'drizzle-orm';
import { checklistItems, type HearingChecklist, type HearingOutcome, type HearingPatch } from '../../src/domain/hearing/schema';
import type { Database } from './client';
import { readOfOwnedCase } from './ownership';
import { hearingDays } from './schema';

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

/** The patch's plain fields and their columns (raw/hearing-day-patch.ts writes them). */
export const hearingColumns = {
  venue: 'venue',
  videoDetails: 'video_details',
  startTime: 'start_time',
  arrivalTime: 'arrival_time',
  outcome: 'outcome',
  outcomeDate: 'outcome_date',
} as const;
export type HearingColumnField = keyof typeof hearingColumns;

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

export async function readHearingDay(db: Database, owner: { userId: string; caseId: string }): Promise<HearingDayRow | null> {
  const [row] = await db
    .select({
      venue: hearingDays.venue,
      video_details: hearingDays.videoDetails,
      start_time: hearingDays.startTime,
      arrival_time: hearingDays.arrivalTime,
      checklist: hearingDays.checklist,
      outcome: hearingDays.outcome,
      outcome_date: hearingDays.outcomeDate,
      updated_at: hearingDays.updatedAt,
    })
    .from(hearingDays)
    .where(and(eq(hearingDays.caseId, owner.caseId), eq(hearingDays.userId, owner.userId)));
  return row ?? null;
}

/** The names under which field_times records each part of a patch. */
export function writtenHearingFields(patch: Omit<HearingPatch, 'updatedAt'>): string[] {
  return [
    ...(Object.keys(hearingColumns) as HearingColumnField[]).filter((field) => patch[field] !== undefined),
    ...Object.keys(patch.checklist ?? {}).map((item) => `checklist_${item}`),
  ];
}

/** The case's hearing day (row null when none yet), or undefined when the case is not the user's (a 404). */
export function ownHearingDay(
  db: Database,
  owner: { userId: string; caseId: string },
): Promise<{ row: HearingDayRow | null } | undefined> {
  return readOfOwnedCase(db, owner, async () => ({ row: await readHearingDay(db, owner) }));
}
