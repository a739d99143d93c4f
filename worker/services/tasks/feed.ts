/**
 * A case's calendar subscription feed (issue 15): its open tasks as RFC 5545 events, worded in the
 * account's language (reminder_settings.language, English without a row). Only what a calendar
 * needs: a title, the date (and time), why it matters and the claimant's notes; never the
 * claimant's e-mail or name.
 */
import { buildIcs, icsTimestamp } from '../../../src/domain/ics';
import type { TaskRecord } from '../../../src/domain/tasks/record';
import type { Locale } from '../../../src/i18n/locales';
import { type MessageKey, translate } from '../../../src/i18n/translate';

/** A task's title in a language: the claimant's own words, or the words for its kind. */
export function taskTitle(task: TaskRecord, locale: Locale): string {
  if (task.source === 'own' || task.kind === null) return task.title ?? '';
  if (task.source === 'suggested') return translate(locale, `documents.plan.${task.kind}` as MessageKey);
  return translate(locale, `tasks.kind.${task.kind}.title` as MessageKey);
}

/** Why a task matters, in a language (empty for the claimant's own). */
export function taskWhy(task: TaskRecord, locale: Locale): string {
  const rule = task.rule;
  if (task.source === 'own' || task.kind === null) return '';
  if (rule?.type === 'preparation') {
    if (rule.unit === 'day') return translate(locale, 'tasks.window.dayBefore');
    return rule.from === rule.to
      ? translate(locale, 'tasks.window.weeks', { to: rule.to })
      : translate(locale, 'tasks.window.weeksRange', { from: rule.from, to: rule.to, start: rule.start });
  }
  const why = translate(locale, `tasks.kind.${task.kind}.why` as MessageKey, { amount: rule?.amount ?? '' });
  const earliest = rule?.earliest && task.kind === 'presentBy' ? ` ${translate(locale, 'tasks.kind.presentBy.earliest')}` : '';
  const source = rule ? ` ${translate(locale, 'tasks.rule', { source: rule.source.title })}` : '';
  return `${why}${earliest}${source}`;
}

/** The feed: open tasks only (a suggestion counts once accepted), refreshed daily. */
export function taskFeed(tasks: readonly TaskRecord[], locale: Locale, now: Date): string {
  const events = tasks
    .filter((task) => task.status === 'open')
    .map((task) => ({
      uid: `task-${task.id}@tribunal-toolkit`,
      date: task.dueDate,
      time: task.dueTime,
      title: taskTitle(task, locale),
      description: [taskWhy(task, locale), task.notes ?? '', translate(locale, 'tasks.feedDisclaimer')]
        .filter(Boolean)
        .join('\n\n'),
    }));
  return buildIcs(events, icsTimestamp(now), { name: translate(locale, 'tasks.feedName'), refresh: 'P1D', alarm: '-P1D' });
}
