/**
 * Writes to a case as single SQL statements. Notes and the stage 2
 * checklist share the `notes` JSON column; each save changes only its own key with json_set, in
 * the same statement that checks ownership and the precondition, so two saves of different fields
 * can never undo each other, whatever order D1 runs them in.
 *
 * Precondition: a save may say which `updatedAt` it was based on. It is refused (409) when any
 * field it sends was written after that instant, as recorded per field in `field_times`; fields it
 * does not send never cause a conflict. A save without it is last-writer-wins.
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Stage2Checklist } from '../../src/domain/case-notes';
import type { CaseField } from '../../src/domain/case-record';
import type { database } from './client';
import { cases } from './schema';

type Db = ReturnType<typeof database>;
type CaseRow = typeof cases.$inferSelect;

/** The case's structured fields a save may change, as columns. */
export type CaseFieldChanges = Partial<Pick<CaseRow, CaseField>>;

export interface CaseWrite {
  fields?: CaseFieldChanges;
  /** The free-text notes: a string sets them, null removes them. */
  notes?: string | null;
  stage2Checklist?: Stage2Checklist;
}

/**
 * The row's new updatedAt: now, or 1 ms after the stored one when the clock has not moved past it,
 * so updatedAt strictly increases and a precondition can never match a later write.
 */
function nextStamp(now: string): SQL {
  return sql`CASE WHEN ${now} > ${cases.updatedAt} THEN ${now} ELSE strftime('%Y-%m-%dT%H:%M:%fZ', ${cases.updatedAt}, '+0.001 seconds') END`;
}

/** The stored notes as a JSON object, whatever an older row holds (null, or plain text). */
const notesObject = sql`CASE WHEN ${cases.notes} IS NULL THEN '{}' WHEN json_valid(${cases.notes}) = 0 THEN json_object('text', ${cases.notes}) WHEN json_type(${cases.notes}) = 'object' THEN ${cases.notes} ELSE json_object('text', ${cases.notes}) END`;

/** The names under which field_times records each part of a case. */
export function writtenFields(write: CaseWrite): string[] {
  return [
    ...Object.keys(write.fields ?? {}),
    ...(write.notes !== undefined ? ['notes'] : []),
    ...(write.stage2Checklist !== undefined ? ['stage2Checklist'] : []),
  ];
}

/**
 * Applies the write in one UPDATE … RETURNING. Undefined when nothing was updated: the case is not
 * the user's, or (with `basedOn`) a field it sends changed after `basedOn`.
 */
export async function writeCase(
  db: Db,
  target: { id: string; userId: string; basedOn?: string },
  write: CaseWrite,
  now: string,
): Promise<CaseRow | undefined> {
  const names = writtenFields(write);
  const stamp = nextStamp(now);
  let notes: SQL | undefined;
  if (write.notes !== undefined || write.stage2Checklist !== undefined) {
    notes = notesObject;
    if (write.notes === null) notes = sql`json_remove(${notes}, '$.text')`;
    else if (write.notes !== undefined) notes = sql`json_set(${notes}, '$.text', ${write.notes})`;
    if (write.stage2Checklist !== undefined)
      notes = sql`json_set(${notes}, '$.stage2Checklist', json(${JSON.stringify(write.stage2Checklist)}))`;
  }
  const times = names.length
    ? sql`json_set(${cases.fieldTimes}, ${sql.join(
        names.map((name) => sql`${`$.${name}`}, ${stamp}`),
        sql`, `,
      )})`
    : undefined;
  const unchangedSince = target.basedOn
    ? names.map((name) => sql`coalesce(json_extract(${cases.fieldTimes}, ${`$.${name}`}), '') <= ${target.basedOn}`)
    : [];
  const [row] = await db
    .update(cases)
    .set({
      ...write.fields,
      ...(notes ? { notes } : {}),
      ...(times ? { fieldTimes: times } : {}),
      updatedAt: stamp,
    })
    .where(and(eq(cases.id, target.id), eq(cases.userId, target.userId), ...unchangedSince))
    .returning();
  return row;
}

/**
 * A statutory task marked done writes the day it was met to the case (the ET1 filed date, or Day
 * A), only when the case has none yet, with the field's time and a strictly later updatedAt, as
 * writeCase does: a tab that read the case before this sees its save refused rather than undo it.
 * Answered unrun, for a batch with the task's own update.
 */
export function recordMetDate(
  db: Db,
  target: { id: string; userId: string },
  field: 'et1FiledDate' | 'acasStartDate',
  date: string,
  now: string,
) {
  const stamp = nextStamp(now);
  return db
    .update(cases)
    .set({ [field]: date, fieldTimes: sql`json_set(${cases.fieldTimes}, ${`$.${field}`}, ${stamp})`, updatedAt: stamp })
    .where(and(eq(cases.id, target.id), eq(cases.userId, target.userId), isNull(cases[field])));
}
