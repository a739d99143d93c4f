/**
 * The basic award for unfair dismissal, and statutory redundancy pay, which uses the same scale
 * (ERA 1996 s.119 and s.162): count complete years of continuous employment backwards from the
 * effective date of termination, at most `basicAwardMaxYears` (the figures table); each year is
 * worth a number of weeks' pay by the age reached in it; a week's pay is capped at `weeklyPayCap`
 * for the dismissal date. The bands have not changed since the 1996 Act.
 */
import { addDays, type IsoDate } from './calendar';
import { figureOn } from './figures';
import { ageOn, anniversary } from './schedule-of-loss/loss-periods';

export interface BasicAwardBand {
  /** Years in which the employee was at least this old (and below the next band's age). */
  fromAge: number;
  /** Weeks' pay for each such year. */
  weeksPerYear: number;
}

/** ERA 1996 s.119(2), oldest first. */
export const BASIC_AWARD_BANDS: readonly BasicAwardBand[] = [
  { fromAge: 41, weeksPerYear: 1.5 },
  { fromAge: 22, weeksPerYear: 1 },
  { fromAge: 0, weeksPerYear: 0.5 },
];

export const BASIC_AWARD_SOURCE = {
  title: 'Employment Rights Act 1996, s.119',
  url: 'https://www.legislation.gov.uk/ukpga/1996/18/section/119',
};

function maxYears(dismissalDate: IsoDate): number {
  const value = figureOn('basicAwardMaxYears', dismissalDate);
  if (value.kind !== 'duration' || value.unit !== 'year') throw new TypeError('basicAwardMaxYears must be in years');
  return value.amount;
}

/**
 * Weeks of pay for `completeYears` of service ending on the effective date of termination. ERA
 * s.119(2) counts backwards from the EDT, and each year is paid at the rate for a year "in which
 * the employee was not below" the band's age: the age on the year's first day, the day after the
 * EDT's anniversary. A birthday on that first day counts for the whole year; one later in the
 * year does not (the employee was below that age for part of it).
 */
export function basicAwardWeeks(input: { dateOfBirth: IsoDate; completeYears: number; dismissalDate: IsoDate }): number {
  const { dateOfBirth, completeYears, dismissalDate } = input;
  if (!Number.isInteger(completeYears) || completeYears < 0) {
    throw new RangeError('Years of service must be a whole number, zero or more');
  }
  const years = Math.min(completeYears, maxYears(dismissalDate));
  const dayAfter = addDays(dismissalDate, 1);
  let weeks = 0;
  for (let i = 0; i < years; i++) {
    // The year counted i years back from the EDT runs from this day to the EDT's (i)th earlier anniversary.
    const age = ageOn(dateOfBirth, anniversary(dayAfter, -(i + 1)));
    const band = BASIC_AWARD_BANDS.find((b) => age >= b.fromAge) ?? BASIC_AWARD_BANDS[BASIC_AWARD_BANDS.length - 1];
    weeks += band?.weeksPerYear ?? 0;
  }
  return weeks;
}

/** The basic award in pence: weeks × the week's pay, capped for the dismissal date. */
export function basicAwardPence(input: {
  dateOfBirth: IsoDate;
  completeYears: number;
  weeklyPayPence: number;
  dismissalDate: IsoDate;
}): number {
  const cap = figureOn('weeklyPayCap', input.dismissalDate);
  if (cap.kind !== 'money') throw new TypeError('weeklyPayCap must be money');
  const week = Math.min(input.weeklyPayPence, cap.pence);
  return Math.round(basicAwardWeeks(input) * week);
}
