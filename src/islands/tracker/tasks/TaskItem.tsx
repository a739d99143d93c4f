/**
 * One task in the tracker's 'Upcoming' list: its date (and time), its title, the event it runs
 * from, why it matters, how the date was reached (the deadline card's working: rule, provision,
 * dates used, facts assumed), and what the claimant can do with it — accept or dismiss a
 * suggestion, mark done, reopen, or delete their own. A statutory limit cannot be dismissed; the
 * ET1 and Acas limits are marked done only with the day they were met, which goes into the case.
 */
import { type FormEvent, useId, useState } from 'react';
import { isIsoDate } from '../../../domain/calendar';
import { isDoneWithDateKind, isStatutoryKind } from '../../../domain/tasks/kinds';
import { isOverdue } from '../../../domain/tasks/order';
import type { TaskRecord } from '../../../domain/tasks/record';
import { taskNotes, taskTitle, taskWhy, taskWorking, type Words } from '../../../domain/tasks/words';
import type { WorkingWords } from '../../../domain/working';
import { format, type Messages } from '../../../i18n/island-messages';
import { ErrorSummary, FieldError, fieldErrorProps } from '../../forms/ErrorSummary';
import { useFieldErrors } from '../../forms/use-field-errors';
import type { TaskMessageKey } from './task-message-keys';

export type TaskAction = 'open' | 'done' | 'dismissed' | 'delete';

/** The one field of the form that asks when a limit was met. */
const DONE_FIELDS = ['doneOn'] as const;

interface Props {
  task: TaskRecord;
  today: string;
  messages: Messages<TaskMessageKey>;
  words: Words;
  count: WorkingWords['count'];
  longDate: (iso: string) => string;
  /** 'en-GB' or 'pt-PT', for "1 week" against "2 weeks". */
  pluralLocale: string;
  busy: boolean;
  onAction: (task: TaskRecord, action: TaskAction, doneOn?: string) => void;
}

/** What can be done with a task in each state. */
function actionsFor(task: TaskRecord): TaskAction[] {
  // A judgment's date is a record of what happened, not something to do.
  if (task.kind === 'judgmentSent' || task.kind === 'writtenReasonsSent') return [];
  const remove: TaskAction[] = task.source === 'own' ? ['delete'] : [];
  if (task.status === 'suggested') return ['open', 'dismissed'];
  // A legal time limit stays until it is met: dismissing it would leave nothing to remind of it.
  const statutory = task.source === 'computed' && isStatutoryKind(task.kind);
  if (task.status === 'open') return ['done', ...(task.source === 'own' ? remove : statutory ? [] : ['dismissed' as const])];
  return ['open', ...remove];
}

