/**
 * Absolute links in scheduled e-mails, made from the site's configured origin (../../site-origin.ts:
 * a Cron Trigger has no request to take one from).
 */
import type { ReminderLanguage } from '../../../src/domain/reminders/schema';
import { signUnsubscribe, type UnsubscribePurpose } from './tokens';

/** The site path of a page in the reader's language ("/tracker" → "/pt/tracker"). */
export function pagePath(path: string, language: ReminderLanguage): string {
  return language === 'pt' ? `/pt${path}` : path;
}

/** The unsubscribe link and the RFC 8058 headers of one e-mail. */
export async function unsubscribeParts(
  origin: string,
  secret: string,
  userId: string,
  purpose: UnsubscribePurpose,
): Promise<{ url: string; headers: Record<string, string> }> {
  const token = await signUnsubscribe(secret, userId, purpose);
  const url = `${origin}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
  return { url, headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
