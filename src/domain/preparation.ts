/**
 * The spec's 'working backwards from hearing' schedule (part 2, /documents) as real dates: each
 * piece of preparation has a window of weeks before the hearing; from a hearing date it becomes
 * a date range (start = the earlier edge, due = the later edge). These are the usual case-management
 * orders' rhythm, not statutory limits: the tribunal's own orders for a case always win (issue 15
 * turns them into tasks the claimant confirms).
 */
import { addDays, type IsoDate } from './calendar';

export const preparationSteps = [
  { id: 'issuesAndChronology', fromWeeks: 12, toWeeks: 8 },
  { id: 'disclosure', fromWeeks: 10, toWeeks: 8 },
  { id: 'bundle', fromWeeks: 8, toWeeks: 6 },
  { id: 'witnessStatements', fromWeeks: 6, toWeeks: 4 },
  { id: 'skeletonArgument', fromWeeks: 3, toWeeks: 3 },
  { id: 'scheduleOfLoss', fromWeeks: 2, toWeeks: 2 },
  { id: 'printed', fromWeeks: 1, toWeeks: 1 },
] as const;
export type PreparationStepId = (typeof preparationSteps)[number]['id'];

export interface PreparationItem {
  id: PreparationStepId;
  fromWeeks: number;
  toWeeks: number;
  /** The earliest day to start: `fromWeeks` weeks before the hearing. */
  start: IsoDate;
  /** The day to have it done by: `toWeeks` weeks before the hearing. */
  due: IsoDate;
}

/** Whole weeks before a calendar date, by days (no month arithmetic, so no overflow). */
export function preparationPlan(hearingDate: IsoDate): PreparationItem[] {
  return preparationSteps.map((step) => ({
    id: step.id,
    fromWeeks: step.fromWeeks,
    toWeeks: step.toWeeks,
    start: addDays(hearingDate, -7 * step.fromWeeks),
    due: addDays(hearingDate, -7 * step.toWeeks),
  }));
}
