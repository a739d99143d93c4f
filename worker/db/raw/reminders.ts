/**
 * The reminder run's statements (services/reminders/send.ts): the readers and tasks owing a
 * reminder, and the exactly-once claims in reminder_log. Raw SQL: the due list is a CTE with a
 * computed offset band reused by three queries, and each claim is ONE conditional upsert
 * (`ON CONFLICT … DO UPDATE … WHERE … RETURNING`) so two runs can never both take a reminder.
 */
import type { Database } from '../client';
import { d1Of } from './d1';

/** A task owing a reminder, with its reader and case, as the run reads it. */
export interface DueRow {
  id: string;
  user_id: string;
  email: string;
  language: string;
  source: string;
  kind: string | null;
  title: string | null;
  notes: string | null;
  due_date: string;
  due_time: string | null;
  rule_json: string | null;
  order_direction: string | null;
  offset_days: number;
  case_id: string;
  employer_name: string;
}

/**
 * The due list's parameters, in binding order: today, the upper due dates of offsets 0, 1, 2 and 7,
 * the horizon, and the stale-claim instant.
 */
export type DueParams = readonly [string, string, string, string, string, string, string];

/**
 * The open tasks owing a reminder on `today` with their offset, for verified accounts with
 * reminders on (no settings row: on), not already sent or freshly claimed. `?1` today, `?2`…`?5`
 * the upper due dates of offsets 0, 1, 2 and 7, `?6` the horizon, `?7` the stale-claim instant.
 */
const DUE = `
  SELECT t.id, t.user_id, u.email, COALESCE(s.language, 'en') AS language, t.source, t.kind, t.title, t.notes,
         t.due_date, t.due_time, t.rule_json, t.order_direction, t.case_id, c.employer_name,
         CASE WHEN t.due_date <= ?2 THEN 0 WHEN t.due_date <= ?3 THEN 1 WHEN t.due_date <= ?4 THEN 2
              WHEN t.due_date <= ?5 THEN 7 ELSE 14 END AS offset_days
  FROM case_tasks t
  JOIN user u ON u.id = t.user_id AND u.email_verified = 1
  JOIN cases c ON c.id = t.case_id
  LEFT JOIN reminder_settings s ON s.user_id = t.user_id
  WHERE t.status = 'open' AND t.due_date >= ?1 AND t.due_date <= ?6 AND COALESCE(s.enabled, 1) = 1`;

const NOT_LOGGED = `NOT EXISTS (SELECT 1 FROM reminder_log l WHERE l.task_id = d.id AND l.offset_days = d.offset_days
  AND l.due_date = d.due_date AND (l.status = 'sent' OR l.claimed_at >= ?7))`;

/** Whether any reader after `cursor` (a user id) still has a reminder owing. */
export async function readersLeftAfter(db: Database, params: DueParams, cursor: string): Promise<boolean> {
  const more = await d1Of(db)
    .prepare(`WITH d AS (${DUE}) SELECT 1 FROM d WHERE d.user_id > ?8 AND ${NOT_LOGGED} LIMIT 1`)
    .bind(...params, cursor)
    .first();
  return more !== null;
}

/** The next `limit` readers after `cursor` (keyset pagination on user id) with a reminder owing. */
export async function readersAfter(db: Database, params: DueParams, cursor: string, limit: number): Promise<string[]> {
  const users = await d1Of(db)
    .prepare(
      `WITH d AS (${DUE}) SELECT DISTINCT d.user_id FROM d WHERE d.user_id > ?8 AND ${NOT_LOGGED} ORDER BY d.user_id LIMIT ?9`,
    )
    .bind(...params, cursor, limit)
    .all<{ user_id: string }>();
  return users.results.map((row) => row.user_id);
}

/** The reminders owing to these readers, by reader, then due date. */
export async function dueRowsOf(db: Database, params: DueParams, userIds: readonly string[]): Promise<DueRow[]> {
  const rows = await d1Of(db)
    .prepare(
      `WITH d AS (${DUE}) SELECT * FROM d WHERE d.user_id IN (SELECT value FROM json_each(?8)) AND ${NOT_LOGGED} ORDER BY d.user_id, d.due_date`,
    )
    .bind(...params, JSON.stringify(userIds))
    .all<DueRow>();
  return rows.results;
}

/**
 * Claims each reminder at `claimedAt` (or takes over a claim older than `stale`), in one batch;
 * answers, for each in order, whether this run holds it.
 */
export async function claimReminders(
  db: Database,
  due: readonly Pick<DueRow, 'id' | 'offset_days' | 'due_date'>[],
  claimedAt: string,
  stale: string,
): Promise<boolean[]> {
  const claims = await d1Of(db).batch<{ task_id: string }>(
    due.map((task) =>
      d1Of(db)
        .prepare(
          `INSERT INTO reminder_log (task_id, offset_days, due_date, status, claimed_at) VALUES (?1, ?2, ?3, 'claimed', ?4)
           ON CONFLICT (task_id, offset_days, due_date) DO UPDATE SET claimed_at = excluded.claimed_at
           WHERE reminder_log.status = 'claimed' AND reminder_log.claimed_at < ?5
           RETURNING task_id`,
        )
        .bind(task.id, task.offset_days, task.due_date, claimedAt, stale),
    ),
  );
  return due.map((_, index) => (claims[index]?.results.length ?? 0) > 0);
}

/** A claim as this run made it: the task, the offset, the due date and the claim's instant. */
export type ClaimKey = readonly [taskId: string, offsetDays: number, dueDate: string, claimedAt: string];

/** Deletes this run's claims, so the next run tries again. */
export async function releaseClaims(db: Database, keys: readonly ClaimKey[]): Promise<void> {
  await d1Of(db).batch(
    keys.map((key) =>
      d1Of(db)
        .prepare(
          "DELETE FROM reminder_log WHERE task_id = ?1 AND offset_days = ?2 AND due_date = ?3 AND claimed_at = ?4 AND status = 'claimed'",
        )
        .bind(...key),
    ),
  );
}

/** Marks this run's claims sent, each at the moment its statement is made. */
export async function markClaimsSent(db: Database, keys: readonly ClaimKey[]): Promise<void> {
  await d1Of(db).batch(
    keys.map((key) =>
      d1Of(db)
        .prepare(
          "UPDATE reminder_log SET status = 'sent', sent_at = ?5 WHERE task_id = ?1 AND offset_days = ?2 AND due_date = ?3 AND claimed_at = ?4",
        )
        .bind(...key, new Date().toISOString()),
    ),
  );
}
