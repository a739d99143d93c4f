/** A review request's replies, as the claimant (beside the document) and the paralegal (in the queue) both see them. */
import { format } from '../../i18n/island-messages';

export const REPLY_LIST_MESSAGE_KEYS = ['reviews.noReplies', 'reviews.replyBy', 'reviews.formerReviewer'] as const;
type Key = (typeof REPLY_LIST_MESSAGE_KEYS)[number];

interface Reply {
  id: string;
  body: string;
  createdAt: string;
  /** Null when the reviewer's account has been deleted. */
  authorName: string | null;
}

interface Props {
  replies: readonly Reply[];
  messages: Record<Key, string>;
  instantDate: (iso: string) => string;
}

export function ReplyList({ replies, messages: t, instantDate }: Props) {
  if (replies.length === 0) return <p>{t['reviews.noReplies']}</p>;
  return (
    <ul className="review-replies">
      {replies.map((reply) => (
        <li key={reply.id}>
          <p className="review-reply-meta">
            {format(t['reviews.replyBy'], {
              name: reply.authorName ?? t['reviews.formerReviewer'],
              date: instantDate(reply.createdAt),
            })}
          </p>
          <p className="review-reply-body">{reply.body}</p>
        </li>
      ))}
    </ul>
  );
}
