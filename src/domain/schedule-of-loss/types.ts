/**
 * What a computed schedule of loss holds (./compute.ts): every line with the inputs, the
 * figure it used (its row: value, first day, source, confidence) and the date that chose that row,
 * so a template can print the working in either language. Money in whole pence.
 */
import type { IsoDate } from '../calendar';
import type { ClaimTypeId } from '../case-schema';
import type { ComplaintId } from '../complaints';
import type { Confidence, FigureId, FigureRow } from '../figures';
import type { LossPeriod } from './loss-periods';

/** A figure from the table, as used: the row in force on `date`. */
export interface FigureUse {
  id: FigureId;
  /** The date that chose the row (termination or presentation date). */
  date: IsoDate;
  row: FigureRow;
}

/** An input the case or its pay details lack, in the order the form asks for them. */
export type MissingInput =
  | 'claimType'
  | 'dismissalDate'
  | 'dateOfBirth'
  | 'employmentStart'
  | 'weeklyGross'
  | 'weeklyNet'
  | 'weeklyPension'
  | 'newWeeklyNet'
  | 'futureLossWeeks'
  | 'hearingDate';

/** Which remedies the chosen complaints bring (see `remediesFor`). */
export interface Remedies {
  /** ERA 1996 ss.118-124: basic award, capped compensatory award, loss of statutory rights. */
  unfairDismissal: boolean;
  /** EqA 2010 s.124: uncapped financial loss and injury to feelings. */
  discrimination: boolean;
  /** ERA 1996 s.49 (TULRCA s.149): loss and injury to feelings for a detriment, uncapped. */
  detriment: boolean;
  /** ERA 1996 ss.135, 162: the statutory redundancy payment alone, where no dismissal award is claimed. */
  redundancyPayment: boolean;
  /** Sums owed (unpaid wages, breach of contract): itemised by the claimant, not computed here. */
  sumsOwed: boolean;
}

export interface BasicAwardLine {
  dateOfBirth: IsoDate;
  employmentStart: IsoDate;
  age: number;
  completeYears: number;
  /** Years counted (at most basicAwardMaxYears). */
  countedYears: number;
  maxYears: FigureUse;
  /** Weeks' pay by the age bands of ERA s.119(2). */
  weeks: number;
  weeklyGrossPence: number;
  /** The week's pay used: gross, or the cap when lower. */
  weekPence: number;
  weekCap: FigureUse;
  weekCapped: boolean;
  /** The award: the computed one, or the minimum where that is higher. */
  pence: number;
  /** Weeks times the week's pay, before any minimum. */
  computedPence: number;
  /** ERA s.120(1) (TULRCA s.156): the minimum for the chosen complaints that have one, or null. */
  minimum: { figure: FigureUse; pence: number; complaints: ComplaintId[] } | null;
  /**
   * ERA s.97(2): where the employer gave less than the statutory minimum notice, the EDT moves on
   * by that notice for counting the basic award's years (and the qualifying period). We do not
   * know what notice was given, so the award uses the date recorded; this says what would change.
   */
  noticeExtension: { noticeWeeks: number; extendedDate: IsoDate; completeYears: number; age: number } | null;
}

/** ERA s.162 on the basic award's scale, due only with the service of s.155. */
export interface RedundancyPaymentLine {
  scale: BasicAwardLine;
  qualifying: FigureUse;
  qualifies: boolean;
  pence: number;
}

/** ERA s.108: the service needed for ordinary unfair dismissal, against the service recorded. */
export interface QualifyingService {
  figure: FigureUse;
  completeYears: number;
  /** Service reaches the period on the recorded EDT. */
  met: boolean;
}

export interface LossToDateLine {
  period: LossPeriod;
  /** True when the case has no hearing date and the period runs to today. */
  toToday: boolean;
  weeklyNetPence: number;
  grossLossPence: number;
  /** Net earnings in new work within the period (none when no new work is recorded). */
  newEarnings: { period: LossPeriod; weeklyNetPence: number; pence: number } | null;
  pence: number;
}

export interface PensionLine {
  weeklyPence: number;
  /** Over the loss-to-date period. */
  toDate: { period: LossPeriod; pence: number } | null;
  /** Over the future loss weeks. */
  future: { weeks: number; pence: number } | null;
  pence: number;
}

export interface FutureLossLine {
  weeks: number;
  weeklyNetPence: number;
  newWeeklyNetPence: number;
  /** Net pay lost each week, never below zero. */
  weeklyLossPence: number;
  pence: number;
}

export interface StatutoryRightsLine {
  figure: FigureUse;
  pence: number;
}

export interface CapLimit {
  kind: 'limit';
  statutory: FigureUse;
  weeksFigure: FigureUse;
  weeklyGrossPence: number | null;
  /** Weeks × weekly gross pay (null when the gross pay is not known). */
  weeksOfPayPence: number | null;
  /** The lower of the two (or the statutory one alone while gross pay is missing). */
  pence: number;
}

