/**
 * The reminder run's due list (services/reminders/send.ts): the readers and tasks owing a reminder.
 * Kept as SQL: the list is one CTE whose computed offset band three statements filter on and
 * correlate reminder_log with; written with the builder it would be the same text in sql``
 * fragments. The exactly-once claims in reminder_log are db/reminder-log.ts.
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
