/**
 * One review request in the paralegal queue: the document as plain text (the claimant's words,
 * never rendered as HTML), the claimant's note, the replies so far, a reply form with the GOV.UK
 * error pattern, and 'Mark as done' (or 'Open again' on the Done list).
 */
// First: zod's jitless setting before any schema is used (see ../zod-config).
import '../zod-config';
import type { InferResponseType } from 'hono/client';
import { type FormEvent, useId, useState } from 'react';
import { ErrorCode } from '../../domain/error-codes';
import { reviewReplySchema } from '../../domain/reviews';
import { validationIssues } from '../../domain/validation';
import { format, type Messages } from '../../i18n/island-messages';
import { ApiFailure, call, client } from '../../stores/api';
import { showToast } from '../../stores/toasts';
import { ErrorSummary, FieldError, fieldErrorProps } from '../forms/ErrorSummary';
import type { Issue } from '../forms/issue-errors';
import { useFieldErrors } from '../forms/use-field-errors';
import { ReplyList } from './ReplyList';

export const REVIEW_ITEM_MESSAGE_KEYS = [
  'reviews.requestedOn',
  'reviews.parties',
  'reviews.claimantNote',
  'reviews.noNote',
  'reviews.documentHeading',
  'reviews.repliesTitle',
  'reviews.replyBy',
  'reviews.formerReviewer',
  'reviews.noReplies',
  'reviews.replyLabel',
  'reviews.replyHint',
  'reviews.send',
  'reviews.sending',
  'reviews.sent',
  'reviews.sentNoEmail',
  'reviews.replyRequired',
  'reviews.replyTooLong',
  'form.invalidAnswer',
  'reviews.markDone',
  'reviews.reopen',
  'reviews.markedDone',
  'reviews.reopened',
  'reviews.alreadyOpen',
  'reviews.error',
  'reviews.actionFailed',
  'form.errorSummaryTitle',
  'form.errorPrefix',
] as const;
type Key = (typeof REVIEW_ITEM_MESSAGE_KEYS)[number];

export type QueueItem = InferResponseType<typeof client.api.admin.reviews.$get>['items'][number];

const REPLY_FIELD = ['body'] as const;

interface Props {
  item: QueueItem;
  messages: Messages<Key>;
  instantDate: (iso: string) => string;
  /** The item changed (a reply) or left this list (done, or open again). */
  onChanged: (item: QueueItem | null) => void;
}

export default function ReviewItem({ item, messages: t, instantDate, onChanged }: Props) {
  const id = useId();
  const fieldId = `${id}-reply`;
  const [body, setBody] = useState('');
  const form = useFieldErrors(REPLY_FIELD, () => fieldId, t);
  const error = form.errors.body;
  const [busy, setBusy] = useState(false);
  /** The reply field's issue, in the reader's words. */
  const showIssues = (issues: readonly Issue[]) => form.showIssues(issues, { fallback: t['form.invalidAnswer'] });

  async function reply(event: FormEvent) {
    event.preventDefault();
    const check = reviewReplySchema.safeParse({ body });
    if (!check.success) {
      showIssues(validationIssues(check.error));
      return;
    }
    form.clear();
    setBusy(true);
    try {
      const sent = await call(client.api.admin.reviews[':id'].replies.$post({ param: { id: item.id }, json: check.data }));
      setBody('');
      onChanged({
        ...item,
        replies: [...item.replies, { id: sent.id, body: sent.body, createdAt: sent.createdAt, authorName: sent.authorName }],
      });
      showToast(
        sent.emailed
          ? { title: t['reviews.sent'], variant: 'success' }
          : { title: t['reviews.sent'], description: t['reviews.sentNoEmail'], variant: 'destructive' },
      );
    } catch (failure) {
      if (failure instanceof ApiFailure && failure.status === 400) showIssues(failure.issues);
      else showToast({ title: t['reviews.error'], description: t['reviews.actionFailed'], variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function setStatus(status: 'open' | 'done') {
    setBusy(true);
    try {
      await call(client.api.admin.reviews[':id'].$patch({ param: { id: item.id }, json: { status } }));
      showToast({ title: status === 'done' ? t['reviews.markedDone'] : t['reviews.reopened'], variant: 'success' });
      onChanged(null);
    } catch (failure) {
      const description =
        failure instanceof ApiFailure && failure.code === ErrorCode.REVIEW_ALREADY_OPEN
          ? t['reviews.alreadyOpen']
          : t['reviews.actionFailed'];
      showToast({ title: t['reviews.error'], description, variant: 'destructive' });
      setBusy(false);
    }
  }

  return (
    <article className="review-item" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{format(t['reviews.documentHeading'], { title: item.document.title })}</h2>
      <p>
        {format(t['reviews.parties'], { claimant: item.parties.claimant, employer: item.parties.employer })} ·{' '}
        {format(t['reviews.requestedOn'], { date: instantDate(item.createdAt) })}
      </p>
      <h3>{t['reviews.claimantNote']}</h3>
      <p className="review-note">{item.message ?? t['reviews.noNote']}</p>
      {/* The claimant's text as text: a <pre> keeps its lines and numbering without parsing it. */}
      <pre className="review-document" lang={item.document.language}>
        {item.document.content}
      </pre>
      <h3>{t['reviews.repliesTitle']}</h3>
      <ReplyList replies={item.replies} messages={t} instantDate={instantDate} />
      <form className="review-reply-form" noValidate onSubmit={(event) => void reply(event)}>
        <ErrorSummary title={t['form.errorSummaryTitle']} errors={form.summary} attempt={form.attempt} />
        <div className="field">
          <label htmlFor={fieldId}>{t['reviews.replyLabel']}</label>
          <p className="hint" id={`${fieldId}-hint`}>
            {t['reviews.replyHint']}
          </p>
          <FieldError fieldId={fieldId} message={error} prefix={t['form.errorPrefix']} />
          <textarea
            id={fieldId}
            name="body"
            rows={5}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            {...fieldErrorProps(fieldId, error, `${fieldId}-hint`)}
          />
        </div>
        <div className="review-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t['reviews.sending'] : t['reviews.send']}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => void setStatus(item.status === 'open' ? 'done' : 'open')}
          >
            {item.status === 'open' ? t['reviews.markDone'] : t['reviews.reopen']}
          </button>
        </div>
      </form>
    </article>
  );
}
