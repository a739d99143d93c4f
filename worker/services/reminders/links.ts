/**
 * Absolute links in scheduled e-mails. A Cron Trigger has no request to take an origin from, so the
 * site's address is configured: SITE_URL (wrangler.toml [vars], e.g. "https://tribunaltoolkit.org").
 * Locally (ENVIRONMENT development or test) it defaults to `npm start`'s http://localhost:8787; in
 * production without it, no scheduled e-mail is sent (a link to nowhere is worse than none).
 */
import type { ReminderLanguage } from '../../../src/domain/reminders/schema';
import { signUnsubscribe, type UnsubscribePurpose } from './tokens';

export interface SiteEnv {
  SITE_URL?: string;
  ENVIRONMENT?: string;
}

export function siteOrigin(env: SiteEnv): string | null {
  if (env.SITE_URL) {
    try {
      return new URL(env.SITE_URL).origin;
    } catch {
      return null;
    }
  }
  return env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test' ? 'http://localhost:8787' : null;
}

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
