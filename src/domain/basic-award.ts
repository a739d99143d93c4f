/**
 * The basic award for unfair dismissal, and statutory redundancy pay, which uses the same scale
 * (ERA 1996 s.119 and s.162): count complete years of continuous employment backwards from the
 * effective date of termination, at most `basicAwardMaxYears` (the figures table); each year is
 * worth a number of weeks' pay by the age reached in it; a week's pay is capped at `weeklyPayCap`
 * for the dismissal date. The bands have not changed since the 1996 Act.
 */
import type { IsoDate } from './calendar';
import { figureOn } from './figures';

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
 * Weeks of pay for `completeYears` of service ending at `ageAtDismissal` (whole years): the most
 * recent years are counted first, each at the rate for the age reached during it.
 */
export function basicAwardWeeks(ageAtDismissal: number, completeYears: number, dismissalDate: IsoDate): number {
  if (!Number.isInteger(ageAtDismissal) || !Number.isInteger(completeYears) || completeYears < 0 || ageAtDismissal < 0) {
    throw new RangeError('Age and years of service must be whole numbers, zero or more');
  }
  const years = Math.min(completeYears, maxYears(dismissalDate));
  let weeks = 0;
  for (let i = 0; i < years; i++) {
    // The year ending i years before dismissal was worked at age (ageAtDismissal - 1 - i) reaching ageAtDismissal - i.
    const age = ageAtDismissal - 1 - i;
    const band = BASIC_AWARD_BANDS.find((b) => age >= b.fromAge) ?? BASIC_AWARD_BANDS[BASIC_AWARD_BANDS.length - 1];
    weeks += band?.weeksPerYear ?? 0;
  }
  return weeks;
}

/** The basic award in pence: weeks × the week's pay, capped for the dismissal date. */
export function basicAwardPence(input: {
  ageAtDismissal: number;
  completeYears: number;
  weeklyPayPence: number;
  dismissalDate: IsoDate;
}): number {
  const cap = figureOn('weeklyPayCap', input.dismissalDate);
  if (cap.kind !== 'money') throw new TypeError('weeklyPayCap must be money');
  const week = Math.min(input.weeklyPayPence, cap.pence);
  return Math.round(basicAwardWeeks(input.ageAtDismissal, input.completeYears, input.dismissalDate) * week);
}
