/**
 * An offered direction as the claimant's own task (POST /api/cases/:caseId/tasks): a title in the
 * page's language (the kind and who must act), the date and time the order gives, and the order's
 * own words in the notes, so the task carries its authority into the list, the calendar feed and
 * the reminders.
 */
import type { OrderDirection } from '../../../domain/orders/types';
import type { TaskFromOrder } from '../../../domain/tasks/from-order';
import { MAX_TASK_NOTES, MAX_TASK_TITLE } from '../../../domain/tasks/limits';
import { format } from '../../../i18n/island-messages';
import type { OrderMessageKey } from './order-message-keys';

export interface TaskDraft {
  title: string;
  date: string;
  time: string;
  notes: string;
}

/** The direction as the order gives it, stored with the task so every screen words it in its own language. */
export function fromOrderOf(direction: OrderDirection): TaskFromOrder {
  return {
    kind: direction.kind,
    party: direction.party,
    paragraph: direction.paragraph,
    quote: clip(direction.quote, MAX_TASK_NOTES),
  };
}

const clip = (text: string, limit: number) => (text.length <= limit ? text : `${text.slice(0, limit - 1)}…`);

export function taskDraft(direction: OrderDirection, kindTitle: string, t: Record<OrderMessageKey, string>): TaskDraft {
  const title = format(t['orders.taskTitle'], { kind: kindTitle, party: t[`orders.partyShort.${direction.party}`] });
  const template = direction.paragraph ? t['orders.taskNotesParagraph'] : t['orders.taskNotes'];
  // The quote is cut to fit the notes' limit with the words around it.
  const frame = format(template, { paragraph: direction.paragraph ?? '', quote: '' }).length;
  const notes = format(template, { paragraph: direction.paragraph ?? '', quote: clip(direction.quote, MAX_TASK_NOTES - frame) });
  return { title: clip(title, MAX_TASK_TITLE), date: direction.date ?? '', time: direction.time ?? '', notes };
}
