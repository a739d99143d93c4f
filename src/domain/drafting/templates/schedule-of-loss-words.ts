/**
 * What the schedule of loss's words are: each language's own file (-en to file, -pt to read and
 * check) fills this in, and the template (./schedule-of-loss.ts) takes one by language. The words use
 * the terms of content/pt-termbase.json; the English term follows in brackets where the
 * claimant will meet it at the tribunal. Numbers, dates and money are filled in by the template.
 */
import type { ClaimTypeId } from '../../case-schema';
import type { ComplaintId } from '../../complaints';
import type { FigureId } from '../../figures';
import type { MissingInput } from '../../schedule-of-loss/types';

export interface ScheduleWords {
  title: string;
  intro: string;
  prepared: string;
  claimTypes: Record<ClaimTypeId, string>;
  facts: string;
  item: string;
  detail: string;
  working: string;
  amount: string;
  head: string;
  factLabels: {
    claimType: string;
    dismissalDate: string;
    dateOfBirth: string;
    age: string;
    employmentStart: string;
    completeYears: string;
    weeklyGross: string;
    weeklyNet: string;
    weeklyPension: string;
    newWork: string;
    noNewWork: string;
    hearingDate: string;
    presented: string;
  };
  basicAward: string;
  basicWorking: string;
  weekCapped: string;
  weekNotCapped: string;
  maxYears: string;
  noticeNote: string;
  noticeSame: string;
  qualifyingMet: string;
  qualifyingNotMet: string;
  redundancyNote: string;
  compensatory: string;
  compensatoryDiscrimination: string;
  lossToDate: string;
  lossToDateWorking: string;
  toToday: string;
  newEarnings: string;
  newEarningsWorking: string;
  netLossToDate: string;
  pensionToDate: string;
  pensionFuture: string;
  pensionWorking: string;
  pensionFutureWorking: string;
  futureLoss: string;
  futureLossWorking: string;
  statutoryRights: string;
  statutoryRightsWorking: string;
  subtotal: string;
  grossSubtotal: string;
  noticePayReceived: string;
  otherPaymentsReceived: string;
  receivedWorking: string;
  netOfPayments: string;
  cap: string;
  capExempt: string;
  capExemptOtherwise: string;
  exemptComplaints: Partial<Record<ComplaintId, string>>;
  capTransitionNone: string;
  capTransitionLimit: string;
  reported: string;
  noUpliftRedundancy: string;
  grossingUp: string;
  grossingUpWorking: string;
  interest: string;
  interestBody: string;
  ventoCaveat: string;
  capNone: string;
  capLimit: string;
  capWeeks: string;
  capWeeksMissing: string;
  capBites: string;
  capBitesWithUplift: string;
  capDoesNotBite: string;
  noCapDiscrimination: string;
  injury: string;
  injuryIntro: string;
  injuryNotPresented: string;
  band: string;
  range: string;
  bands: Record<'lower' | 'middle' | 'upper', string>;
  injuryMissing: string;
  uplift: string;
  upliftWorking: string;
  upliftNoBase: string;
  totals: string;
  totalsIntro: string;
  totalBasic: string;
  totalCompensatory: string;
  total: string;
  without: string;
  withUplift: string;
  injuryExcluded: string;
  sumsOwed: string;
  sumsOwedBody: string;
  contractCap: string;
  /** The section listing the pay documents in the hearing bundle, with their pages. */
  bundleDocuments: string;
  bundleDocumentsIntro: string;
  stillNeeded: string;
  stillNeededIntro: string;
  nothingMissing: string;
  missing: Record<MissingInput, string>;
  about: string;
  aboutBody: string;
  sourceLine: string;
  noLimit: string;
  figureNames: Partial<Record<FigureId, string>>;
  unverified: string;
  medium: string;
  weeksUnit: string;
  /** Singular and plural, for the qualifying period. */
  units: Record<'year' | 'month' | 'week', [string, string]>;
  /** The complaints the schedule is for, as the key facts list them. */
  complaintsLabel: string;
  compensatoryDetriment: string;
  noCapDetriment: string;
  minimumBasic: string;
  redundancyPayment: string;
  redundancyPaymentWorking: string;
  redundancyPaymentShort: string;
  grossingUpReceived: string;
}
