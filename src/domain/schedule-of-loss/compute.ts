/**
 * A schedule of loss computed from the case and the claimant's pay details: the basic
 * award, the compensatory award (loss to date, pension, future loss, loss of statutory rights)
 * with the cap in force at the effective date of termination, the injury-to-feelings bands for the
 * presentation date and the Acas Code uplift as a range. Every figure comes from the figures table
 * on its date; a line whose inputs are missing is left out and the input listed, never guessed.
 * Money in whole pence; weeks as days/7 to two decimals (./loss-periods.ts).
 */
import { basicAwardWeeks } from '../basic-award';
import { addDays, correspondingDate, type IsoDate, isBefore, maxDate } from '../calendar';
import type { ClaimTypeId } from '../case-schema';
import {
  type ComplaintChoice,
  type ComplaintId,
  choiceOrDefault,
  isDetriment,
  isDiscrimination,
  minimumBasicAwardComplaints,
  qualifyingPeriodComplaints,
  remediesOf,
  uncappedDismissals,
  withRemedy,
} from '../complaints';
import { type FigureId, type FigureRow, figureRowOn, figures } from '../figures';
import type { PayDetails } from '../pay-details';
import { ageOn, completeYearsOfService, lossPeriod, penceForWeeks } from './loss-periods';
import type {
  BasicAwardLine,
  CapLimit,
  CapTransition,
  CompensatoryAward,
  CompensatoryCap,
  FigureUse,
  FutureLossLine,
  GrossingUp,
  LossToDateLine,
  MissingInput,
  NoUplift,
  PaymentsReceived,
  PensionLine,
  QualifyingService,
  RedundancyPaymentLine,
  Remedies,
  ScheduleOfLoss,
  Totals,
  UpliftRange,
  VentoBands,
} from './types';

export type * from './types';

export interface ScheduleInput {
  claimType: ClaimTypeId | null;
  /** The effective date of termination. */
  dismissalDate: IsoDate | null;
  et1FiledDate: IsoDate | null;
  hearingDate: IsoDate | null;
  payDetails: PayDetails | null;
  /** The complaints the claimant chose for the claim (null: not chosen yet, the claim type's suggestion stands in). */
  complaints: ComplaintChoice | null;
  today: IsoDate;
}

/**
 * Which remedies the chosen complaints bring, from the registry: the dismissal awards (ERA
 * ss.118–124) for the unfair dismissal complaints, uncapped loss and injury to feelings for
 * discrimination (EqA s.124, s.119(4)) and for detriment (ERA s.49; Virgo Fidelis Senior School v
 * Boyle [2004] ICR 1210), the statutory redundancy payment alone where no dismissal award is
 * claimed (ERA ss.135, 162: no compensatory award, no cap), and sums owed, itemised by the claimant.
 */
export function remediesFor(complaints: readonly ComplaintId[]): Remedies {
  const remedies = remediesOf(complaints);
  const unfairDismissal = remedies.has('basicAward');
  return {
    unfairDismissal,
    discrimination: complaints.some(isDiscrimination),
    detriment: complaints.some(isDetriment),
    redundancyPayment: remedies.has('redundancyPayment') && !unfairDismissal,
    sumsOwed: (['noticePay', 'holidayPay', 'wages', 'contractDamages', 'equalPayArrears'] as const).some((r) => remedies.has(r)),
  };
}

