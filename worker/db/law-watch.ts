/**
 * The law watch's statements (tables in law-watch-schema.ts). A notice is raised in the same
 * transaction (one D1 batch) that stores the new reading, and only if the stored reading is still
 * the one the run compared with: two overlapping runs cannot both raise it. E-mails are claimed by
 * one UPDATE … RETURNING, so each notice is mailed by one run.
 */
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { LawWatchNotice, Reading, RowRef } from '../../src/domain/law-watch';
import { insertSelectWhere } from './capped-insert';
import type { Database } from './client';
import { lawWatchNotices, lawWatchObservations, lawWatchRuns, reminderSettings, user } from './schema';

export interface StoredObservation {
  reading: string;
  checkedAt: string;
}

export async function readObservations(db: Database): Promise<Map<string, StoredObservation>> {
  const rows = await db
    .select({
      target: lawWatchObservations.target,
      reading: lawWatchObservations.reading,
      checkedAt: lawWatchObservations.checkedAt,
    })
    .from(lawWatchObservations);
  return new Map(rows.map((row) => [row.target, { reading: row.reading, checkedAt: row.checkedAt }]));
}

export interface ReadingToStore {
  target: string;
  reading: string;
  /** The stored reading the run compared with (undefined: none stored). */
  previous: string | undefined;
  /** The notice to raise with it, if the change is news. */
  notice: { id: string; sourceUrl: string; rows: RowRef[] } | null;
}

/** The stored reading of `target` is still `previous` (or, undefined, there is still none). */
function stillStored(target: string, previous: string | undefined): SQL {
  const stored = and(
    eq(lawWatchObservations.target, target),
    previous === undefined ? undefined : eq(lawWatchObservations.reading, previous),
  );
  const exists = sql`EXISTS (SELECT 1 FROM ${lawWatchObservations} WHERE ${stored})`;
  return previous === undefined ? sql`NOT ${exists}` : exists;
}

/** Stores a run's readings and raises its notices, all in one transaction; answers how many notices were raised. */
export async function storeReadings(db: Database, items: readonly ReadingToStore[], now: string): Promise<number> {
  const statements = items.flatMap((item) => [
    // Raised only if the stored reading is still the one compared with (or there is still none).
    ...(item.notice
      ? [
          insertSelectWhere(
            db,
            lawWatchNotices,
            {
              id: item.notice.id,
              target: item.target,
              sourceUrl: item.notice.sourceUrl,
              figureRows: JSON.stringify(item.notice.rows),
              readingBefore: item.previous ?? null,
              readingAfter: item.reading,
              createdAt: now,
            },
            [stillStored(item.target, item.previous)],
          ).returning({ id: lawWatchNotices.id }),
        ]
      : []),
    db
      .insert(lawWatchObservations)
      .values({ target: item.target, reading: item.reading, checkedAt: now, changedAt: now })
      .onConflictDoUpdate({
        target: lawWatchObservations.target,
        set: {
          reading: sql.raw('excluded.reading'),
          checkedAt: sql.raw('excluded.checked_at'),
          changedAt: sql`CASE WHEN ${lawWatchObservations.reading} = excluded.reading THEN ${lawWatchObservations.changedAt} ELSE excluded.changed_at END`,
        },
      })
      .returning({ id: lawWatchObservations.target }),
  ]);
  const [first, ...rest] = statements;
  if (!first) return 0;
  const results = await db.batch([first, ...rest]);
  // Each notice's statement answers its row when it was raised; the observations' are not counted.
  let raised = 0;
  let at = 0;
  for (const item of items) {
    if (item.notice) raised += results[at++]?.length ?? 0;
    at += 1;
  }
  return raised;
}

export async function startRun(db: Database, id: string, startedAt: string): Promise<void> {
  await db.insert(lawWatchRuns).values({ id, startedAt });
}

export async function finishRun(
  db: Database,
  id: string,
  result: { finishedAt: string; checked: number; notices: number; failures: { target: string; message: string }[] },
): Promise<void> {
  await db
    .update(lawWatchRuns)
    .set({
      finishedAt: result.finishedAt,
      checked: result.checked,
      notices: result.notices,
      failures: JSON.stringify(result.failures),
    })
    .where(eq(lawWatchRuns.id, id));
}

export interface LastRun {
  startedAt: string;
  finishedAt: string | null;
  checked: number;
  notices: number;
  failures: { target: string; message: string }[];
}

