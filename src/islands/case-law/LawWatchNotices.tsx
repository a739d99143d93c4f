/**
 * The law watch on /case-law/admin (admins only): the last run, what it could not read, and each
 * notice of a change found on legislation.gov.uk with the figure rows concerned, what it said
 * before and now, and its source. A notice goes only when an admin marks it reviewed (with an
 * optional note of what they did); nothing here changes a figure.
 */
import '../zod-config';
import type { InferResponseType } from 'hono/client';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { ErrorCode } from '../../domain/error-codes';
import { lawWatchReviewSchema } from '../../domain/law-watch';
import {
  describeReading,
  describeRows,
  LAW_WATCH_MESSAGE_KEYS,
  type LawWatchKey,
  targetHeading,
  type Wording,
} from '../../domain/law-watch-words';
import { validationIssues } from '../../domain/validation';
import { format, type Messages } from '../../i18n/island-messages';
import { ApiFailure, call, client } from '../../stores/api';
import { showToast } from '../../stores/toasts';
import { ErrorSummary, FieldError, fieldErrorProps } from '../forms/ErrorSummary';
import type { Issue } from '../forms/issue-errors';
import { useFieldErrors } from '../forms/use-field-errors';
import { useInstantDate } from '../reviews/instant-date';

export const LAW_WATCH_ISLAND_KEYS = [
  ...LAW_WATCH_MESSAGE_KEYS,
  'form.errorSummaryTitle',
  'form.errorPrefix',
  'external.newTab',
] as const;
type Key = (typeof LAW_WATCH_ISLAND_KEYS)[number];

type Answer = InferResponseType<(typeof client.api.admin)['law-watch']['notices']['$get']>;
type Notice = Answer['notices'][number];

interface Props {
  messages: Messages<Key>;
  dateLocale: string;
}

const NOTE_FIELD = ['note'] as const;

interface ItemProps {
  notice: Notice;
  t: Messages<Key>;
  wording: Wording;
  /** An ISO instant as its day in London. */
  instant: (iso: string) => string;
  onReviewed: () => void;
}

function NoticeItem({ notice, t, wording, instant, onReviewed }: ItemProps) {
  const fieldId = `law-watch-note-${notice.id}`;
  const [note, setNote] = useState('');
  const form = useFieldErrors(NOTE_FIELD, () => fieldId, t);
  const error = form.errors.note;
  const [busy, setBusy] = useState(false);
  /** The note field's issue, in the reader's words; anything else as a failed review. */
  const showIssues = (issues: readonly Issue[]) => form.showIssues(issues, { fallback: t['lawWatch.reviewFailed'] });

  async function review(event: FormEvent) {
    event.preventDefault();
    const check = lawWatchReviewSchema.safeParse({ note });
    if (!check.success) {
      showIssues(validationIssues(check.error));
      return;
    }
    form.clear();
    setBusy(true);
    try {
      await call(client.api.admin['law-watch'].notices[':id'].review.$post({ param: { id: notice.id }, json: { note } }));
      showToast({ title: t['lawWatch.reviewed'], variant: 'success' });
      onReviewed();
    } catch (failure) {
      // Already reviewed by another admin: it is gone either way.
      if (failure instanceof ApiFailure && failure.code === ErrorCode.ALREADY_REVIEWED) onReviewed();
      else if (failure instanceof ApiFailure && failure.status === 400) showIssues(failure.issues);
      else showToast({ title: t['lawWatch.reviewFailed'], variant: 'destructive' });
      setBusy(false);
    }
  }

  const headingId = `law-watch-${notice.id}`;
  return (
    <li className="card law-watch-notice" data-law-watch-notice={notice.target}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId}>{targetHeading(notice.target, wording)}</h3>
        <p>{format(t['lawWatch.found'], { date: instant(notice.createdAt) })}</p>
        <h4>{t['lawWatch.rowsTitle']}</h4>
        <ul>
          {describeRows(notice, wording).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {notice.after.kind === 'provision' && (
          <>
            <h4>{t['lawWatch.before']}</h4>
            <ul>
              {(notice.before ? describeReading(notice.before, null, wording) : [t['lawWatch.firstReading']]).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
        <h4>{t['lawWatch.now']}</h4>
        <ul>
          {describeReading(notice.after, notice.before, wording).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          <a href={notice.sourceUrl} target="_blank" rel="noopener noreferrer">
            {t['lawWatch.source']}
            <span className="visually-hidden"> {t['external.newTab']}</span>
          </a>
        </p>
        <form noValidate onSubmit={(event) => void review(event)}>
          <ErrorSummary title={t['form.errorSummaryTitle']} errors={form.summary} attempt={form.attempt} />
          <div className="field">
            <label htmlFor={fieldId}>{t['lawWatch.noteLabel']}</label>
            <FieldError fieldId={fieldId} message={error} prefix={t['form.errorPrefix']} />
            <textarea
              id={fieldId}
              name="note"
              rows={2}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              {...fieldErrorProps(fieldId, error)}
            />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {t['lawWatch.markReviewed']}
          </button>
        </form>
      </article>
    </li>
  );
}

export default function LawWatchNotices({ messages: t, dateLocale }: Props) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const instant = useInstantDate(dateLocale);
  const wording = useMemo<Wording>(() => {
    const long = new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    return {
      say: (key: LawWatchKey, values?: Record<string, string | number>) => format(t[key], values),
      date: (iso: string) => long.format(new Date(`${iso}T12:00:00Z`)),
    };
  }, [t, dateLocale]);

  useEffect(() => {
    call(client.api.admin['law-watch'].notices.$get())
      .then(setAnswer)
      .catch((error: unknown) => console.error('Law-watch notices not loaded', error instanceof ApiFailure ? error.code : error));
  }, []);

  const run = answer?.lastRun ?? null;
  return (
    <section aria-labelledby="law-watch-title" data-law-watch>
      <h2 id="law-watch-title">{t['lawWatch.title']}</h2>
      <p>{t['lawWatch.intro']}</p>
      {answer && (
        <>
          <p>{run ? format(t['lawWatch.lastRun'], { date: instant(run.startedAt) }) : t['lawWatch.neverRun']}</p>
          {run && run.failures.length > 0 && (
            <ul>
              {run.failures.map((failure) => (
                <li key={failure.target}>{format(t['lawWatch.failure'], failure)}</li>
              ))}
            </ul>
          )}
          {answer.notices.length === 0 ? (
            <p>{t['lawWatch.none']}</p>
          ) : (
            <ul className="law-watch-notices">
              {answer.notices.map((notice) => (
                <NoticeItem
                  key={notice.id}
                  notice={notice}
                  t={t}
                  wording={wording}
                  instant={instant}
                  onReviewed={() =>
                    setAnswer((current) => current && { ...current, notices: current.notices.filter((n) => n.id !== notice.id) })
                  }
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