/** The row of a figure in force on a date, or null when the table has none that early. */
export function figureUse(id: FigureId, date: IsoDate): FigureUse | null {
  try {
    return { id, date, row: figureRowOn(id, date) };
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

function durationOf(use: FigureUse | null, unit: 'week' | 'year' | 'month'): number | null {
  const value = use?.row.value;
  return value?.kind === 'duration' && value.unit === unit ? value.amount : null;
}

function moneyOf(use: FigureUse | null): number | null {
  const value = use?.row.value;
  return value?.kind === 'money' ? value.pence : null;
}

/**
 * The statutory minimum notice for the service on the EDT (ERA s.86(1)): one week from a month's
 * service, one week a complete year from two years, at most twelve. Read from the figures table.
 */
function statutoryNoticeWeeks(start: IsoDate, edt: IsoDate): number {
  const qualifying = durationOf(figureUse('statutoryNoticeQualifyingService', edt), 'month') ?? 0;
  if (isBefore(addDays(edt, 1), correspondingDate(start, qualifying).date)) return 0;
  const years = completeYearsOfService(start, edt);
  const yearlyFrom = durationOf(figureUse('statutoryNoticeYearlyFrom', edt), 'year') ?? Number.POSITIVE_INFINITY;
  const minimum = durationOf(figureUse('statutoryNoticeMinimum', edt), 'week') ?? 0;
  const max = durationOf(figureUse('statutoryNoticeMax', edt), 'week') ?? 0;
  return years >= yearlyFrom ? Math.min(years, max) : minimum;
}

function basicAward(edt: IsoDate, pay: PayDetails, minimum: readonly ComplaintId[]): BasicAwardLine | null {
  const { dateOfBirth, employmentStart, weeklyGrossPence } = pay;
  const weekCap = figureUse('weeklyPayCap', edt);
  const maxYears = figureUse('basicAwardMaxYears', edt);
  const cap = moneyOf(weekCap);
  if (!dateOfBirth || !employmentStart || weeklyGrossPence === null || !weekCap || !maxYears || cap === null) return null;
  const age = ageOn(dateOfBirth, edt);
  const completeYears = completeYearsOfService(employmentStart, edt);
  const weeks = basicAwardWeeks({ dateOfBirth, completeYears, dismissalDate: edt });
  const weekPence = Math.min(weeklyGrossPence, cap);
  const noticeWeeks = statutoryNoticeWeeks(employmentStart, edt);
  const extendedDate = addDays(edt, noticeWeeks * 7);
  const computed = Math.round(weeks * weekPence);
  // ERA s.120(1) (TULRCA s.156): for these dismissals the award is at least the minimum in force.
  const minimumFigure = minimum.length > 0 ? figureUse('minBasicAward', edt) : null;
  const minimumPence = moneyOf(minimumFigure);
  const floor =
    minimumFigure && minimumPence !== null ? { figure: minimumFigure, pence: minimumPence, complaints: [...minimum] } : null;
  return {
    dateOfBirth,
    employmentStart,
    age,
    completeYears,
    countedYears: Math.min(completeYears, durationOf(maxYears, 'year') ?? completeYears),
    maxYears,
    weeks,
    weeklyGrossPence,
    weekPence,
    weekCap,
    weekCapped: weeklyGrossPence > cap,
    pence: floor ? Math.max(computed, floor.pence) : computed,
    computedPence: computed,
    minimum: floor,
    noticeExtension:
      noticeWeeks > 0
        ? {
            noticeWeeks,
            extendedDate,
            completeYears: completeYearsOfService(employmentStart, extendedDate),
            age: ageOn(dateOfBirth, extendedDate),
          }
        : null,
  };
}

/**
 * The statutory redundancy payment (ERA s.162): the basic award's scale (the same age bands, the
 * same week's pay cap and years counted), due only with two years' continuous employment (s.155).
 */
function redundancyPayment(edt: IsoDate, pay: PayDetails): RedundancyPaymentLine | null {
  const line = basicAward(edt, pay, []);
  const figure = figureUse('redundancyPayQualifyingPeriod', edt);
  const value = figure?.row.value;
  if (!line || !figure || value?.kind !== 'duration' || !pay.employmentStart) return null;
  const months = value.unit === 'year' ? value.amount * 12 : value.unit === 'month' ? value.amount : 0;
  const qualifies = !isBefore(addDays(edt, 1), correspondingDate(pay.employmentStart, months).date);
  return { scale: line, qualifying: figure, qualifies, pence: qualifies ? line.pence : 0 };
}

/** ERA s.108: whether the service recorded reaches the qualifying period in force on the EDT. */
export function qualifyingService(edt: IsoDate, pay: PayDetails): QualifyingService | null {
  const figure = figureUse('unfairDismissalQualifyingPeriod', edt);
  const value = figure?.row.value;
  if (!figure || !pay.employmentStart || value?.kind !== 'duration') return null;
  const months = value.unit === 'year' ? value.amount * 12 : value.unit === 'month' ? value.amount : null;
  if (months === null) return null;
  // Service from the first day reaches the period when the day after the EDT is on or after the
  // corresponding date that many months on.
  const reached = !isBefore(addDays(edt, 1), correspondingDate(pay.employmentStart, months).date);
  return { figure, completeYears: completeYearsOfService(pay.employmentStart, edt), met: reached };
}

function lossToDate(edt: IsoDate, end: IsoDate, toToday: boolean, pay: PayDetails): LossToDateLine | null {
  if (pay.weeklyNetPence === null) return null;
  if (pay.newJobStart && pay.newWeeklyNetPence === null) return null;
  const period = lossPeriod(addDays(edt, 1), end);
  if (!period) return null;
  const grossLossPence = penceForWeeks(pay.weeklyNetPence, period.weeksHundredths);
  let newEarnings: LossToDateLine['newEarnings'] = null;
  if (pay.newJobStart && pay.newWeeklyNetPence !== null) {
    const earned = lossPeriod(maxDate(pay.newJobStart, period.from), end);
    if (earned) {
      newEarnings = {
        period: earned,
        weeklyNetPence: pay.newWeeklyNetPence,
        pence: penceForWeeks(pay.newWeeklyNetPence, earned.weeksHundredths),
      };
    }
  }
  // New work paying more than the old job does not make the loss negative.
  const pence = Math.max(0, grossLossPence - (newEarnings?.pence ?? 0));
  return { period, toToday, weeklyNetPence: pay.weeklyNetPence, grossLossPence, newEarnings, pence };
}

function pension(edt: IsoDate, end: IsoDate, pay: PayDetails): PensionLine | null {
  if (pay.weeklyPensionPence === null) return null;
  const weekly = pay.weeklyPensionPence;
  const period = lossPeriod(addDays(edt, 1), end);
  const toDate = period ? { period, pence: penceForWeeks(weekly, period.weeksHundredths) } : null;
  const future = pay.futureLossWeeks === null ? null : { weeks: pay.futureLossWeeks, pence: weekly * pay.futureLossWeeks };
  return { weeklyPence: weekly, toDate, future, pence: (toDate?.pence ?? 0) + (future?.pence ?? 0) };
}

function futureLoss(pay: PayDetails): FutureLossLine | null {
  if (pay.futureLossWeeks === null || pay.weeklyNetPence === null) return null;
  // No new work recorded (the form says to leave it empty then) means no new pay to set off.
  const newWeekly = pay.newJobStart ? pay.newWeeklyNetPence : 0;
  if (newWeekly === null) return null;
  const weeklyLossPence = Math.max(0, pay.weeklyNetPence - newWeekly);
  return {
    weeks: pay.futureLossWeeks,
    weeklyNetPence: pay.weeklyNetPence,
    newWeeklyNetPence: newWeekly,
    weeklyLossPence,
    pence: weeklyLossPence * pay.futureLossWeeks,
  };
}

/** ERA s.124(1ZA): the lower of the cap in pounds and 52 weeks' gross pay, both as in force on `date`. */
function capLimit(date: IsoDate, weeklyGrossPence: number | null): CapLimit | null {
  const statutory = figureUse('maxCompensatoryAward', date);
  const weeksFigure = figureUse('compensatoryAwardPayCap', date);
  const limitPence = moneyOf(statutory);
  if (!statutory || !weeksFigure || limitPence === null) return null;
  const weeks = durationOf(weeksFigure, 'week');
  const weeksOfPayPence = weeks !== null && weeklyGrossPence !== null ? weeks * weeklyGrossPence : null;
  return {
    kind: 'limit',
    statutory,
    weeksFigure,
    weeklyGrossPence,
    weeksOfPayPence,
    pence: weeksOfPayPence === null ? limitPence : Math.min(limitPence, weeksOfPayPence),
  };
}

/**
 * The cap on the compensatory award for a dismissal on `edt` (ERA s.124(1ZA)): none for a dismissal
 * claimed under s.100 or s.103A (s.124(1A)); none from 1 January 2027 (ERA 2025). The removal's
 * transitional rule is not verified, so where it could change the answer — a dismissal from that
 * day, or an earlier one heard after it (`end`) — the other outcome is carried beside the cap.
 */
function compensatoryCap(
  edt: IsoDate,
  end: IsoDate,
  weeklyGrossPence: number | null,
  complaints: readonly ComplaintId[],
): CompensatoryCap | null {
  const exempt = complaints.filter((id) => uncappedDismissals.includes(id));
  const statutory = figureUse('maxCompensatoryAward', edt);
  if (!statutory) return null;
  const rows: readonly FigureRow[] = figures.maxCompensatoryAward.rows;
  const removal = rows.find((row) => row.transition !== undefined && row.value.kind === 'none');
  const rule = removal?.transition && removal.transition.confidence !== 'high' ? removal.transition : null;
  const unverified = removal && rule ? { from: removal.from, transition: rule } : null;
  if (statutory.row.value.kind === 'none') {
    const transition: CapTransition | null = unverified
      ? {
          from: unverified.from,
          rule: unverified.transition.rule,
          confidence: unverified.transition.confidence,
          otherwise: capLimit(addDays(unverified.from, -1), weeklyGrossPence),
        }
      : null;
    return exempt.length > 0
      ? { kind: 'exempt', complaints: exempt, otherwise: null }
      : { kind: 'none', figure: statutory, transition };
  }
  const limit = capLimit(edt, weeklyGrossPence);
  if (!limit) return null;
  if (exempt.length > 0) return { kind: 'exempt', complaints: exempt, otherwise: limit };
  const transition: CapTransition | null =
    unverified && !isBefore(end, unverified.from)
      ? { from: unverified.from, rule: unverified.transition.rule, confidence: unverified.transition.confidence, otherwise: null }
      : null;
  return { ...limit, transition };
}

function ventoBands(date: IsoDate, presented: boolean): VentoBands | null {
  // Bands by the date the claim is presented, for discrimination and detriment alike.
  const bands = (['lower', 'middle', 'upper'] as const).map((band) => ({
    band,
    figure: figureUse(band === 'lower' ? 'ventoLower' : band === 'middle' ? 'ventoMiddle' : 'ventoUpper', date),
  }));
  if (bands.some((b) => !b.figure)) return null;
  return { date, presented, bands: bands.flatMap((b) => (b.figure ? [{ band: b.band, figure: b.figure }] : [])) };
}

function missingInputs(input: ScheduleInput, remedies: Remedies): MissingInput[] {
  const pay = input.payDetails;
  const missing: MissingInput[] = [];
  if (!input.claimType && (input.complaints?.complaints.length ?? 0) === 0) missing.push('claimType');
  const losses = remedies.unfairDismissal || remedies.discrimination || remedies.detriment || remedies.redundancyPayment;
  if (!losses) return missing;
  if (!input.dismissalDate) missing.push('dismissalDate');
  if (remedies.unfairDismissal || remedies.redundancyPayment) {
    if (!pay?.dateOfBirth) missing.push('dateOfBirth');
    if (!pay?.employmentStart) missing.push('employmentStart');
  }
  // Gross pay: the basic award and the 52 weeks' pay cap (unfair dismissal only).
  if ((remedies.unfairDismissal || remedies.redundancyPayment) && pay?.weeklyGrossPence == null) missing.push('weeklyGross');
  // The statutory redundancy payment alone needs no loss figures (ERA s.162).
  if (!remedies.unfairDismissal && !remedies.discrimination && !remedies.detriment) return missing;
  if (pay?.weeklyNetPence == null) missing.push('weeklyNet');
  if (pay?.weeklyPensionPence == null) missing.push('weeklyPension');
  if (pay?.newJobStart && pay.newWeeklyNetPence == null) missing.push('newWeeklyNet');
  if (pay?.futureLossWeeks == null) missing.push('futureLossWeeks');
  if (!input.hearingDate) missing.push('hearingDate');
  return missing;
}

function compensatory(
  input: ScheduleInput,
  complaints: readonly ComplaintId[],
  remedies: Remedies,
  edt: IsoDate,
  pay: PayDetails,
): CompensatoryAward {
  const end = input.hearingDate ?? input.today;
  const toDate = lossToDate(edt, end, !input.hearingDate, pay);
  const pensionLine = pension(edt, end, pay);
  const future = futureLoss(pay);
  const rightsFigure = remedies.unfairDismissal ? figureUse('lossOfStatutoryRights', edt) : null;
  const rightsPence = moneyOf(rightsFigure);
  const statutoryRights = rightsFigure && rightsPence !== null ? { figure: rightsFigure, pence: rightsPence } : null;
  const grossSubtotalPence =
    (toDate?.pence ?? 0) + (pensionLine?.pence ?? 0) + (future?.pence ?? 0) + (statutoryRights?.pence ?? 0);
  const received = paymentsReceived(pay);
  return {
    basis: remedies.unfairDismissal ? 'unfairDismissal' : remedies.discrimination ? 'discrimination' : 'detriment',
    lossToDate: toDate,
    pension: pensionLine,
    futureLoss: future,
    statutoryRights,
    grossSubtotalPence,
    received,
    // What the employer already paid is not a loss (ERA s.123(1): the loss sustained).
    subtotalPence: Math.max(0, grossSubtotalPence - (received?.pence ?? 0)),
    cap: remedies.unfairDismissal ? compensatoryCap(edt, end, pay.weeklyGrossPence, complaints) : null,
  };
}

/** Pay in lieu of notice and other payments received from the employer, when any is recorded. */
function paymentsReceived(pay: PayDetails): PaymentsReceived | null {
  const noticePayPence = pay.noticePayReceivedPence ?? 0;
  const otherPence = pay.otherPaymentsReceivedPence ?? 0;
  if (noticePayPence + otherPence === 0) return null;
  return { noticePayPence, otherPence, pence: noticePayPence + otherPence };
}

/**
 * The part of the award above the tax-free threshold (ITEPA 2003 s.403), when there is one. The
 * threshold is one for all the payments in connection with the termination (s.403(1), (4)), so
 * termination payments the employer already made use it up first; pay in lieu of notice is
 * earnings (s.402B), taxed in full, and uses none of it.
 */
function grossingUp(
  edt: IsoDate,
  basic: BasicAwardLine | null,
  award: CompensatoryAward | null,
  pay: PayDetails,
): GrossingUp | null {
  const threshold = figureUse('terminationPaymentTaxFree', edt);
  const limit = moneyOf(threshold);
  if (!award || !threshold || limit === null) return null;
  const awardPence = (basic?.pence ?? 0) + award.subtotalPence;
  const receivedPence = pay.otherPaymentsReceivedPence ?? 0;
  const left = Math.max(0, limit - receivedPence);
  return awardPence > left ? { threshold, awardPence, receivedPence, abovePence: awardPence - left } : null;
}

/**
 * The Acas Code on Disciplinary and Grievance Procedures does not apply to redundancy dismissals
 * (Code para 1), so a redundancy claim with no other complaint the Code could touch (a
 * discrimination complaint, an automatically unfair dismissal) shows no uplift.
 */
function noUpliftReason(complaints: readonly ComplaintId[]): NoUplift | null {
  const redundancy: readonly ComplaintId[] = ['redundancyPayment', 'unfairSelection'];
  const dismissalAwards = withRemedy(complaints, 'basicAward');
  const onlyRedundancy =
    complaints.some((id) => redundancy.includes(id)) &&
    dismissalAwards.every((id) => redundancy.includes(id)) &&
    !complaints.some((id) => isDiscrimination(id) || isDetriment(id));
  return onlyRedundancy ? 'redundancyOnly' : null;
}

function upliftRange(presentedOn: IsoDate, award: CompensatoryAward | null): UpliftRange | null {
  const percent = figureUse('acasCodeAdjustmentMax', presentedOn);
  if (percent?.row.value.kind !== 'percent') return null;
  const basePence = award ? award.subtotalPence : null;
  return { percent, basePence, maxPence: basePence === null ? null : Math.round((basePence * percent.row.value.amount) / 100) };
}

function totals(basic: BasicAwardLine | null, award: CompensatoryAward | null, uplift: UpliftRange | null): Totals | null {
  if (!award) return null;
  const capPence = award.cap?.kind === 'limit' ? award.cap.pence : Number.POSITIVE_INFINITY;
  const high = award.subtotalPence + (uplift?.maxPence ?? 0);
  // The cap applies after the uplift (ERA s.124(5) and s.124A).
  const compensatoryLowPence = Math.min(award.subtotalPence, capPence);
  const compensatoryHighPence = Math.min(high, capPence);
  const basicPence = basic?.pence ?? 0;
  return {
    basicPence,
    compensatoryLowPence,
    compensatoryHighPence,
    lowPence: basicPence + compensatoryLowPence,
    highPence: basicPence + compensatoryHighPence,
    capBites: high > capPence,
    capBitesWithoutUplift: award.subtotalPence > capPence,
  };
}

export function computeScheduleOfLoss(input: ScheduleInput): ScheduleOfLoss {
  const choice = choiceOrDefault(input.complaints, input.claimType);
  const complaints = choice.complaints;
  const remedies = remediesFor(complaints);
  const pay = input.payDetails;
  const edt = input.dismissalDate;
  const presentedOn = input.et1FiledDate ?? input.today;
  const losses = remedies.unfairDismissal || remedies.discrimination || remedies.detriment;
  const basic = remedies.unfairDismissal && edt && pay ? basicAward(edt, pay, minimumBasicAwardComplaints(choice)) : null;
  const award = losses && edt && pay ? compensatory(input, complaints, remedies, edt, pay) : null;
  const noUplift = noUpliftReason(complaints);
  const uplift = complaints.length > 0 && !noUplift ? upliftRange(presentedOn, award) : null;
  // Only ordinary unfair dismissal and unfair selection need the qualifying period (ERA s.108(1), (3)).
  const needsService = qualifyingPeriodComplaints(complaints).length > 0;
  const contractClaim = remediesOf(complaints);
  return {
    claimType: input.claimType,
    complaints: [...complaints],
    remedies,
    dismissalDate: edt,
    today: input.today,
    basicAward: basic,
    redundancyPayment: remedies.redundancyPayment && edt && pay ? redundancyPayment(edt, pay) : null,
    qualifyingService: remedies.unfairDismissal && needsService && edt && pay ? qualifyingService(edt, pay) : null,
    compensatory: award,
    injuryToFeelings: remedies.discrimination || remedies.detriment ? ventoBands(presentedOn, input.et1FiledDate !== null) : null,
    uplift,
    noUplift,
    grossingUp: edt && pay && losses ? grossingUp(edt, basic, award, pay) : null,
    interest: remedies.discrimination,
    // The 1994 Order's limit (art. 10) covers every contract claim, notice pay among them.
    contractCap:
      contractClaim.has('contractDamages') || contractClaim.has('noticePay')
        ? figureUse('breachOfContractCap', presentedOn)
        : null,
    totals: totals(basic, award, uplift),
    missing: missingInputs(input, remedies),
  };
}
