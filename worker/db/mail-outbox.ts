/** The development and test outbox (mail_outbox) that services/mail/mailer.ts keeps messages in; `npm run outbox` prints it. */
import type { Database } from './client';
import { mailOutbox } from './schema';

/** Keeps one message, with its headers already in its text. */
export async function keepInOutbox(
  db: Database,
  message: { to: string; subject: string; text: string; createdAt: string },
): Promise<void> {
  await db.insert(mailOutbox).values({ id: crypto.randomUUID(), ...message });
}
