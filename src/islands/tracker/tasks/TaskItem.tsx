/**
 * One task in the tracker's 'Upcoming' list (issue 15): its date (and time), its title, why it
 * matters (for computed ones: the rule and its source), and what the claimant can do with it —
 * accept or dismiss a suggestion, mark done, reopen, or delete their own.
 */
import { isOverdue } from '../../../domain/tasks/order';
import type { TaskRecord } from '../../../domain/tasks/record';
import { taskTitle, taskWhy, type Words } from '../../../domain/tasks/words';
import { format, type Messages } from '../../../i18n/island-messages';
import type { TaskMessageKey } from './task-message-keys';

export type TaskAction = 'open' | 'done' | 'dismissed' | 'delete';

interface Props {
  task: TaskRecord;
  today: string;
  messages: Messages<TaskMessageKey>;
  words: Words;
  longDate: (iso: string) => string;
  /** 'en-GB' or 'pt-PT', for "1 week" against "2 weeks". */
  pluralLocale: string;
  busy: boolean;
  onAction: (task: TaskRecord, action: TaskAction) => void;
}

/** What can be done with a task in each state. */
function actionsFor(task: TaskRecord): TaskAction[] {
  // A judgment's date is a record of what happened, not something to do.
  if (task.kind === 'judgmentSent' || task.kind === 'writtenReasonsSent') return [];
  const remove: TaskAction[] = task.source === 'own' ? ['delete'] : [];
  if (task.status === 'suggested') return ['open', 'dismissed'];
  if (task.status === 'open') return ['done', ...(task.source === 'own' ? remove : ['dismissed' as const])];
  return ['open', ...remove];
}

export function TaskItem({ task, today, messages: t, words, longDate, pluralLocale, busy, onAction }: Props) {
  const title = taskTitle(task, words);
  const why = taskWhy(task, words, longDate, pluralLocale);
  const overdue = isOverdue(task, today);
  const label = (action: TaskAction) => {
    if (action === 'open') return task.status === 'suggested' ? t['tasks.accept'] : t['tasks.reopen'];
    if (action === 'done') return t['tasks.markDone'];
    if (action === 'dismissed') return t['tasks.dismiss'];
    return t['tasks.delete'];
  };
  const when = task.dueTime
    ? format(t['tasks.dueAt'], { date: longDate(task.dueDate), time: task.dueTime })
    : format(t['tasks.dueOn'], { date: longDate(task.dueDate) });
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
      {why && <p className="task-why">{why}</p>}
      {task.rule?.type === 'figure' && (
        <p className="task-rule">
          <a href={task.rule.source.url} target="_blank" rel="noopener noreferrer">
            {format(t['tasks.rule'], { source: task.rule.source.title })}
            <span className="visually-hidden"> {t['external.newTab']}</span>
          </a>
        </p>
      )}
      {task.notes && <p className="task-notes">{format(t['tasks.yourNotes'], { notes: task.notes })}</p>}
      {actionsFor(task).length > 0 && (
        <p className="task-actions">
          {actionsFor(task).map((action) => (
            <button
              key={action}
              type="button"
              className={
                action === 'done' || (action === 'open' && task.status === 'suggested') ? 'button' : 'button button-secondary'
              }
              disabled={busy}
              onClick={() => onAction(task, action)}
              // The visible words first, then which task (one name per button in a list of them).
              aria-label={`${label(action)}: ${title}`}
            >
              {label(action)}
            </button>
          ))}
        </p>
      )}
    </li>
  );
}
