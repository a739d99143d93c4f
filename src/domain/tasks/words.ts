/**
 * A task in words, the same in the tracker's list and in the calendar feed: its title
 * (the claimant's own words, or the words for its kind) and why it matters. The caller brings the
 * catalogue (the island's picked messages, or the Worker's translator) and its long-date format.
 */
import { LIMIT_EVENT_KEYS, type LimitEvent } from '../case-limits';
import { directionKinds, orderParties } from '../order-directions';
import { preparationSteps } from '../preparation';
import { WORKING_KEYS, type WorkingWords, workingLines } from '../working';
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
  'tasks.fromEvent',
  'working.summary',
  'working.rule',
  ...LIMIT_EVENT_KEYS,
  ...WORKING_KEYS,
  ...directionKinds.map((kind) => `orders.kind.${kind}` as const),
  ...orderParties.map((party) => `orders.partyShort.${party}` as const),
  'orders.taskTitle',
  'orders.taskNotes',
  'orders.taskNotesParagraph',
] as const;
export type TaskWordKey = (typeof TASK_WORD_KEYS)[number];

export type Words = (key: TaskWordKey, values?: Record<string, string | number>) => string;

type Described = Pick<TaskRecord, 'source' | 'kind' | 'title' | 'rule'> & { fromOrder?: TaskRecord['fromOrder'] };

export function taskTitle(task: Described, words: Words): string {
  const order = task.fromOrder;
  // Read from an order: its kind and who must act, in the reader's language, whatever the page it was added from.
  if (order)
    return words('orders.taskTitle', {
      kind: words(`orders.kind.${order.kind}`),
      party: words(`orders.partyShort.${order.party}`),
    });
  if (task.source === 'own' || task.kind === null) return task.title ?? '';
  if (task.source === 'suggested') {
    const step = preparationSteps.find((candidate) => candidate.id === task.kind);
    return step ? words(`documents.plan.${step.id}`) : '';
  }
  const kind = computedKinds.find((candidate) => candidate === task.kind);
  return kind ? words(`tasks.kind.${kind}.title`) : '';
}

/** The claimant's notes, or for a task read from an order, the order's own words with its paragraph. */
export function taskNotes(
  task: Pick<TaskRecord, 'notes'> & { fromOrder?: TaskRecord['fromOrder'] },
  words: Words,
): string | null {
  const order = task.fromOrder;
  if (!order) return task.notes;
  return order.paragraph
    ? words('orders.taskNotesParagraph', { paragraph: order.paragraph, quote: order.quote })
    : words('orders.taskNotes', { quote: order.quote });
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

/** The event an ET1 limit runs from, in words ("the act of discrimination on 19 September 2026"). */
export function limitEventText(event: LimitEvent, words: Words, longDate: (iso: string) => string): string {
  const values = { what: words(`limits.what.${event.kind}`), date: longDate(event.date), description: event.description ?? '' };
  return words(event.description ? 'limits.eventDescribed' : 'limits.event', values);
}

/**
 * How a computed task's date was reached, in sentences: the event it runs from, each step of the
 * working with the facts assumed (the deadline card's model, ../working), and the provision.
 * Empty for the claimant's own tasks, anchors and suggestions.
 */
export function taskWorking(
  task: Pick<TaskRecord, 'rule'>,
  words: Words,
  count: WorkingWords['count'],
  longDate: (iso: string) => string,
): string[] {
  const rule = task.rule;
  if (rule?.type !== 'figure') return [];
  return [
    ...(rule.event ? [words('tasks.fromEvent', { event: limitEventText(rule.event, words, longDate) })] : []),
    ...workingLines(rule.steps, { text: (key, values) => words(key, values), count, longDate }),
    ...(rule.provision ? [words('working.rule', { provision: rule.provision })] : []),
  ];
}
