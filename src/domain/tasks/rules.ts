/**
 * Why a computed or suggested task has its date: the figure (its length, read from the figures
 * table on the date that decides it) and the source it comes from, or the preparation window.
 * Day limits here are counted as the tribunal and EAT rules count them: the day of the event (the
 * claim or judgment being sent) is not counted, so the last day is that date plus the days.
 */
import { addDays, type IsoDate } from '../calendar';
import type { LimitEvent } from '../case-limits';
import { type FigureId, figureRowOn, type Source } from '../figures';
import type { PreparationUnit } from '../preparation';
import type { DaysStart, WorkingStep } from '../working';

export type TaskRule =
  | {
      type: 'figure';
      figure: FigureId;
      amount: number;
      unit: 'day' | 'week' | 'month' | 'year';
      /** The provision as the deadline card cites it, where there is one. */
      provision: string | null;
      source: Source;
      /**
       * The date is the earliest it can be, not the exact one: the ET1 limit while the Acas
       * certificate is awaited, and the response window, whose exact date is in the tribunal's letter.
       */
      earliest: boolean;
      /** How the date was reached, in the deadline card's working model (../working). */
      steps: WorkingStep[];
      /** The event an ET1 limit runs from (the case's main date or one of its dated events). */
      event: LimitEvent | null;
    }
  | { type: 'preparation'; from: number; to: number; unit: PreparationUnit; start: IsoDate };

export type FigureRule = Extract<TaskRule, { type: 'figure' }>;

/** The rule of a figure in force on `date`, with its working. */
export function figureRule(
  figure: FigureId,
  date: IsoDate,
  {
    provision = null,
    earliest = false,
    steps = [],
    event = null,
  }: { provision?: string | null; earliest?: boolean; steps?: WorkingStep[]; event?: LimitEvent | null } = {},
): FigureRule {
  const row = figureRowOn(figure, date);
  if (row.value.kind !== 'duration') throw new TypeError(`${figure} must be a duration`);
  return {
    type: 'figure',
    figure,
    amount: row.value.amount,
    unit: row.value.unit,
    provision,
    source: row.source,
    earliest,
    steps,
    event,
  };
}

/**
 * `date` plus a day-counted figure in force on it, with its rule and working (the day itself not
 * counted). `extra` adds the facts assumed and any time-of-day rule to the working.
 */
export function daysAfter(
  figure: FigureId,
  date: IsoDate,
  start: DaysStart,
  {
    earliest = false,
    provision = null,
    extra = [],
  }: { earliest?: boolean; provision?: string | null; extra?: WorkingStep[] } = {},
): { dueDate: IsoDate; rule: FigureRule } {
  const rule = figureRule(figure, date, { earliest, provision });
  if (rule.unit !== 'day') throw new TypeError(`${figure} must be a number of days`);
  const dueDate = addDays(date, rule.amount);
  rule.steps = [{ code: 'daysAfter', from: date, start, days: rule.amount, date: dueDate }, ...extra];
  return { dueDate, rule };
}
