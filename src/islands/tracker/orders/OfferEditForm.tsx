/**
 * Changing an offered direction before it becomes a task: what to do, the date (required: a
 * direction that waits for something gets its date here), the time and the notes. Checked with the
 * Worker's own task schema, loaded on the first save; errors in the GOV.UK summary and inline.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { MAX_TASK_NOTES, MAX_TASK_TITLE } from '../../../domain/tasks/limits';
import { validationIssues } from '../../../domain/validation';
import type { Messages } from '../../../i18n/island-messages';
import { ErrorSummary, FieldError, fieldErrorProps } from '../../forms/ErrorSummary';
import { type Issue, issueErrors } from '../../forms/issue-errors';
import { useFieldErrors } from '../../forms/use-field-errors';
import { loadChecks } from '../../load-checks';
import type { TaskMessageKey } from '../tasks/task-message-keys';
import type { TaskDraft } from './order-task';

type Field = keyof TaskDraft;
const FIELDS: readonly Field[] = ['title', 'date', 'time', 'notes'];

interface Props {
  draft: TaskDraft;
  messages: Messages<TaskMessageKey>;
  busy: boolean;
  /** Answers the issues the Worker refused the task for, or nothing when the task was added. */
  onSave: (values: TaskDraft) => Promise<readonly Issue[] | null>;
  onCancel: () => void;
}

export function OfferEditForm({ draft, messages: t, busy, onSave, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState(draft);
  const fieldId = (field: Field) => `${id}-${field}`;
  const { errors, attempt, summary, show, clear } = useFieldErrors(FIELDS, fieldId, t);
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    first.current?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checks = await loadChecks(() => import('../tracker-checks'));
    const check = checks?.ownTaskSchema.safeParse(values);
    const issues = check && !check.success ? validationIssues(check.error) : ((await onSave(values)) ?? []);
    // An issue about the task as a whole (the case's last task) is shown on its first field, so the
    // error summary still leads to it.
    const { fields, other } = issueErrors(issues, FIELDS, t);
    if (other[0] !== undefined) fields.title ??= other[0];
    if (Object.keys(fields).length > 0) show(fields);
    else clear();
  }

  const input = (field: Field) => ({
    id: fieldId(field),
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
    ...fieldErrorProps(fieldId(field), errors[field]),
  });
  const error = (field: Field) => <FieldError fieldId={fieldId(field)} message={errors[field]} prefix={t['form.errorPrefix']} />;

  return (
    <form className="order-edit" onSubmit={(event) => void submit(event)} noValidate>
      <ErrorSummary title={t['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
      <fieldset className="field">
        <legend>{t['orders.editLegend']}</legend>
        <div className="field">
          <label htmlFor={fieldId('title')}>{t['tasks.titleLabel']}</label>
          {error('title')}
          <input type="text" maxLength={MAX_TASK_TITLE} ref={first} {...input('title')} />
        </div>
        <div className="form-grid">
          <div className="field">
            <label htmlFor={fieldId('date')}>{t['tasks.dateLabel']}</label>
            {error('date')}
            <input type="date" {...input('date')} />
          </div>
          <div className="field">
            <label htmlFor={fieldId('time')}>{t['tasks.timeLabel']}</label>
            {error('time')}
            <input type="time" {...input('time')} />
          </div>
        </div>
        <div className="field">
          <label htmlFor={fieldId('notes')}>{t['tasks.notesLabel']}</label>
          {error('notes')}
          <textarea rows={4} maxLength={MAX_TASK_NOTES} {...input('notes')} />
        </div>
      </fieldset>
      <p className="task-actions">
        <button type="submit" className="button" disabled={busy}>
          {t['orders.accept']}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t['orders.cancel']}
        </button>
      </p>
    </form>
  );
}
