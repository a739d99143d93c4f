/**
 * Tasks' limits, earliest judgment date and exact messages, without zod: the tracker's task form
 * needs these on its way in and loads the schemas (./schema, built from them and re-exporting them)
 * only when a task is saved.
 */
import { firstRecordedDate } from '../figures';

/** At most this many tasks on one case (checked in the same SQL statement as the insert). */
export const MAX_TASKS_PER_CASE = 200;
export const MAX_TASK_TITLE = 200;
export const MAX_TASK_NOTES = 2000;

/** The earliest judgment date the figures table answers (reconsideration's first row). */
export const EARLIEST_DECISION_DATE = firstRecordedDate('reconsiderationTime');

const [earliestYear, earliestMonth, earliestDay] = EARLIEST_DECISION_DATE.split('-').map(Number) as [number, number, number];
const earliestInWords = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(Date.UTC(earliestYear, earliestMonth - 1, earliestDay)));

export const taskMessages = {
  titleRequired: 'Enter what the order asks you to do',
  titleTooLong: `The task must be ${MAX_TASK_TITLE} characters or fewer`,
  dateRequired: 'Enter the date it is due, like 2027-03-12',
  timeInvalid: 'Enter the time as hours and minutes, like 14:30',
  notesTooLong: `Notes must be ${MAX_TASK_NOTES.toLocaleString('en-GB')} characters or fewer`,
  statusInvalid: 'Choose open, done or dismissed',
  decisionRequired: 'Choose what was sent to you',
  decisionDateRequired: 'Enter the date it was sent to you, like 2027-03-12',
  decisionInFuture: 'The date it was sent cannot be in the future',
  decisionTooEarly: `Enter a date from ${earliestInWords} onwards: the tribunal's rules before then were different`,
  notAnObject: 'Send the task as a JSON object',
  tooMany: `A case can hold at most ${MAX_TASKS_PER_CASE} tasks`,
  notEditable:
    'Only the status of a task worked out for you can change: mark it done (or dismiss it, unless it is a legal time limit)',
  notDeletable:
    'Only tasks you added can be deleted: dismiss this one instead, or mark a legal time limit done when you have met it',
  notDismissable: 'A legal time limit cannot be dismissed: mark it done when you have met it',
  doneOnRequired: 'Enter the date you did it, like 2027-03-12',
  doneOnInFuture: 'The date you did it cannot be in the future',
} as const;
export type TaskMessageKey = keyof typeof taskMessages;

export function taskMessageKey(message: string): TaskMessageKey | undefined {
  return (Object.keys(taskMessages) as TaskMessageKey[]).find((key) => taskMessages[key] === message);
}
