/**
 * Tasks' limits, earliest judgment date and message keys, without zod: the tracker's task form
 * needs these on its way in and loads the schemas (./schema, built from them and re-exporting them)
 * only when a task is saved.
 */
import type { MessageKey } from '../../i18n/translate';
import { firstRecordedDate } from '../figures';

/** At most this many tasks on one case (checked in the same SQL statement as the insert). */
export const MAX_TASKS_PER_CASE = 200;
export const MAX_TASK_TITLE = 200;
export const MAX_TASK_NOTES = 2000;

/** The earliest judgment date the figures table answers (reconsideration's first row). */
export const EARLIEST_DECISION_DATE = firstRecordedDate('reconsiderationTime');

/**
 * Each refusal's message key (src/i18n): the schemas give these as their issues, the Worker answers
 * them with their English text and the screens show them in the reader's language, so no screen
 * turns English back into a key. decisionTooEarly's {date} is EARLIEST_DECISION_DATE.
 */
export const taskMessages = {
  titleRequired: 'tasks.validation.titleRequired',
  titleTooLong: 'tasks.validation.titleTooLong',
  dateRequired: 'tasks.validation.dateRequired',
  timeInvalid: 'tasks.validation.timeInvalid',
  notesTooLong: 'tasks.validation.notesTooLong',
  statusInvalid: 'tasks.validation.statusInvalid',
  decisionRequired: 'tasks.validation.decisionRequired',
  decisionDateRequired: 'tasks.validation.decisionDateRequired',
  decisionInFuture: 'tasks.validation.decisionInFuture',
  decisionTooEarly: 'tasks.validation.decisionTooEarly',
  notAnObject: 'tasks.validation.notAnObject',
  tooMany: 'tasks.validation.tooMany',
  notEditable: 'tasks.validation.notEditable',
  notDeletable: 'tasks.validation.notDeletable',
  notDismissable: 'tasks.validation.notDismissable',
  doneOnRequired: 'tasks.validation.doneOnRequired',
  doneOnInFuture: 'tasks.validation.doneOnInFuture',
} as const satisfies Record<string, MessageKey>;
export type TaskMessageKey = keyof typeof taskMessages;
