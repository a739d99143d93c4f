/**
 * The statements that keep a case's computed and suggested tasks in step (services/tasks/sync.ts).
 * Kept as SQL: they run in one D1 batch (one transaction) of conditional upserts (`ON CONFLICT … DO
 * UPDATE … WHERE` with a computed status), a delete against JSON lists of `kind|subject` keys, and
 * the inputs read as three statements of one round trip.
 */
import type { StoredTask, UpsertedTask } from '../../../src/domain/tasks/in-step';
import { isDecisionAnchor } from '../../../src/domain/tasks/kinds';
import type { Database } from '../client';
import type { TaskRow } from '../tasks';
import { d1Of } from './d1';

/** A dated event as the task computation reads it. */
export interface DatedEvent {
  id: string;
  kind: string;
  date: string;
  description: string | null;
}

/**
 * What the case's tasks depend on besides its own fields, in one round trip (owner-scoped in SQL):
 * its dated events (each starts a limit), and its tasks of a kind, among them the judgment's dates
 * the claimant entered (anchor rows); the sync compares the rest with what the case calls for.
 */
export async function taskInputsOf(db: Database, caseId: string, userId: string) {
  const [events, tasks, complaints] = await d1Of(db).batch([
    d1Of(db)
      .prepare('SELECT id, kind, date, description FROM case_events WHERE case_id = ?1 AND user_id = ?2')
      .bind(caseId, userId),
    d1Of(db)
      .prepare(
        `SELECT source, kind, subject, due_date AS dueDate, due_time AS dueTime, rule_json AS ruleJson
         FROM case_tasks WHERE case_id = ?1 AND user_id = ?2 AND kind IS NOT NULL`,
      )
      .bind(caseId, userId),
    // The complaints chosen decide which limits the case's main date starts and whether interim relief applies.
    d1Of(db).prepare('SELECT choice FROM case_complaints WHERE case_id = ?1 AND user_id = ?2').bind(caseId, userId),
  ]);
  const stored = (tasks?.results ?? []) as StoredTask[];
  return {
    events: (events?.results ?? []) as DatedEvent[],
    complaintsJson: ((complaints?.results ?? []) as { choice: string }[])[0]?.choice,
    anchorRows: stored
      .filter((task) => isDecisionAnchor(task.kind))
      .map(({ kind, dueDate }): Pick<TaskRow, 'kind' | 'dueDate'> => ({ kind, dueDate })),
    stored,
  };
}

/** An upsert of one computed, suggested or decision task: the date, time and working move, the status stays. */
function upsertTask(db: Database, ids: { userId: string; caseId: string }, task: UpsertedTask, now: string): D1PreparedStatement {
  return d1Of(db)
    .prepare(
      `INSERT INTO case_tasks (id, user_id, case_id, source, kind, subject, due_date, due_time, rule_json, status, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11)
       ON CONFLICT (case_id, kind, subject) DO UPDATE SET due_date = excluded.due_date, due_time = excluded.due_time,
         rule_json = excluded.rule_json, updated_at = excluded.updated_at
       WHERE case_tasks.due_date IS NOT excluded.due_date OR case_tasks.due_time IS NOT excluded.due_time
         OR case_tasks.rule_json IS NOT excluded.rule_json`,
    )
    .bind(
      crypto.randomUUID(),
      ids.userId,
      ids.caseId,
      task.source,
      task.kind,
      task.subject ?? '',
      task.dueDate,
      task.dueTime ?? null,
      task.rule ? JSON.stringify(task.rule) : null,
      task.status,
      now,
    );
}

/**
 * Deletes the case's computed and suggested tasks of the `followed` kinds that are not among `kept`
 * (`kind|subject` each): the tasks the case no longer calls for.
 */
function deleteUnwantedTasks(
  db: Database,
  ids: { userId: string; caseId: string },
  followed: readonly string[],
  kept: readonly string[],
): D1PreparedStatement {
  return d1Of(db)
    .prepare(
      `DELETE FROM case_tasks WHERE case_id = ?1 AND user_id = ?2 AND source IN ('computed', 'suggested')
       AND kind IN (SELECT value FROM json_each(?3))
       AND (kind || '|' || subject) NOT IN (SELECT value FROM json_each(?4))`,
    )
    .bind(ids.caseId, ids.userId, JSON.stringify(followed), JSON.stringify(kept));
}

/**
 * Upserts the tasks and, with `prune`, deletes the case's computed and suggested tasks of the
 * `followed` kinds that are not among `kept`, in one batch, which D1 runs as one transaction.
 */
export async function writeCaseTasks(
  db: Database,
  ids: { userId: string; caseId: string },
  tasks: readonly UpsertedTask[],
  now: string,
  prune?: { followed: readonly string[]; kept: readonly string[] },
): Promise<void> {
  await d1Of(db).batch([
    ...tasks.map((task) => upsertTask(db, ids, task, now)),
    ...(prune ? [deleteUnwantedTasks(db, ids, prune.followed, prune.kept)] : []),
  ]);
}
