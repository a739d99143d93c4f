/** Accounts, cases and tasks written straight into D1 for the reminder and digest tests, and a recording mailer. */
import { env } from 'cloudflare:test';
import type { Mailer, MailMessage } from '../../worker/services/mail/mailer';

export const SITE = 'https://tribunal.example';

/** When the fixtures say they were written: the Worker tests' fixed clock (fixed-clock.ts), stated, not read. */
const WRITTEN_AT = '2026-11-22T12:00:00.000Z';

export interface Reader {
  id: string;
  email: string;
  caseId: string;
}

/** A user (verified unless told), with reminder settings when given, and one case against `employer`. */
export async function reader(
  options: { verified?: boolean; language?: 'en' | 'pt'; enabled?: boolean; employer?: string } = {},
): Promise<Reader> {
  const id = crypto.randomUUID();
  const email = `reader-${id.slice(0, 8)}@reminders.example`;
  const stamp = Date.parse(WRITTEN_AT);
  await env.DB.prepare(
    'INSERT INTO user (id, name, email, email_verified, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5)',
  )
    .bind(id, 'Reader', email, options.verified === false ? 0 : 1, stamp)
    .run();
  if (options.language !== undefined || options.enabled !== undefined) {
    await env.DB.prepare('INSERT INTO reminder_settings (user_id, enabled, language, updated_at) VALUES (?, ?, ?, ?)')
      .bind(id, options.enabled === false ? 0 : 1, options.language ?? 'en', WRITTEN_AT)
      .run();
  }
  const caseId = crypto.randomUUID();
  const now = WRITTEN_AT;
  await env.DB.prepare(
    'INSERT INTO cases (id, user_id, claimant_name, employer_name, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
    .bind(caseId, id, 'Ana Silva', options.employer ?? 'Acme Logistics Ltd', now, now)
    .run();
  return { id, email, caseId };
}

export async function task(
  owner: Reader,
  dueDate: string,
  fields: {
    source?: string;
    kind?: string | null;
    title?: string | null;
    notes?: string | null;
    dueTime?: string | null;
    status?: string;
    /** The task's rule and working (src/domain/tasks/rules TaskRule), stored as the sync stores it. */
    rule?: unknown;
  } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const now = WRITTEN_AT;
  await env.DB.prepare(
    `INSERT INTO case_tasks (id, user_id, case_id, source, kind, title, due_date, due_time, notes, status, rule_json, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      owner.id,
      owner.caseId,
      fields.source ?? 'own',
      fields.kind ?? null,
      fields.title === undefined ? `Task due ${dueDate}` : fields.title,
      dueDate,
      fields.dueTime ?? null,
      fields.notes ?? null,
      fields.status ?? 'open',
      fields.rule === undefined ? null : JSON.stringify(fields.rule),
      now,
      now,
    )
    .run();
  return id;
}

/** Records every message; throws for the addresses in `refuse`. */
export function recordingMailer(refuse: readonly string[] = []): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'outbox',
    sent,
    async send(message) {
      if (refuse.includes(message.to)) throw new Error('The mail service answered 422');
      sent.push(message);
    },
  };
}

/** The messages sent to these readers only (other test files share the database). */
export const to = (mailer: { sent: MailMessage[] }, ...readers: Reader[]) =>
  mailer.sent.filter((message) => readers.some((r) => r.email === message.to));

export async function logRows(
  taskIds: string[],
): Promise<{ task_id: string; offset_days: number; due_date: string; status: string }[]> {
  const rows = await env.DB.prepare(
    'SELECT task_id, offset_days, due_date, status FROM reminder_log WHERE task_id IN (SELECT value FROM json_each(?)) ORDER BY due_date, offset_days DESC',
  )
    .bind(JSON.stringify(taskIds))
    .all<{ task_id: string; offset_days: number; due_date: string; status: string }>();
  return rows.results;
}
