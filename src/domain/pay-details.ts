/**
 * What a schedule of loss needs that a case does not hold (issue 14): date of birth, start of
 * continuous employment, weekly gross and net pay, the employer's pension contribution, new work
 * and its pay, and the weeks of future loss claimed. Asked in a short form on /documents and kept
 * with the case (GET|PUT /api/cases/:caseId/pay-details). Money in whole pence.
 */
import type { IsoDate } from './calendar';

export interface PayDetails {
  dateOfBirth: IsoDate | null;
  employmentStart: IsoDate | null;
  weeklyGrossPence: number | null;
  weeklyNetPence: number | null;
  weeklyPensionPence: number | null;
  newJobStart: IsoDate | null;
  newWeeklyNetPence: number | null;
  futureLossWeeks: number | null;
}

export const emptyPayDetails: PayDetails = {
  dateOfBirth: null,
  employmentStart: null,
  weeklyGrossPence: null,
  weeklyNetPence: null,
  weeklyPensionPence: null,
  newJobStart: null,
  newWeeklyNetPence: null,
  futureLossWeeks: null,
};
