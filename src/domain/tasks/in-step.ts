/**
 * Whether the task sync's write batch would change anything: pure, so the Worker decides without a
 * round trip and the rule can be tested alone (the batch itself is in worker/db/tasks.ts).
 */
import type { TaskRule } from './record';

/** A case's task as the sync compares it: its conflict key (kind, subject) and the columns an upsert moves. */
export interface StoredTask {
  source: string;
  kind: string;
  subject: string;
  dueDate: string;
  dueTime: string | null;
  ruleJson: string | null;
}

/** A computed, suggested or decision task as upserted. */
export interface UpsertedTask {
  source: 'computed' | 'suggested';
  kind: string;
  subject?: string;
  dueDate: string;
  dueTime?: string | null;
  rule: TaskRule | null;
  status: 'open' | 'suggested' | 'done';
}

/**
 * Whether worker/db/tasks.ts `writeCaseTasks` with these arguments would change no row of `stored` (the case's tasks
 * of a kind, read just before): each upsert finds its (kind, subject) with the same date, time and
 * rule, which its `WHERE` leaves alone, and the prune finds nothing to delete. Then the batch, a
 * write round trip on every save, task list and calendar feed, need not run.
 */
export function tasksInStep(
  stored: readonly StoredTask[],
  tasks: readonly UpsertedTask[],
  prune?: { followed: readonly string[]; kept: readonly string[] },
): boolean {
  const byKey = new Map(stored.map((row) => [`${row.kind}|${row.subject}`, row]));
  for (const task of tasks) {
    const row = byKey.get(`${task.kind}|${task.subject ?? ''}`);
    if (
      !row ||
      row.dueDate !== task.dueDate ||
      row.dueTime !== (task.dueTime ?? null) ||
      row.ruleJson !== (task.rule ? JSON.stringify(task.rule) : null)
    )
      return false;
  }
  if (!prune) return true;
  const kept = new Set(prune.kept);
  return !stored.some(
    (row) =>
      (row.source === 'computed' || row.source === 'suggested') &&
      prune.followed.includes(row.kind) &&
      !kept.has(`${row.kind}|${row.subject}`),
  );
}