export function TaskItem({ task, today, messages: t, words, count, longDate, pluralLocale, busy, onAction }: Props) {
  const id = useId();
  const [askingDate, setAskingDate] = useState(false);
  const [doneOn, setDoneOn] = useState('');
  const doneOnId = `${id}-done-on`;
  const { errors, attempt, summary, show, clear } = useFieldErrors(DONE_FIELDS, () => doneOnId, t);
  const dateError = errors.doneOn;
  const title = taskTitle(task, words);
  const why = taskWhy(task, words, longDate, pluralLocale);
  const working = taskWorking(task, words, count, longDate);
  const overdue = isOverdue(task, today);
  const withDate = task.source === 'computed' && isDoneWithDateKind(task.kind);
  const label = (action: TaskAction) => {
    if (action === 'open') return task.status === 'suggested' ? t['tasks.accept'] : t['tasks.reopen'];
    if (action === 'done') return t['tasks.markDone'];
    if (action === 'dismissed') return t['tasks.dismiss'];
    return t['tasks.delete'];
  };
  const when = task.dueTime
    ? format(t['tasks.dueAt'], { date: longDate(task.dueDate), time: task.dueTime })
    : format(t['tasks.dueOn'], { date: longDate(task.dueDate) });
  const choose = (action: TaskAction) => {
    if (action === 'done' && withDate) setAskingDate(true);
    else onAction(task, action);
  };
  const saveDone = (event: FormEvent) => {
    event.preventDefault();
    const error = !isIsoDate(doneOn)
      ? t['tasks.validation.doneOnRequired']
      : doneOn > today
        ? t['tasks.validation.doneOnInFuture']
        : undefined;
    if (error) {
      show({ doneOn: error });
      return;
    }
    clear();
    onAction(task, 'done', doneOn);
  };
  return (
    <li
      className={`task-item${overdue ? ' task-overdue' : ''}`}
      data-task
      data-status={task.status}
      data-kind={task.kind ?? 'own'}
    >
      <p className="task-when">
        {overdue && <span className="task-badge task-badge-overdue">{t['tasks.overdue']}</span>}
        {task.status === 'suggested' && <span className="task-badge">{t['tasks.suggestedBadge']}</span>}
        {task.status === 'done' && <span className="task-badge">{t['tasks.statusDone']}</span>}
        {task.status === 'dismissed' && <span className="task-badge">{t['tasks.statusDismissed']}</span>}{' '}
        <time dateTime={task.dueTime ? `${task.dueDate}T${task.dueTime}` : task.dueDate}>{when}</time>
      </p>
      <p className="task-title">
        <strong>{title}</strong>
      </p>
      {working[0] && task.rule?.type === 'figure' && task.rule.event && <p className="task-event">{working[0]}</p>}
      {why && <p className="task-why">{why}</p>}
      {working.length > 0 && (
        <details className="task-working" data-task-working>
          <summary>{words('working.summary')}</summary>
          <ul>
            {working.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      )}
      {task.rule?.type === 'figure' && (
        <p className="task-rule">
          <a href={task.rule.source.url} target="_blank" rel="noopener noreferrer">
            {format(t['tasks.rule'], { source: task.rule.source.title })}
            <span className="visually-hidden"> {t['external.newTab']}</span>
          </a>
        </p>
      )}
      {task.fromOrder ? (
        <p className="task-notes">{taskNotes(task, words)}</p>
      ) : (
        task.notes && <p className="task-notes">{format(t['tasks.yourNotes'], { notes: task.notes })}</p>
      )}
      {task.status === 'open' && task.source === 'computed' && isStatutoryKind(task.kind) && (
        <p className="task-note">{t['tasks.statutoryNote']}</p>
      )}
      {askingDate && (task.kind === 'presentBy' || task.kind === 'acasStartBy') ? (
        <form className="task-done-form" onSubmit={saveDone} noValidate>
          <ErrorSummary title={t['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
          <div className="field">
            <label htmlFor={doneOnId}>{t[`tasks.doneOn.${task.kind}`]}</label>
            <p className="hint" id={`${id}-done-on-hint`}>
              {t['tasks.doneOnHint']}
            </p>
            <FieldError fieldId={doneOnId} message={dateError} prefix={t['form.errorPrefix']} />
            <input
              id={doneOnId}
              type="date"
              max={today}
              value={doneOn}
              onChange={(event) => setDoneOn(event.target.value)}
              {...fieldErrorProps(doneOnId, dateError, `${id}-done-on-hint`)}
            />
          </div>
          <p className="task-actions">
            <button type="submit" className="button" disabled={busy}>
              {t['tasks.doneSave']}
            </button>{' '}
            <button type="button" className="button button-secondary" onClick={() => setAskingDate(false)}>
              {t['tasks.doneCancel']}
            </button>
          </p>
        </form>
      ) : (
        actionsFor(task).length > 0 && (
          <p className="task-actions">
            {actionsFor(task).map((action) => (
              <button
                key={action}
                type="button"
                className={
                  action === 'done' || (action === 'open' && task.status === 'suggested') ? 'button' : 'button button-secondary'
                }
                disabled={busy}
                onClick={() => choose(action)}
                // The visible words first, then which task (one name per button in a list of them).
                aria-label={`${label(action)}: ${title}`}
              >
                {label(action)}
              </button>
            ))}
          </p>
        )
      )}
    </li>
  );
}
