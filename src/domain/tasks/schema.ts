/**
 * Request bodies of the task routes (issue 15), shared by the tracker island and the Worker: the
 * claimant's own task from a tribunal order, a change to a task, and a judgment's dates.
 */
import { z } from 'zod';
import { dayOf, isIsoDate, type Today } from '../calendar';
import { firstRecordedDate } from '../figures';
import { trimmedOrNull } from '../text';
import { decisionAnchors, settableStatuses } from './kinds';

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
  notEditable: 'Only the status of a task worked out for you can change: mark it done or dismiss it',
  notDeletable: 'Only tasks you added can be deleted: dismiss this one instead',
} as const;
export type TaskMessageKey = keyof typeof taskMessages;

export function taskMessageKey(message: string): TaskMessageKey | undefined {
  return (Object.keys(taskMessages) as TaskMessageKey[]).find((key) => taskMessages[key] === message);
}

const title = z.preprocess(
  trimmedOrNull,
  z
    .string({ error: taskMessages.titleRequired })
    .min(1, taskMessages.titleRequired)
    .max(MAX_TASK_TITLE, taskMessages.titleTooLong),
);
const date = z.string({ error: taskMessages.dateRequired }).refine(isIsoDate, taskMessages.dateRequired);
/** HH:MM on the 24-hour clock, Europe/London; empty means the whole day. */
const time = z.preprocess(
  trimmedOrNull,
  z
    .string({ error: taskMessages.timeInvalid })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, taskMessages.timeInvalid)
    .nullable()
    .optional(),
);
const notes = z.preprocess(
  trimmedOrNull,
  z.string({ error: taskMessages.notesTooLong }).max(MAX_TASK_NOTES, taskMessages.notesTooLong).nullable().optional(),
);

export const ownTaskSchema = z.object({ title, date, time, notes }, { error: taskMessages.notAnObject });
export type OwnTaskInput = z.infer<typeof ownTaskSchema>;

/** A change: any field of the claimant's own task; only `status` of a computed or suggested one. */
export const taskPatchSchema = z.object(
  {
    title: title.optional(),
    date: date.optional(),
    time,
    notes,
    status: z.enum(settableStatuses, { error: taskMessages.statusInvalid }).optional(),
  },
  { error: taskMessages.notAnObject },
);
export type TaskPatch = z.infer<typeof taskPatchSchema>;

/** 'The judgment (or its written reasons) was sent to me on …': not in the future. */
export function decisionSchema(today: Today) {
  return z.object(
    {
      decision: z.enum(decisionAnchors, { error: taskMessages.decisionRequired }),
      date: z
        .string({ error: taskMessages.decisionDateRequired })
        .refine(isIsoDate, taskMessages.decisionDateRequired)
        .refine((value) => value >= EARLIEST_DECISION_DATE, taskMessages.decisionTooEarly)
        .refine((value) => value <= dayOf(today), taskMessages.decisionInFuture),
    },
    { error: taskMessages.notAnObject },
  );
}
export type DecisionInput = z.infer<ReturnType<typeof decisionSchema>>;
