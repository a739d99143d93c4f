/**
 * Paralegal review beside a document on /documents (the 'paralegal' feature): 'Request
 * review' with an optional note for users whose plan includes it, otherwise a line pointing to the
 * plan on /pricing; and the requests made on this document with the paralegals' replies.
 * Mounted by the documents screen (`messages` from pickMessages(locale, REVIEW_PANEL_MESSAGE_KEYS)).
 */
// First: zod's jitless setting before any schema is used (see ../zod-config).
import '../zod-config';
import type { InferResponseType } from 'hono/client';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ErrorCode } from '../../domain/error-codes';
import { createReviewSchema } from '../../domain/reviews';
import { validationIssues } from '../../domain/validation';
import { format, type Messages } from '../../i18n/island-messages';
import { htmlLang, type Locale, localizePath } from '../../i18n/locales';
import { ApiFailure, call, client } from '../../stores/api';
import { showToast } from '../../stores/toasts';
import { ErrorSummary, FieldError, fieldErrorProps } from '../forms/ErrorSummary';
import type { Issue } from '../forms/issue-errors';
import { useFieldErrors } from '../forms/use-field-errors';
import { useInstantDate } from '../reviews/instant-date';
import { ReplyList } from '../reviews/ReplyList';

export const REVIEW_PANEL_MESSAGE_KEYS = [
  'reviews.panelTitle',
  'reviews.panelIntro',
  'reviews.noteLabel',
  'reviews.noteHint',
  'reviews.request',
  'reviews.requesting',
  'reviews.requestSent',
  'reviews.noteTooLong',
  'form.invalidAnswer',
  'reviews.alreadyOpen',
  'reviews.needsPlan',
  'reviews.seePlans',
  'reviews.yourRequests',
  'reviews.status.open',
  'reviews.status.done',
  'reviews.requestedOn',
  'reviews.noReplies',
  'reviews.replyBy',
  'reviews.formerReviewer',
  'reviews.error',
  'reviews.actionFailed',
  'form.errorSummaryTitle',
  'form.errorPrefix',
] as const;
type Key = (typeof REVIEW_PANEL_MESSAGE_KEYS)[number];

type Review = InferResponseType<(typeof client.api.documents)[':id']['reviews']['$get']>['items'][number];

const NOTE_FIELD = ['message'] as const;

interface Props {
  documentId: string;
  messages: Messages<Key>;
  locale: Locale;
}

export default function ReviewPanel({ documentId, messages: t, locale }: Props) {
  const id = useId();
  const noteId = `${id}-note`;
  const instantDate = useInstantDate(htmlLang[locale]);
  const [hasFeature, setHasFeature] = useState<boolean | null>(null);
  const [reviews, setReviews] = useState<Review[]>([]);
  const [note, setNote] = useState('');
  const form = useFieldErrors(NOTE_FIELD, () => noteId, t);
  const error = form.errors.message;
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void Promise.all([
      call(client.api.subscription.$get())
        .then((s) => s.features.includes('paralegal'))
        .catch(() => false),
      call(client.api.documents[':id'].reviews.$get({ param: { id: documentId } }))
        .then((r) => r.items)
        .catch(() => []),
    ]).then(([feature, items]) => {
      if (!current) return;
      setHasFeature(feature);
      setReviews(items);
    });
    return () => {
      current = false;
    };
  }, [documentId]);

  if (hasFeature === null) return null;
  const open = reviews.some((r) => r.status === 'open');

  /** The note field's issue, in the reader's words. */
  const showIssues = (issues: readonly Issue[]) => form.showIssues(issues, { fallback: t['form.invalidAnswer'] });

  async function request(event: FormEvent) {
    event.preventDefault();
    const check = createReviewSchema.safeParse({ message: note });
    if (!check.success) {
      showIssues(validationIssues(check.error));
      return;
    }
    form.clear();
    setBusy(true);
    try {
      const created = await call(
        client.api.documents[':id'].reviews.$post({ param: { id: documentId }, json: { message: note } }),
      );
      setReviews((current) => [created, ...current]);
      setNote('');
      showToast({ title: t['reviews.requestSent'], variant: 'success' });
    } catch (failure) {
      if (failure instanceof ApiFailure && failure.status === 400) showIssues(failure.issues);
      else {
        const description =
          failure instanceof ApiFailure && failure.code === ErrorCode.REVIEW_ALREADY_OPEN
            ? t['reviews.alreadyOpen']
            : t['reviews.actionFailed'];
        showToast({ title: t['reviews.error'], description, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="review-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t['reviews.panelTitle']}</h2>
      {!hasFeature ? (
        <p>
          {t['reviews.needsPlan']} <a href={localizePath('/pricing', locale)}>{t['reviews.seePlans']}</a>
        </p>
      ) : open ? (
        <p>{t['reviews.alreadyOpen']}</p>
      ) : (
        <form noValidate onSubmit={(event) => void request(event)}>
          <p>{t['reviews.panelIntro']}</p>
          <ErrorSummary title={t['form.errorSummaryTitle']} errors={form.summary} attempt={form.attempt} />
          <div className="field">
            <label htmlFor={noteId}>{t['reviews.noteLabel']}</label>
            <p className="hint" id={`${noteId}-hint`}>
              {t['reviews.noteHint']}
            </p>
            <FieldError fieldId={noteId} message={error} prefix={t['form.errorPrefix']} />
            <textarea
              id={noteId}
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              {...fieldErrorProps(noteId, error, `${noteId}-hint`)}
            />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? t['reviews.requesting'] : t['reviews.request']}
          </button>
        </form>
      )}
      {reviews.length > 0 && (
        <>
          <h3>{t['reviews.yourRequests']}</h3>
          <ul className="review-requests">
            {reviews.map((review) => (
              <li key={review.id}>
                <p>
                  <strong>{t[`reviews.status.${review.status}`]}</strong> ·{' '}
                  {format(t['reviews.requestedOn'], { date: instantDate(review.createdAt) })}
                </p>
                {review.message && <p className="review-note">{review.message}</p>}
                <ReplyList replies={review.replies} messages={t} instantDate={instantDate} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
