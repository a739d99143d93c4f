/**
 * E-mail goes through this one interface. With RESEND_API_KEY and MAIL_FROM set, messages are
 * sent through Resend's HTTP API. Without them, on a laptop or in the tests (ENVIRONMENT
 * development or test), they are kept in the mail_outbox table, which `npm run outbox` prints,
 * so password reset and verification work end to end without a mail service; the log only says
 * that a message is waiting. In production without them nothing is sent and nothing is logged: a reset link in
 * a log is a key to the account.
 */
import type { Database } from '../../db/client';
import { keepInOutbox } from '../../db/mail-outbox';
import { log } from '../../log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * Extra headers, for the RFC 8058 one-click unsubscribe of scheduled e-mails
   * (`List-Unsubscribe: <https://…>`, `List-Unsubscribe-Post: List-Unsubscribe=One-Click`).
   */
  headers?: Record<string, string>;
}

/** The headers as mail header lines, for the outbox (which has no column of its own for them). */
export function headerLines(headers: Record<string, string> | undefined): string {
  return Object.entries(headers ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

export interface Mailer {
  readonly kind: 'resend' | 'outbox' | 'unavailable';
  send(message: MailMessage): Promise<void>;
}

export interface MailEnv {
  ENVIRONMENT?: string;
  RESEND_API_KEY?: string;
  MAIL_FROM?: string;
  RESEND_API_URL?: string;
}

export function outboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      // The outbox has no headers column: they are appended to the stored text after a marker
      // line, so `npm run outbox` shows them as a mail service would send them.
      const headers = headerLines(message.headers);
      const text = headers ? `${message.text}\n\n--- headers ---\n${headers}` : message.text;
      // The log says only that a message waits there: its text holds reset and confirmation links
      // (each a key to an account) and its address is personal data, and logs are kept and copied
      // further than a database table. A developer reads the message with `npm run outbox`.
      log('info', 'mail kept in the outbox (no mail service configured): npm run outbox prints it', {});
      await keepInOutbox(db, { to: message.to, subject: message.subject, text, createdAt: new Date().toISOString() });
    },
  };
}

export function resendMailer(apiKey: string, from: string, apiUrl = 'https://api.resend.com/emails'): Mailer {
  return {
    kind: 'resend',
    async send(message) {
      const response = await fetch(apiUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          // Resend's `headers` field: custom headers such as List-Unsubscribe (RFC 8058).
          ...(message.headers ? { headers: message.headers } : {}),
        }),
      });
      if (!response.ok) {
        log('error', 'mail service refused a message', { status: response.status, subject: message.subject });
        throw new Error(`The mail service answered ${response.status}`);
      }
    },
  };
}

export class MailUnavailableError extends Error {
  constructor() {
    super('No mail service is configured (RESEND_API_KEY and MAIL_FROM)');
    this.name = 'MailUnavailableError';
  }
}

/** Production without a mail service: refuses every message, and never writes one anywhere. */
export const unavailableMailer: Mailer = {
  kind: 'unavailable',
  async send() {
    throw new MailUnavailableError();
  },
};

/** Which mail service `env` configures: Resend, the outbox (development and test only) or none. */
export function mailServiceKind(env: MailEnv): Mailer['kind'] {
  if (env.RESEND_API_KEY && env.MAIL_FROM) return 'resend';
  if (env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test') return 'outbox';
  return 'unavailable';
}

/** The mail service `env` configures; the outbox is kept in `db`. */
export function mailerFor(env: MailEnv, db: Database): Mailer {
  const kind = mailServiceKind(env);
  if (kind === 'resend' && env.RESEND_API_KEY && env.MAIL_FROM)
    return resendMailer(env.RESEND_API_KEY, env.MAIL_FROM, env.RESEND_API_URL);
  if (kind === 'outbox') return outboxMailer(db);
  return unavailableMailer;
}
