/**
 * The law watch's SQL (tables in law-watch-schema.ts). A notice is raised in the same transaction
 * (one D1 batch) that stores the new reading, and only if the stored reading is still the one the
 * run compared with: two overlapping runs cannot both raise it. E-mails are claimed by one
 * UPDATE … RETURNING, so each notice is mailed by one run.
 */
import type { LawWatchNotice, Reading, RowRef } from '../../../src/domain/law-watch';
import type { Database } from '../client';
import { d1Of } from './d1';

export interface StoredObservation {
  reading: string;
  checkedAt: string;
}

export async function readObservations(db: Database): Promise<Map<string, StoredObservation>> {
  const { results } = await d1Of(db)
    .prepare('SELECT target, reading, checked_at FROM law_watch_observations')
    .all<{ target: string; reading: string; checked_at: string }>();
  return new Map(results.map((row) => [row.target, { reading: row.reading, checkedAt: row.checked_at }]));
}

export interface ReadingToStore {
  target: string;
  reading: string;
  /** The stored reading the run compared with (undefined: none stored). */
  previous: string | undefined;
  /** The notice to raise with it, if the change is news. */
  notice: { id: string; sourceUrl: string; rows: RowRef[] } | null;
}

/** Stores a run's readings and raises its notices, all in one transaction; answers how many notices were raised. */
export async function storeReadings(db: Database, items: readonly ReadingToStore[], now: string): Promise<number> {
  if (items.length === 0) return 0;
  const statements: D1PreparedStatement[] = [];
  const noticeAt: number[] = [];
  for (const item of items) {
    if (item.notice) {
      // Raised only if the stored reading is still the one compared with (or there is still none).
      const guard =
        item.previous === undefined
          ? 'NOT EXISTS (SELECT 1 FROM law_watch_observations WHERE target = ?8)'
          : 'EXISTS (SELECT 1 FROM law_watch_observations WHERE target = ?8 AND reading = ?9)';
      noticeAt.push(statements.length);
      statements.push(
        d1Of(db)
          .prepare(
            `INSERT INTO law_watch_notices (id, target, source_url, figure_rows, reading_before, reading_after, created_at)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE ${guard}`,
          )
          .bind(
            item.notice.id,
            item.target,
            item.notice.sourceUrl,
            JSON.stringify(item.notice.rows),
            item.previous ?? null,
            item.reading,
            now,
            item.target,
            ...(item.previous === undefined ? [] : [item.previous]),
          ),
      );
    }
    statements.push(
      d1Of(db)
        .prepare(
          `INSERT INTO law_watch_observations (target, reading, checked_at, changed_at) VALUES (?1, ?2, ?3, ?3)
           ON CONFLICT(target) DO UPDATE SET reading = excluded.reading, checked_at = excluded.checked_at,
             changed_at = CASE WHEN law_watch_observations.reading = excluded.reading THEN law_watch_observations.changed_at ELSE excluded.changed_at END`,
        )
        .bind(item.target, item.reading, now),
    );
  }
  const results = await d1Of(db).batch(statements);
  return noticeAt.reduce((sum, index) => sum + (results[index]?.meta.changes ?? 0), 0);
}

export async function startRun(db: Database, id: string, startedAt: string): Promise<void> {
  await d1Of(db).prepare('INSERT INTO law_watch_runs (id, started_at) VALUES (?, ?)').bind(id, startedAt).run();
}

export async function finishRun(
  db: Database,
  id: string,
  result: { finishedAt: string; checked: number; notices: number; failures: { target: string; message: string }[] },
): Promise<void> {
  await d1Of(db)
    .prepare('UPDATE law_watch_runs SET finished_at = ?, checked = ?, notices = ?, failures = ? WHERE id = ?')
    .bind(result.finishedAt, result.checked, result.notices, JSON.stringify(result.failures), id)
    .run();
}

export interface LastRun {
  startedAt: string;
  finishedAt: string | null;
  checked: number;
  notices: number;
  failures: { target: string; message: string }[];
}

