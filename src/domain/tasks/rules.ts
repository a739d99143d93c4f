/**
 * Why a computed or suggested task has its date: the figure (its length, read from the figures
 * table on the date that decides it) and the source it comes from, or the preparation window.
 * Day limits here are counted as the tribunal and EAT rules count them: the day of the event (the
 * claim or judgment being sent) is not counted, so the last day is that date plus the days.
 */
import { addDays, type IsoDate } from '../calendar';
import { type FigureId, figureRowOn, type Source } from '../figures';
import type { PreparationUnit } from '../preparation';

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
    }
  | { type: 'preparation'; from: number; to: number; unit: PreparationUnit; start: IsoDate };

/** The rule of a figure in force on `date`. */
export function figureRule(figure: FigureId, date: IsoDate, provision: string | null = null, earliest = false): TaskRule {
  const row = figureRowOn(figure, date);
  if (row.value.kind !== 'duration') throw new TypeError(`${figure} must be a duration`);
  return { type: 'figure', figure, amount: row.value.amount, unit: row.value.unit, provision, source: row.source, earliest };
}

/** `date` plus a day-counted figure in force on it, with its rule. */
export function daysAfter(figure: FigureId, date: IsoDate, earliest = false): { dueDate: IsoDate; rule: TaskRule } {
  const rule = figureRule(figure, date, null, earliest);
  if (rule.type !== 'figure' || rule.unit !== 'day') throw new TypeError(`${figure} must be a number of days`);
  return { dueDate: addDays(date, rule.amount), rule };
}
