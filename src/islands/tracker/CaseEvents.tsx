/**
 * Other dates on a case that start a time limit of their own: a detriment, a deduction
 * from wages, an act of discrimination, the end of employment for equal pay. Each is listed with
 * what its limit means today, in the same words as the main deadline card; the claimant adds and
 * removes them here. The case's Acas dates and ET1 filing date apply to every event.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  EARLIEST_EVENT_DATE,
  type EventKind,
  eventKinds,
  eventMessages,
  MAX_EVENT_DESCRIPTION,
} from '../../domain/case-event-values';
import type { CaseEventRecord } from '../../domain/case-events';
import { deadlineStatus } from '../../domain/deadline-status';
import { et1Deadline } from '../../domain/deadlines';
import { ErrorCode } from '../../domain/error-codes';
import { isLimitKind } from '../../domain/limit-rules';
import { validationIssues } from '../../domain/validation';
import type { Messages } from '../../i18n/island-messages';
import { ApiFailure, call, client } from '../../stores/api';
import { showToast } from '../../stores/toasts';
import { ErrorSummary, FieldError, fieldErrorProps } from '../forms/ErrorSummary';
import type { Issue } from '../forms/issue-errors';
import { useFieldErrors } from '../forms/use-field-errors';
import { loadChecks } from '../load-checks';
import { takeCaseEvents } from './case-events-request';
import { DEADLINE_WORD_KEYS, statusLine } from './deadline-words';

export const CASE_EVENT_MESSAGE_KEYS = [
  ...DEADLINE_WORD_KEYS,
  'events.title',
  'events.intro',
  'events.saveCaseFirst',
  'events.empty',
  'events.kind',
  'events.date',
  'events.description',
  'events.add',
  'events.adding',
  'events.added',
  'events.delete',
  'events.deleteConfirm',
  'events.deleteYes',
  'events.deleteNo',
  'events.deleted',
  'events.error',
  'events.loadError',
  'events.kind.dismissal',
  'events.kind.discrimination',
  'events.kind.detriment',
  'events.kind.deduction',
  'events.kind.contract',
  'events.kind.equalPay',
  'events.kind.disclosure',
  'events.kind.safetyConcern',
  'events.noLimit',
  'events.descriptionHint',
  ...Object.values(eventMessages),
  'form.errorSummaryTitle',
  'form.errorPrefix',
  'form.invalidAnswer',
] as const;
type Key = (typeof CASE_EVENT_MESSAGE_KEYS)[number];

interface Props {
  caseId: string | null;
  acasDayA: string | null;
  acasDayB: string | null;
  et1FiledDate: string | null;
  today: string;
  messages: Messages<Key>;
  longDate: (iso: string) => string;
  /** Told a case's events once they have loaded, and whenever they change (the deadline card and the tasks use them). */
  onItems?: (caseId: string, items: readonly CaseEventRecord[]) => void;
}

