/**
 * Changing an offered direction before it becomes a task: what to do, the date (required: a
 * direction that waits for something gets its date here), the time and the notes. Checked with the
 * Worker's own task schema, loaded on the first save; errors in the GOV.UK summary and inline.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { MAX_TASK_NOTES, MAX_TASK_TITLE, taskMessageKey } from '../../../domain/tasks/limits';
import type { Messages } from '../../../i18n/island-messages';
import { ErrorSummary, FieldError, fieldErrorProps } from '../../forms/ErrorSummary';
import { loadChecks } from '../../load-checks';
import { TASK_FORM_VALIDATION_KEYS, type TaskFormValidationKey, type TaskMessageKey } from '../tasks/task-message-keys';
import type { TaskDraft } from './order-task';

type Field = keyof TaskDraft;
const FIELDS: readonly Field[] = ['title', 'date', 'time', 'notes'];

interface Props {
  draft: TaskDraft;
  messages: Messages<TaskMessageKey>;
  busy: boolean;
  /** Answers the field errors the Worker gave, or nothing when the task was added. */
  onSave: (values: TaskDraft) => Promise<Partial<Record<Field, string>> | null>;
  onCancel: () => void;
}

const isFormKey = (key: string | undefined): key is TaskFormValidationKey =>
  key !== undefined && (TASK_FORM_VALIDATION_KEYS as readonly string[]).includes(key);

export function OfferEditForm({ draft, messages: t, busy, onSave, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState(draft);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    first.current?.focus();
  }, []);

  const translated = (message: string) => {
    const key = taskMessageKey(message);
    return isFormKey(key) ? t[`tasks.validation.${key}`] : message;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checks = await loadChecks(() => import('../tracker-checks'));
    const check = checks?.ownTaskSchema.safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    if (check && !check.success) {
      for (const issue of check.error.issues) {
        const field = FIELDS.find((name) => name === issue.path[0]) ?? 'date';
        found[field] ??= translated(issue.message);
      }
    } else {
      for (const [field, message] of Object.entries((await onSave(values)) ?? {})) found[field as Field] = translated(message);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) setAttempt((n) => n + 1);
  }

  const fieldId = (field: Field) => `${id}-${field}`;
  const input = (field: Field) => ({
    id: fieldId(field),
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
    ...fieldErrorProps(fieldId(field), errors[field]),
  });
  const error = (field: Field) => <FieldError fieldId={fieldId(field)} message={errors[field]} prefix={t['form.errorPrefix']} />;

  return (
    <form className="order-edit" onSubmit={(event) => void submit(event)} noValidate>
      <ErrorSummary
        title={t['form.errorSummaryTitle']}
        errors={FIELDS.flatMap((field) => {
          const message = errors[field];
          return message ? [{ fieldId: fieldId(field), message }] : [];
        })}
        attempt={attempt}
      />
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
