/**
 * Qualifying service for the complaints chosen, as the registry gives it (../complaints: ERA 1996
 * s.108(1) for ordinary unfair dismissal, s.155 for a statutory redundancy payment; none for the
 * others): the period in force at the effective date of termination, read
 * from the figures table, against the claimant's continuous employment. "Not less than N ending
 * with the effective date of termination" counts the start day, so the period is complete on the
 * day before the corresponding date N later (the same arithmetic as the time limits).
 */
import { addDays, type IsoDate, isBefore } from '../calendar';
import { type ComplaintId, qualifyingPeriodsOf } from '../complaints';
import { periodEnd } from '../deadlines';
import { type FigureId, type FigureValue, figureRowOn, firstRecordedDate } from '../figures';

export type ServiceFigure = 'unfairDismissalQualifyingPeriod' | 'redundancyPayQualifyingPeriod';

export type ServiceCheck =
  /** The period in force on `asOf` (the termination date, or today when it is not recorded). */
  | { figure: ServiceFigure; state: 'needsDates'; period: FigureValue; asOf: IsoDate; missing: ('termination' | 'start')[] }
  | {
      figure: ServiceFigure;
      state: 'qualifies' | 'short';
      period: FigureValue;
      start: IsoDate;
      termination: IsoDate;
      /** The last day of the qualifying period: employment ending on or after it qualifies. */
      completeOn: IsoDate;
    };

/** The last day of `period` counted from `start` (start day included). */
export function periodCompleteOn(start: IsoDate, period: FigureValue): IsoDate {
  if (period.kind !== 'duration') throw new TypeError('A qualifying period must be a duration');
  switch (period.unit) {
    case 'year':
      return periodEnd(start, period.amount * 12);
    case 'month':
      return periodEnd(start, period.amount);
    case 'week':
      return addDays(start, period.amount * 7 - 1);
    case 'day':
      return addDays(start, period.amount - 1);
  }
}

/** The row in force on `date`, or the first row for a date the table does not reach. */
function periodOn(id: FigureId, date: IsoDate): FigureValue {
  const first = firstRecordedDate(id);
  return figureRowOn(id, isBefore(date, first) ? first : date).value;
}

export function serviceChecks(
  complaints: readonly ComplaintId[],
  { start, termination, today }: { start: IsoDate | null; termination: IsoDate | null; today: IsoDate },
): ServiceCheck[] {
  return qualifyingPeriodsOf(complaints).map((figure): ServiceCheck => {
    const period = periodOn(figure, termination ?? today);
    if (!start || !termination) {
      const missing = [...(termination ? [] : (['termination'] as const)), ...(start ? [] : (['start'] as const))];
      return { figure, state: 'needsDates', period, asOf: termination ?? today, missing };
    }
    const completeOn = periodCompleteOn(start, period);
    return {
      figure,
      state: isBefore(termination, completeOn) ? 'short' : 'qualifies',
      period,
      start,
      termination,
      completeOn,
    };
  });
}
