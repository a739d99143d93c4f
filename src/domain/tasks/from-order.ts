/**
 * A task the claimant added from a direction of a tribunal's order keeps what the order says (the
 * kind of direction, who must act, the paragraph and its English words) rather than a title in the
 * language of the page it was added from, so the tracker, the calendar feed and the reminders word
 * it in the reader's language.
 */
import { z } from 'zod';
import { directionKinds, orderParties } from '../order-directions';
import { MAX_TASK_NOTES, taskMessages } from './limits';

const error = taskMessages.notAnObject;
export const taskFromOrderSchema = z.object(
  {
    kind: z.enum(directionKinds, { error }),
    party: z.enum(orderParties, { error }),
    paragraph: z.string({ error }).trim().max(20, error).nullable(),
    quote: z.string({ error }).trim().min(1, error).max(MAX_TASK_NOTES, taskMessages.notesTooLong),
  },
  { error },
);
export type TaskFromOrder = z.infer<typeof taskFromOrderSchema>;

/** The stored JSON read back; null when absent or not what is expected (the stored title then stands). */
export function taskFromOrder(json: string | null): TaskFromOrder | null {
  if (!json) return null;
  try {
    const parsed = taskFromOrderSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
