/**
 * The tracker's dated tasks for the selected case: the 'Upcoming' list (overdue first,
 * then by date), the done and dismissed ones apart, the form for a tribunal order's dates, and the
 * calendar subscription. The list is read again whenever the case is saved (its dates may move
 * the computed tasks and suggestions) and after every change.
 */
import { useCallback, useId, useRef, useState } from 'react';
import { finished, upcoming } from '../../../domain/tasks/order';
import type { TaskRecord } from '../../../domain/tasks/record';
import type { Words } from '../../../domain/tasks/words';
import { format, type Messages, plural } from '../../../i18n/island-messages';
import { call, client } from '../../../stores/api';
import { showToast } from '../../../stores/toasts';
import { useReload } from '../../use-reload';
import { OrderReaderLauncher } from '../orders/OrderReaderLauncher';
import { CalendarFeed } from './CalendarFeed';
import { TaskForm } from './TaskForm';
import { type TaskAction, TaskItem } from './TaskItem';
import type { TaskMessageKey } from './task-message-keys';

interface Props {
  caseId: string | null;
  /** The case's updatedAt: a saved change re-reads the list. */
  caseVersion: string | null;
  today: string;
  messages: Messages<TaskMessageKey>;
  longDate: (iso: string) => string;
  pluralLocale: string;
  /** A statutory task marked done with its date wrote that date to the case: the screen reads the case again. */
  onCaseChanged?: () => void;
}

export default function TaskPanel({ caseId, caseVersion, today, messages: t, longDate, pluralLocale, onCaseChanged }: Props) {
  const id = useId();
  const [items, setItems] = useState<TaskRecord[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (forCase: string) => {
    try {
      const { items: loaded } = await call(client.api.cases[':caseId'].tasks.$get({ param: { caseId: forCase } }));
      setItems(loaded);
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
    }
  }, []);

  // Another case: its list is loaded afresh. The same case saved again (caseVersion): the list is read
  // again in place, so what is open below it (the order reader with its offers) stays.
  const shownCase = useRef<string | null>(null);
  useReload([caseId, caseVersion], () => {
    if (shownCase.current !== caseId) setItems(null);
    shownCase.current = caseId;
    if (caseId) void load(caseId);
  });

  const words: Words = (key, values) => format(t[key], values);
  const count = (unit: 'day' | 'week' | 'month', n: number) => plural(t, `unit.${unit}`, n, pluralLocale);

  async function act(task: TaskRecord, action: TaskAction, doneOn?: string) {
    if (!caseId) return;
    setBusy(true);
    try {
      if (action === 'delete') {
        await call(client.api.tasks[':id'].$delete({ param: { id: task.id } }));
        showToast({ title: t['tasks.deleted'], variant: 'success' });
      } else {
        await call(
          client.api.tasks[':id'].$patch({ param: { id: task.id }, json: { status: action, ...(doneOn ? { doneOn } : {}) } }),
        );
        showToast({ title: t['tasks.updated'], variant: 'success' });
        if (doneOn) onCaseChanged?.();
      }
      await load(caseId);
    } catch {
      showToast({ title: t['tasks.error'], description: t['tasks.errorBody'], variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const item = (task: TaskRecord) => (
    <TaskItem
      key={task.id}
      task={task}
      today={today}
      messages={t}
      words={words}
      count={count}
      longDate={longDate}
      pluralLocale={pluralLocale}
      busy={busy}
      onAction={(chosen, action, doneOn) => void act(chosen, action, doneOn)}
    />
  );

  const pending = items ? upcoming(items, today) : [];
  const done = items ? finished(items) : [];

  return (
    <section className="tasks card" aria-labelledby={`${id}-heading`} data-tasks>
      <h2 id={`${id}-heading`}>{t['tasks.heading']}</h2>
      <p>{t['tasks.intro']}</p>
      {!caseId ? (
        <p>{t['tasks.saveCaseFirst']}</p>
      ) : loadFailed ? (
        <p className="banner banner-warning">{t['tasks.loadError']}</p>
      ) : items === null ? (
        <p role="status">{t['tasks.loading']}</p>
      ) : (
        <>
          <p className="task-count" data-task-count>
            {plural(t, 'tasks.count', pending.length, pluralLocale)}
          </p>
          {pending.length === 0 ? (
            <p>{t['tasks.empty']}</p>
          ) : (
            <ul className="task-list" data-upcoming>
              {pending.map(item)}
            </ul>
          )}
          {done.length > 0 && (
            <details className="task-finished">
              <summary>{plural(t, 'tasks.finished', done.length, pluralLocale)}</summary>
              <ul className="task-list" data-finished>
                {done.map(item)}
              </ul>
            </details>
          )}
          <TaskForm caseId={caseId} today={today} messages={t} longDate={longDate} onSaved={() => void load(caseId)} />
          <OrderReaderLauncher
            caseId={caseId}
            messages={t}
            longDate={longDate}
            pluralLocale={pluralLocale}
            onSaved={() => void load(caseId)}
            onCaseChanged={onCaseChanged}
          />
          <CalendarFeed caseId={caseId} messages={t} />
        </>
      )}
    </section>
  );
}
