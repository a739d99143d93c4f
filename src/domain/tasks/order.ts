/**
 * The tracker's 'Upcoming' list: what still needs doing (open tasks and suggestions
 * waiting for an answer), overdue first, then by date and time; whole-day tasks before timed ones
 * on the same day, since they are due by the end of it. Done and dismissed ones are listed apart.
 */
import { type IsoDate, isBefore } from '../calendar';
import type { TaskStatus } from './kinds';

interface Sortable {
  dueDate: IsoDate;
  dueTime: string | null;
  status: TaskStatus;
}

export const isPending = (task: Sortable): boolean => task.status === 'open' || task.status === 'suggested';
export const isOverdue = (task: Sortable, today: IsoDate): boolean => isPending(task) && isBefore(task.dueDate, today);

export function upcoming<T extends Sortable>(tasks: readonly T[], today: IsoDate): T[] {
  const key = (task: T) => `${isOverdue(task, today) ? 0 : 1}${task.dueDate}${task.dueTime ?? ''}`;
  return tasks.filter(isPending).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Done and dismissed tasks, latest date first. */
export function finished<T extends Sortable>(tasks: readonly T[]): T[] {
  return tasks.filter((task) => !isPending(task)).sort((a, b) => (a.dueDate < b.dueDate ? 1 : a.dueDate > b.dueDate ? -1 : 0));
}