export async function lastRun(db: Database): Promise<LastRun | null> {
  const row = await d1Of(db)
    .prepare(
      'SELECT started_at, finished_at, checked, notices, failures FROM law_watch_runs ORDER BY started_at DESC, rowid DESC LIMIT 1',
    )
    .first<{ started_at: string; finished_at: string | null; checked: number; notices: number; failures: string }>();
  if (!row) return null;
  return {
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    checked: row.checked,
    notices: row.notices,
    failures: JSON.parse(row.failures) as LastRun['failures'],
  };
}

interface NoticeRow {
  id: string;
  target: string;
  source_url: string;
  figure_rows: string;
  reading_before: string | null;
  reading_after: string;
  created_at: string;
}

function toNotice(row: NoticeRow): LawWatchNotice {
  return {
    id: row.id,
    target: row.target,
    sourceUrl: row.source_url,
    rows: JSON.parse(row.figure_rows) as RowRef[],
    before: row.reading_before === null ? null : (JSON.parse(row.reading_before) as Reading),
    after: JSON.parse(row.reading_after) as Reading,
    createdAt: row.created_at,
  };
}

const NOTICE_COLUMNS = 'id, target, source_url, figure_rows, reading_before, reading_after, created_at';

/** Notices no admin has marked reviewed, oldest first. */
export async function openNotices(db: Database): Promise<LawWatchNotice[]> {
  const { results } = await d1Of(db)
    .prepare(`SELECT ${NOTICE_COLUMNS} FROM law_watch_notices WHERE reviewed_at IS NULL ORDER BY created_at, rowid`)
    .all<NoticeRow>();
  return results.map(toNotice);
}

/** Claims every open notice not yet e-mailed, for one run's e-mail. */
export async function claimUnmailed(db: Database, now: string): Promise<LawWatchNotice[]> {
  const { results } = await d1Of(db)
    .prepare(
      `UPDATE law_watch_notices SET mailed_at = ? WHERE mailed_at IS NULL AND reviewed_at IS NULL RETURNING ${NOTICE_COLUMNS}`,
    )
    .bind(now)
    .all<NoticeRow>();
  return results.map(toNotice).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Gives claimed notices back when no admin could be e-mailed, so the next run tries again. */
export async function releaseClaim(db: Database, ids: readonly string[], claimedAt: string): Promise<void> {
  if (ids.length === 0) return;
  await d1Of(db)
    .prepare('UPDATE law_watch_notices SET mailed_at = NULL WHERE mailed_at = ?1 AND id IN (SELECT value FROM json_each(?2))')
    .bind(claimedAt, JSON.stringify(ids))
    .run();
}

/** The admins to e-mail, with their language when they chose one (reminder settings). */
export async function adminRecipients(db: Database): Promise<{ email: string; language: string | null }[]> {
  const { results } = await d1Of(db)
    .prepare(
      `SELECT u.email AS email, r.language AS language FROM user u LEFT JOIN reminder_settings r ON r.user_id = u.id
       WHERE u.role = 'admin' AND coalesce(u.banned, 0) = 0 ORDER BY u.email`,
    )
    .all<{ email: string; language: string | null }>();
  return results;
}

/** Marks a notice reviewed in one statement: 'reviewed', or why not. */
export async function markReviewed(
  db: Database,
  id: string,
  reviewer: string,
  note: string | null,
  now: string,
): Promise<'reviewed' | 'alreadyReviewed' | 'notFound'> {
  const updated = await d1Of(db)
    .prepare(
      'UPDATE law_watch_notices SET reviewed_at = ?, reviewed_by = ?, review_note = ? WHERE id = ? AND reviewed_at IS NULL RETURNING id',
    )
    .bind(now, reviewer, note, id)
    .first<{ id: string }>();
  if (updated) return 'reviewed';
  const exists = await d1Of(db)
    .prepare('SELECT 1 AS found FROM law_watch_notices WHERE id = ?')
    .bind(id)
    .first<{ found: number }>();
  return exists ? 'alreadyReviewed' : 'notFound';
}
