/**
 * A task in words (issue 15), the same in the tracker's list and in the calendar feed: its title
 * (the claimant's own words, or the words for its kind) and why it matters. The caller brings the
 * catalogue (the island's picked messages, or the Worker's translator) and its long-date format.
 */
import { preparationSteps } from '../preparation';
import { caseDeadlineKinds, decisionAnchors, decisionKinds } from './kinds';
import type { TaskRecord } from './record';

const computedKinds = [...caseDeadlineKinds, ...decisionAnchors, ...decisionKinds] as const;

/** Every key the words below can use, for pickMessages. */
export const TASK_WORD_KEYS = [
  ...computedKinds.map((kind) => `tasks.kind.${kind}.title` as const),
  ...computedKinds.map((kind) => `tasks.kind.${kind}.why` as const),
  ...preparationSteps.map((step) => `documents.plan.${step.id}` as const),
  'tasks.kind.presentBy.earliest',
  'tasks.window.weeks.one',
  'tasks.window.weeks.other',
  'tasks.window.weeksRange',
  'tasks.window.dayBefore',
] as const;
export type TaskWordKey = (typeof TASK_WORD_KEYS)[number];

export type Words = (key: TaskWordKey, values?: Record<string, string | number>) => string;

type Described = Pick<TaskRecord, 'source' | 'kind' | 'title' | 'rule'>;

export function taskTitle(task: Described, words: Words): string {
  if (task.source === 'own' || task.kind === null) return task.title ?? '';
  if (task.source === 'suggested') {
    const step = preparationSteps.find((candidate) => candidate.id === task.kind);
    return step ? words(`documents.plan.${step.id}`) : '';
  }
  const kind = computedKinds.find((candidate) => candidate === task.kind);
  return kind ? words(`tasks.kind.${kind}.title`) : '';
}

/**
 * Why the date matters and where it comes from, in sentences (empty for the claimant's own).
 * `pluralLocale` ('en-GB' or 'pt-PT') chooses "1 week" or "2 weeks" through Intl.PluralRules.
 */
export function taskWhy(task: Described, words: Words, longDate: (iso: string) => string, pluralLocale: string): string {
  const rule = task.rule;
  if (task.source === 'own' || task.kind === null) return '';
  if (rule?.type === 'preparation') {
    if (rule.unit === 'day') return words('tasks.window.dayBefore');
    const weeks =
      new Intl.PluralRules(pluralLocale).select(rule.to) === 'one' ? 'tasks.window.weeks.one' : 'tasks.window.weeks.other';
    return rule.from === rule.to
      ? words(weeks, { count: rule.to })
      : words('tasks.window.weeksRange', { from: rule.from, to: rule.to, start: longDate(rule.start) });
  }
  const kind = computedKinds.find((candidate) => candidate === task.kind);
  if (!kind) return '';
  const why = words(`tasks.kind.${kind}.why`, { amount: rule?.amount ?? '' });
  return rule?.earliest && kind === 'presentBy' ? `${why} ${words('tasks.kind.presentBy.earliest')}` : why;
}
