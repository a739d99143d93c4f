/**
 * Request bodies of the task routes, shared by the tracker island and the Worker: the
 * claimant's own task from a tribunal order, a change to a task, and a judgment's dates.
 */
import { z } from 'zod';
import { dayOf, isIsoDate, type Today } from '../calendar';
import { plainNameOrNull, plainTextOrNull, trimmedOrNull } from '../text';
import { taskFromOrderSchema } from './from-order';
import { decisionAnswers, settableStatuses } from './kinds';
import { EARLIEST_DECISION_DATE, MAX_TASK_NOTES, MAX_TASK_TITLE, taskMessages } from './limits';

export {
  EARLIEST_DECISION_DATE,
  MAX_TASK_NOTES,
  MAX_TASK_TITLE,
  MAX_TASKS_PER_CASE,
  type TaskMessageKey,
  taskMessages,
} from './limits';

const title = z.preprocess(
  plainNameOrNull,
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
  plainTextOrNull,
  z.string({ error: taskMessages.notesTooLong }).max(MAX_TASK_NOTES, taskMessages.notesTooLong).nullable().optional(),
);

/** `fromOrder`: the direction of a tribunal's order the task was added from, kept as the order gives it. */
export const ownTaskSchema = z.object(
  { title, date, time, notes, fromOrder: taskFromOrderSchema.nullable().optional() },
  { error: taskMessages.notAnObject },
);
export type OwnTaskInput = z.infer<typeof ownTaskSchema>;

/**
 * A change: any field of the claimant's own task; only `status` of a computed or suggested one,
 * with `doneOn` (the day it was met: the ET1 received, Acas notified) when a statutory ET1 or Acas
 * limit is marked done. Not in the future.
 */
export function taskPatchSchema(today: Today) {
  return z.object(
    {
      title: title.optional(),
      date: date.optional(),
      time,
      notes,
      status: z.enum(settableStatuses, { error: taskMessages.statusInvalid }).optional(),
      doneOn: z
        .string({ error: taskMessages.doneOnRequired })
        .refine(isIsoDate, taskMessages.doneOnRequired)
        .refine((value) => value <= dayOf(today), taskMessages.doneOnInFuture)
        .optional(),
    },
    { error: taskMessages.notAnObject },
  );
}
export type TaskPatch = z.infer<ReturnType<typeof taskPatchSchema>>;

/** 'The judgment (or its written reasons) was sent to me on …': not in the future. */
export function decisionSchema(today: Today) {
  return z.object(
    {
      decision: z.enum(decisionAnswers, { error: taskMessages.decisionRequired }),
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