/**
 * The cap's removal (ERA 2025) when its transitional rule is not verified: the day it starts, the
 * rule as reported, and the cap that would apply if the removal does not reach this dismissal
 * (null when the cap shown already applies).
 */
export interface CapTransition {
  from: IsoDate;
  rule: string;
  confidence: Confidence;
  otherwise: CapLimit | null;
}

export type CompensatoryCap =
  | { kind: 'none'; figure: FigureUse; transition: CapTransition | null }
  | (CapLimit & { transition: CapTransition | null })
  /**
   * ERA s.124(1A): no cap for a dismissal for a health and safety reason (s.100) or a protected
   * disclosure (s.103A). `otherwise` is the cap if the tribunal finds an ordinary unfair dismissal.
   */
  | { kind: 'exempt'; complaints: ComplaintId[]; otherwise: CapLimit | null };

/** Pay in lieu of notice and other payments the employer made, set against the loss. */
export interface PaymentsReceived {
  noticePayPence: number;
  otherPence: number;
  pence: number;
}

/**
 * ITEPA 2003 ss.401 and 403: a payment in connection with termination is taxed above the
 * threshold, so a schedule worked on net pay grosses up the excess (Shove v Downs Surgical [1984]
 * ICR 532), before the statutory cap (Hardie Grant London v Aspden UKEAT/0242/11). The claimant's
 * tax rate is not held: the line gives the excess and the working, not a grossed-up sum.
 */
export interface GrossingUp {
  threshold: FigureUse;
  /** The basic award and the compensatory award after deductions, before any cap or uplift. */
  awardPence: number;
  /** Termination payments the employer already made (not pay in lieu of notice), which use the threshold first. */
  receivedPence: number;
  abovePence: number;
}

export interface CompensatoryAward {
  /** ERA 1996 s.123 (unfair dismissal), EqA 2010 s.124 (discrimination) or ERA 1996 s.49 (detriment); only the first is capped. */
  basis: 'unfairDismissal' | 'discrimination' | 'detriment';
  lossToDate: LossToDateLine | null;
  pension: PensionLine | null;
  futureLoss: FutureLossLine | null;
  statutoryRights: StatutoryRightsLine | null;
  /** The lines present, added up (before any deduction or cap). */
  grossSubtotalPence: number;
  /** Payments received (null when none are recorded). */
  received: PaymentsReceived | null;
  /** The loss after payments received, never below zero, before any cap. */
  subtotalPence: number;
  /** Unfair dismissal only; null for discrimination (no cap). */
  cap: CompensatoryCap | null;
}

/** Why no Acas Code uplift is shown: the Code does not apply to redundancy dismissals (Code para 1). */
export type NoUplift = 'redundancyOnly';

export interface UpliftRange {
  percent: FigureUse;
  /** Of the compensatory award before the cap (ERA s.124A, then s.124(5) caps the result). */
  basePence: number | null;
  maxPence: number | null;
}

export interface VentoBands {
  /** The presentation date that picks the bands (today when the claim is not yet presented). */
  date: IsoDate;
  presented: boolean;
  bands: { band: 'lower' | 'middle' | 'upper'; figure: FigureUse }[];
}

/** The lowest and highest total the computed lines allow (injury to feelings excluded). */
export interface Totals {
  basicPence: number;
  /** Compensatory award after the cap, without uplift and with the largest uplift. */
  compensatoryLowPence: number;
  compensatoryHighPence: number;
  lowPence: number;
  highPence: number;
  /** The cap reduces the high or low figure. */
  capBites: boolean;
  /** The cap reduces the award even without any uplift (else it bites only on the uplifted figure). */
  capBitesWithoutUplift: boolean;
}

export interface ScheduleOfLoss {
  claimType: ClaimTypeId | null;
  /** The complaints the schedule was worked out for (the claimant's choice, or the claim type's suggestion). */
  complaints: ComplaintId[];
  remedies: Remedies;
  dismissalDate: IsoDate | null;
  today: IsoDate;
  basicAward: BasicAwardLine | null;
  redundancyPayment: RedundancyPaymentLine | null;
  qualifyingService: QualifyingService | null;
  compensatory: CompensatoryAward | null;
  injuryToFeelings: VentoBands | null;
  uplift: UpliftRange | null;
  /** Why the uplift is left out, when it is. */
  noUplift: NoUplift | null;
  grossingUp: GrossingUp | null;
  /**
   * Discrimination awards carry interest (Employment Tribunals (Interest on Awards in
   * Discrimination Cases) Regulations 1996); the rate is not in the figures table, so the schedule
   * says so and computes none.
   */
  interest: boolean;
  /** Breach of contract: the most the tribunal can award, by presentation date. */
  contractCap: FigureUse | null;
  totals: Totals | null;
  missing: MissingInput[];
}
