/**
 * A reviewer's reply to a review request: kept (with its request touched, in one batch), then the
 * claimant told by e-mail in their document's language. The reply is kept whatever the mail service
 * does: the claimant also sees it on /documents, so a failed e-mail is logged and answered as such.
 */
import { localizePath } from '../../../src/i18n/locales';
import type { Database } from '../../db/client';
import { addReply, displayName, replyTarget } from '../../db/reviews';
import { describeError, log } from '../../log';
import { type MailEnv, mailerFor } from '../mail/mailer';
import { reviewReplyMessage } from '../mail/messages';

export interface KeptReply {
  id: string;
  body: string;
  createdAt: string;
  authorName: string | null;
  emailed: boolean;
}

/** The reply as kept, or undefined when there is no such request. `siteUrl` is any address on our origin. */
export async function replyToReview(
  db: Database,
  env: MailEnv,
  reply: { requestId: string; authorId: string; body: string },
  context: { siteUrl: string; logId: string },
): Promise<KeptReply | undefined> {
  const target = await replyTarget(db, reply.requestId);
  if (!target) return undefined;
  const kept = { id: crypto.randomUUID(), ...reply, createdAt: new Date().toISOString() };
  await addReply(db, kept);
  const language = target.language === 'pt' ? 'pt' : 'en';
  const documentsUrl = new URL(localizePath('/documents', language), context.siteUrl).href;
  let emailed = true;
  try {
    await mailerFor(env, db).send(reviewReplyMessage(target.email, language, target.title, documentsUrl));
  } catch (error) {
    emailed = false;
    log('warn', 'review reply e-mail not sent', { requestId: context.logId, ...describeError(error) });
  }
  const authorName = await displayName(db, reply.authorId);
  return { id: kept.id, body: kept.body, createdAt: kept.createdAt, authorName, emailed };
}
