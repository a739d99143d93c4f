/**
 * A case's calendar subscription feed: its open tasks as RFC 5545 events, worded in the
 * account's language (reminder_settings.language, English without a row) with the same words as
 * the tracker (src/domain/tasks/words). Only what a calendar needs: a title, the date (and time),
 * why it matters, its rule and the claimant's notes; never the claimant's e-mail or name.
 */

import { formatLongDate } from '../../../src/domain/format';
import { buildIcs, icsTimestamp } from '../../../src/domain/ics';
import { clockTime } from '../../../src/domain/reminders/email';
import type { TaskRecord } from '../../../src/domain/tasks/record';
import { taskTitle, taskWhy, taskWorking, type Words } from '../../../src/domain/tasks/words';
import { htmlLang, type Locale } from '../../../src/i18n/locales';
import { translate, translatePlural } from '../../../src/i18n/translate';

/** The feed: open tasks only (a suggestion counts once accepted), refreshed daily. */
export function taskFeed(tasks: readonly TaskRecord[], locale: Locale, now: Date): string {
  const words: Words = (key, values) => translate(locale, key, values);
  const longDate = (iso: string) => formatLongDate(iso, locale);
  const events = tasks
    .filter((task) => task.status === 'open')
    .map((task) => ({
      uid: `task-${task.id}@tribunal-toolkit`,
      date: task.dueDate,
      time: task.dueTime,
      // A timed date is a cut-off ("by 4pm" on the EAT's last day, r.37(1A)), not a start time.
      title: task.dueTime
        ? translate(locale, 'tasks.byTime', { title: taskTitle(task, words), time: clockTime(task.dueTime, locale) })
        : taskTitle(task, words),
      description: [
        taskWhy(task, words, longDate, htmlLang[locale]),
        // How the date was reached: the event, the steps, the facts assumed, the provision.
        taskWorking(task, words, (unit, count) => translatePlural(locale, `unit.${unit}`, count), longDate).join('\n'),
        task.rule?.type === 'figure' ? translate(locale, 'tasks.rule', { source: task.rule.source.title }) : '',
        task.notes ?? '',
        translate(locale, 'tasks.feedDisclaimer'),
      ]
        .filter(Boolean)
        .join('\n\n'),
    }));
  return buildIcs(events, icsTimestamp(now), { name: translate(locale, 'tasks.feedName'), refresh: 'P1D', alarm: '-P1D' });
}