const FIELDS = ['kind', 'date', 'description'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY = { kind: 'detriment' as EventKind, date: '', description: '' };

export default function CaseEvents({ caseId, acasDayA, acasDayB, et1FiledDate, today, messages: t, longDate, onItems }: Props) {
  const id = useId();
  const [items, setItems] = useState<CaseEventRecord[]>([]);
  // Whose events `items` holds: nobody's until the answer for this case has come.
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [values, setValues] = useState(EMPTY);
  const fieldId = (field: Field) => `${id}-${field}`;
  const fieldErrors = useFieldErrors(FIELDS, fieldId, t);
  const { errors, attempt, summary, clear } = fieldErrors;
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);

  // Another case's form starts without the last case's messages (cleared while rendering, as React
  // advises for state that follows a prop, so no frame shows them).
  const [errorsFor, setErrorsFor] = useState(caseId);
  if (errorsFor !== caseId) {
    setErrorsFor(caseId);
    clear();
  }

  useEffect(() => {
    setItems([]);
    setLoadedFor(null);
    if (!caseId) return;
    let current = true;
    takeCaseEvents(caseId)
      .then((loaded) => {
        if (!current) return;
        setItems([...loaded]);
        setLoadedFor(caseId);
      })
      .catch(() => showToast({ title: t['events.error'], description: t['events.loadError'], variant: 'destructive' }));
    return () => {
      current = false;
    };
  }, [caseId, t]);

  useEffect(() => {
    // An empty list before the answer is not "no events": the card would name a date that then moves.
    if (caseId && loadedFor === caseId) onItems?.(caseId, items);
  }, [caseId, loadedFor, items, onItems]);

  /** Shows each issue at its field; answers whether any field took one. */
  const showIssues = (issues: readonly Issue[]): boolean =>
    fieldErrors.showIssues(issues, { values: { date: longDate(EARLIEST_EVENT_DATE) } });

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!caseId) return;
    const checks = await loadChecks(() => import('./tracker-checks'));
    const check = checks?.caseEventInputSchema(today).safeParse(values);
    if (check && !check.success && showIssues(validationIssues(check.error))) return;
    clear();
    setBusy(true);
    try {
      const created = await call(client.api.cases[':caseId'].events.$post({ param: { caseId }, json: values }));
      setItems((list) => [...list, created].sort((a, b) => a.date.localeCompare(b.date)));
      setValues(EMPTY);
      showToast({ title: t['events.added'], variant: 'success' });
    } catch (failure) {
      if (failure instanceof ApiFailure && failure.status === 400 && showIssues(failure.issues)) return;
      // The case's cap is said beside the date, where the next event would go.
      if (failure instanceof ApiFailure && failure.code === ErrorCode.LIMIT_REACHED) {
        showIssues([{ field: 'date', key: eventMessages.tooMany }]);
      } else {
        showToast({ title: t['events.error'], variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  }

  async function remove(eventId: string) {
    setConfirming(null);
    try {
      await call(client.api.events[':id'].$delete({ param: { id: eventId } }));
      setItems((list) => list.filter((item) => item.id !== eventId));
      showToast({ title: t['events.deleted'], variant: 'success' });
    } catch {
      showToast({ title: t['events.error'], variant: 'destructive' });
    }
  }

  const messageFor = (field: Field) => errors[field];

  return (
    <section className="case-events card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t['events.title']}</h2>
      <p>{t['events.intro']}</p>
      {!caseId ? (
        <p>{t['events.saveCaseFirst']}</p>
      ) : (
        <>
          {items.length === 0 ? (
            <p data-events-empty>{t['events.empty']}</p>
          ) : (
            <ul className="event-list">
              {items.map((item) => {
                // A disclosure or a safety concern starts no limit of its own: the detriment or dismissal that follows does.
                const status = isLimitKind(item.kind)
                  ? deadlineStatus(et1Deadline({ eventDate: item.date, acasDayA, acasDayB, kind: item.kind }), {
                      today,
                      et1FiledDate,
                    })
                  : null;
                return (
                  <li key={item.id} className="event-item" data-event data-state={status?.state ?? 'noLimit'}>
                    <p className="event-what">
                      <strong>{t[`events.kind.${item.kind}`]}</strong> · {longDate(item.date)}
                    </p>
                    {item.description && <p className="event-description">{item.description}</p>}
                    <p className="event-limit" data-event-limit>
                      {status ? statusLine(t, status, longDate) : t['events.noLimit']}
                    </p>
                    {confirming === item.id ? (
                      <p className="event-confirm">
                        {t['events.deleteConfirm']}{' '}
                        <button type="button" className="button button-danger" onClick={() => void remove(item.id)}>
                          {t['events.deleteYes']}
                        </button>{' '}
                        <button type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
                          {t['events.deleteNo']}
                        </button>
                      </p>
                    ) : (
                      <button type="button" className="button button-secondary" onClick={() => setConfirming(item.id)}>
                        {t['events.delete']}
                        <span className="visually-hidden">
                          {' '}
                          {t[`events.kind.${item.kind}`]} {longDate(item.date)}
                        </span>
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <form className="event-form" onSubmit={(event) => void add(event)} noValidate>
            <ErrorSummary title={t['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
            <div className="form-grid">
              <div className="field">
                <label htmlFor={fieldId('kind')}>{t['events.kind']}</label>
                <FieldError fieldId={fieldId('kind')} message={messageFor('kind')} prefix={t['form.errorPrefix']} />
                <select
                  id={fieldId('kind')}
                  value={values.kind}
                  onChange={(event) => setValues((v) => ({ ...v, kind: event.target.value as EventKind }))}
                  {...fieldErrorProps(fieldId('kind'), messageFor('kind'))}
                >
                  {eventKinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {t[`events.kind.${kind}`]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={fieldId('date')}>{t['events.date']}</label>
                <FieldError fieldId={fieldId('date')} message={messageFor('date')} prefix={t['form.errorPrefix']} />
                <input
                  id={fieldId('date')}
                  type="date"
                  min={EARLIEST_EVENT_DATE}
                  max={today}
                  value={values.date}
                  onChange={(event) => setValues((v) => ({ ...v, date: event.target.value }))}
                  {...fieldErrorProps(fieldId('date'), messageFor('date'))}
                />
              </div>
            </div>
            <div className="field">
              <label htmlFor={fieldId('description')}>{t['events.description']}</label>
              <FieldError fieldId={fieldId('description')} message={messageFor('description')} prefix={t['form.errorPrefix']} />
              <p className="hint" id={`${fieldId('description')}-hint`}>
                {t['events.descriptionHint']}
              </p>
              <textarea
                id={fieldId('description')}
                rows={4}
                maxLength={MAX_EVENT_DESCRIPTION}
                lang="en"
                value={values.description}
                onChange={(event) => setValues((v) => ({ ...v, description: event.target.value }))}
                {...fieldErrorProps(fieldId('description'), messageFor('description'), `${fieldId('description')}-hint`)}
              />
            </div>
            <button type="submit" className="button" disabled={busy}>
              {busy ? t['events.adding'] : t['events.add']}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