export async function lastRun(db: Database): Promise<LastRun | null> {
  const [row] = await db
    .select({
      startedAt: lawWatchRuns.startedAt,
      finishedAt: lawWatchRuns.finishedAt,
      checked: lawWatchRuns.checked,
      notices: lawWatchRuns.notices,
      failures: lawWatchRuns.failures,
    })
    .from(lawWatchRuns)
    .orderBy(desc(lawWatchRuns.startedAt), desc(sql`rowid`))
    .limit(1);
  if (!row) return null;
  return { ...row, failures: JSON.parse(row.failures) as LastRun['failures'] };
}

const noticeColumns = {
  id: lawWatchNotices.id,
  target: lawWatchNotices.target,
  sourceUrl: lawWatchNotices.sourceUrl,
  figureRows: lawWatchNotices.figureRows,
  readingBefore: lawWatchNotices.readingBefore,
  readingAfter: lawWatchNotices.readingAfter,
  createdAt: lawWatchNotices.createdAt,
};

type NoticeRow = Pick<
  typeof lawWatchNotices.$inferSelect,
  'id' | 'target' | 'sourceUrl' | 'figureRows' | 'readingBefore' | 'readingAfter' | 'createdAt'
>;

function toNotice(row: NoticeRow): LawWatchNotice {
  return {
    id: row.id,
    target: row.target,
    sourceUrl: row.sourceUrl,
    rows: JSON.parse(row.figureRows) as RowRef[],
    before: row.readingBefore === null ? null : (JSON.parse(row.readingBefore) as Reading),
    after: JSON.parse(row.readingAfter) as Reading,
    createdAt: row.createdAt,
  };
}

/** Notices no admin has marked reviewed, oldest first. */
export async function openNotices(db: Database): Promise<LawWatchNotice[]> {
  const rows = await db
    .select(noticeColumns)
    .from(lawWatchNotices)
    .where(isNull(lawWatchNotices.reviewedAt))
    .orderBy(asc(lawWatchNotices.createdAt), asc(sql`rowid`));
  return rows.map(toNotice);
}

/** Claims every open notice not yet e-mailed, for one run's e-mail. */
export async function claimUnmailed(db: Database, now: string): Promise<LawWatchNotice[]> {
  const rows = await db
    .update(lawWatchNotices)
    .set({ mailedAt: now })
    .where(and(isNull(lawWatchNotices.mailedAt), isNull(lawWatchNotices.reviewedAt)))
    .returning(noticeColumns);
  return rows.map(toNotice).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Gives claimed notices back when no admin could be e-mailed, so the next run tries again. */
export async function releaseClaim(db: Database, ids: readonly string[], claimedAt: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(lawWatchNotices)
    .set({ mailedAt: null })
    // One JSON parameter for the ids: D1 binds at most 100 to a statement.
    .where(
      and(
        eq(lawWatchNotices.mailedAt, claimedAt),
        sql`${lawWatchNotices.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
      ),
    );
}

/** The admins to e-mail, with their language when they chose one (reminder settings). */
export function adminRecipients(db: Database): Promise<{ email: string; language: string | null }[]> {
  return db
    .select({ email: user.email, language: reminderSettings.language })
    .from(user)
    .leftJoin(reminderSettings, eq(reminderSettings.userId, user.id))
    .where(and(eq(user.role, 'admin'), sql`coalesce(${user.banned}, 0) = 0`))
    .orderBy(asc(user.email));
}

/** Marks a notice reviewed in one statement: 'reviewed', or why not. */
export async function markReviewed(
  db: Database,
  id: string,
  reviewer: string,
  note: string | null,
  now: string,
): Promise<'reviewed' | 'alreadyReviewed' | 'notFound'> {
  const [updated] = await db
    .update(lawWatchNotices)
    .set({ reviewedAt: now, reviewedBy: reviewer, reviewNote: note })
    .where(and(eq(lawWatchNotices.id, id), isNull(lawWatchNotices.reviewedAt)))
    .returning({ id: lawWatchNotices.id });
  if (updated) return 'reviewed';
  const [exists] = await db.select({ id: lawWatchNotices.id }).from(lawWatchNotices).where(eq(lawWatchNotices.id, id));
  return exists ? 'alreadyReviewed' : 'notFound';
}
