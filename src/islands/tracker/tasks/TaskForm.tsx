/**
 * 'Add a task from a tribunal order': what the order asks, by when (and, if it says, the
 * time), with notes; or the date a judgment or its written reasons were sent, which adds the time
 * limits it starts. Checked with the Worker's own schemas; errors in the GOV.UK summary and inline.
 */
import { type FormEvent, useId, useState } from 'react';
import type { DecisionAnswer } from '../../../domain/tasks/kinds';
import { EARLIEST_DECISION_DATE, MAX_TASK_NOTES, MAX_TASK_TITLE } from '../../../domain/tasks/limits';
import { validationIssues } from '../../../domain/validation';
import type { Messages } from '../../../i18n/island-messages';
import { ApiFailure, call, client } from '../../../stores/api';
import { showToast } from '../../../stores/toasts';
import { ErrorSummary, FieldError, fieldErrorProps } from '../../forms/ErrorSummary';
import { type Issue, issueErrors } from '../../forms/issue-errors';
import { useFieldErrors } from '../../forms/use-field-errors';
import { loadChecks } from '../../load-checks';
import type { TaskMessageKey } from './task-message-keys';

type Kind = 'order' | DecisionAnswer;
type Field = 'title' | 'date' | 'time' | 'notes';
const FIELDS: readonly Field[] = ['title', 'date', 'time', 'notes'];
const EMPTY = { title: '', date: '', time: '', notes: '' };

interface Props {
  caseId: string;
  today: string;
  messages: Messages<TaskMessageKey>;
  longDate: (iso: string) => string;
  /** After a save: the list is read again (the Worker works out the dates). */
  onSaved: () => void;
}

export function TaskForm({ caseId, today, messages: t, longDate, onSaved }: Props) {
  const id = useId();
  const [kind, setKind] = useState<Kind>('order');
  const [values, setValues] = useState(EMPTY);
  const fieldId = (field: Field) => `${id}-${field}`;
  const { errors, attempt, summary, show, clear } = useFieldErrors(FIELDS, fieldId, t);
  const [busy, setBusy] = useState(false);

  // Each issue beside its field; one about the task as a whole (a case's last task) on the form's
  // first field, so the error summary still leads to it.
  const fail = (issues: readonly Issue[]) => {
    const { fields, other } = issueErrors(issues, FIELDS, t, { date: longDate(EARLIEST_DECISION_DATE) });
    const first: Field = kind === 'order' ? 'title' : 'date';
    if (other[0] !== undefined) fields[first] ??= other[0];
    show(fields);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The shared schemas (and zod with them) are loaded on the first save, not with the page.
    const checks = await loadChecks(() => import('../tracker-checks'));
    const check = !checks
      ? null
      : kind === 'order'
        ? checks.ownTaskSchema.safeParse(values)
        : checks.decisionSchema(today).safeParse({ decision: kind, date: values.date });
    if (check && !check.success) {
      fail(validationIssues(check.error));
      return;
    }
    clear();
    setBusy(true);
    try {
      if (kind === 'order') {
        await call(client.api.cases[':caseId'].tasks.$post({ param: { caseId }, json: values }));
        showToast({ title: t['tasks.added'], variant: 'success' });
      } else {
        await call(
          client.api.cases[':caseId'].tasks.decision.$post({ param: { caseId }, json: { decision: kind, date: values.date } }),
        );
        showToast({ title: t['tasks.decisionAdded'], variant: 'success' });
      }
      setValues(EMPTY);
      onSaved();
    } catch (failure) {
      if (failure instanceof ApiFailure && (failure.status === 400 || failure.status === 409) && failure.issues.length > 0) {
        fail(failure.issues);
      } else {
        showToast({ title: t['tasks.error'], description: t['tasks.errorBody'], variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  }

  const hintId = (field: Field) => `${id}-${field}-hint`;
  const input = (field: Field) => ({
    id: fieldId(field),
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
    ...fieldErrorProps(fieldId(field), errors[field], hintId(field)),
  });
  const order = kind === 'order';

  return (
    <form className="task-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t['tasks.addHeading']}</h3>
      <p>{t['tasks.addIntro']}</p>
      <ErrorSummary title={t['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
      <fieldset className="field">
        <legend>{t['tasks.typeLegend']}</legend>
        {(
          [
            ['order', 'tasks.typeOrder'],
            ['judgmentSent', 'tasks.typeJudgment'],
            ['judgmentWithReasons', 'tasks.typeJudgmentWithReasons'],
            ['writtenReasonsSent', 'tasks.typeReasons'],
            ['writtenReasonsRequested', 'tasks.typeReasonsRequested'],
          ] as const
        ).map(([value, label]) => (
          <div className="radio" key={value}>
            <input
              type="radio"
              id={`${id}-kind-${value}`}
              name={`${id}-kind`}
              value={value}
              checked={kind === value}
              onChange={() => {
                setKind(value);
                clear();
              }}
            />
            <label htmlFor={`${id}-kind-${value}`}>{t[label]}</label>
          </div>
        ))}
      </fieldset>
      {order && (
        <div className="field">
          <label htmlFor={fieldId('title')}>{t['tasks.titleLabel']}</label>
          <p className="hint" id={hintId('title')}>
            {t['tasks.titleHint']}
          </p>
          <FieldError fieldId={fieldId('title')} message={errors.title} prefix={t['form.errorPrefix']} />
          <input type="text" maxLength={MAX_TASK_TITLE} {...input('title')} />
        </div>
      )}
      <div className="form-grid">
        <div className="field">
          <label htmlFor={fieldId('date')}>
            {order
              ? t['tasks.dateLabel']
              : kind === 'writtenReasonsRequested'
                ? t['tasks.requestDateLabel']
                : t['tasks.decisionDateLabel']}
          </label>
          <p className="hint" id={hintId('date')}>
            {order ? t['tasks.dateHint'] : t['tasks.decisionDateHint']}
          </p>
          <FieldError fieldId={fieldId('date')} message={errors.date} prefix={t['form.errorPrefix']} />
          <input type="date" {...(order ? {} : { max: today, min: EARLIEST_DECISION_DATE })} {...input('date')} />
        </div>
        {order && (
          <div className="field">
            <label htmlFor={fieldId('time')}>{t['tasks.timeLabel']}</label>
            <p className="hint" id={hintId('time')}>
              {t['tasks.timeHint']}
            </p>
            <FieldError fieldId={fieldId('time')} message={errors.time} prefix={t['form.errorPrefix']} />
            <input type="time" {...input('time')} />
          </div>
        )}
      </div>
      {order && (
        <div className="field">
          <label htmlFor={fieldId('notes')}>{t['tasks.notesLabel']}</label>
          <FieldError fieldId={fieldId('notes')} message={errors.notes} prefix={t['form.errorPrefix']} />
          <textarea
            rows={3}
            maxLength={MAX_TASK_NOTES}
            {...input('notes')}
            aria-describedby={errors.notes ? `${fieldId('notes')}-error` : undefined}
          />
        </div>
      )}
      <button type="submit" className="button" disabled={busy}>
        {order ? t['tasks.add'] : t['tasks.addDecision']}
      </button>
    </form>
  );
}
