/**
 * The 'working backwards from hearing' schedule (shown on /documents) as real dates: each
 * piece of preparation has a window of weeks before the hearing; from a hearing date it becomes
 * a date range (start = the earlier edge, due = the later edge). These are the usual case-management
 * orders' rhythm, not statutory limits: the tribunal's own orders for a case always win (the tracker
 * turns them into tasks the claimant confirms). Most windows are in weeks; the final review is
 * the day before, so each step says its unit.
 */
import { addDays, type IsoDate } from './calendar';

export type PreparationUnit = 'week' | 'day';

export const preparationSteps = [
  { id: 'issuesAndChronology', from: 12, to: 8, unit: 'week' },
  { id: 'disclosure', from: 10, to: 8, unit: 'week' },
  { id: 'bundle', from: 8, to: 6, unit: 'week' },
  { id: 'witnessStatements', from: 6, to: 4, unit: 'week' },
  { id: 'skeletonArgument', from: 3, to: 3, unit: 'week' },
  { id: 'scheduleOfLoss', from: 2, to: 2, unit: 'week' },
  { id: 'printed', from: 1, to: 1, unit: 'week' },
  { id: 'finalReview', from: 1, to: 1, unit: 'day' },
] as const satisfies readonly { id: string; from: number; to: number; unit: PreparationUnit }[];
export type PreparationStepId = (typeof preparationSteps)[number]['id'];

export interface PreparationItem {
  id: PreparationStepId;
  /** How many `unit`s before the hearing the window opens and closes. */
  from: number;
  to: number;
  unit: PreparationUnit;
  /** The earliest day to start: `from` units before the hearing. */
  start: IsoDate;
  /** The day to have it done by: `to` units before the hearing. */
  due: IsoDate;
}

const DAYS_IN: Record<PreparationUnit, number> = { week: 7, day: 1 };

/** Whole weeks or days before a calendar date, by days (no month arithmetic, so no overflow). */
export function preparationPlan(hearingDate: IsoDate): PreparationItem[] {
  return preparationSteps.map((step) => ({
    id: step.id,
    from: step.from,
    to: step.to,
    unit: step.unit,
    start: addDays(hearingDate, -DAYS_IN[step.unit] * step.from),
    due: addDays(hearingDate, -DAYS_IN[step.unit] * step.to),
  }));
}
