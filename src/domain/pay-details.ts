/**
 * What a schedule of loss needs that a case does not hold: date of birth, start of
 * continuous employment, weekly gross and net pay, the employer's pension contribution, new work
 * and its pay, and the weeks of future loss claimed. Asked in a short form on /documents and kept
 * with the case (GET|PUT /api/cases/:caseId/pay-details). Money in whole pence.
 */
import { z } from 'zod';
import { dayOf, type IsoDate, isIsoDate, type Today } from './calendar';

export interface PayDetails {
  dateOfBirth: IsoDate | null;
  employmentStart: IsoDate | null;
  weeklyGrossPence: number | null;
  weeklyNetPence: number | null;
  weeklyPensionPence: number | null;
  newJobStart: IsoDate | null;
  newWeeklyNetPence: number | null;
  futureLossWeeks: number | null;
  /** Pay in lieu of notice received (a total): set against the loss. */
  noticePayReceivedPence: number | null;
  /** Other payments from the employer on leaving (ex gratia, enhanced redundancy), a total. */
  otherPaymentsReceivedPence: number | null;
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
  noticePayReceivedPence: null,
  otherPaymentsReceivedPence: null,
};

/** The most a week's pay may be: £100,000 in pence (a bound against typing errors, not a rule of law). */
export const MAX_WEEKLY_PENCE = 10_000_000;
/** The most weeks of future loss: ten years. */
export const MAX_FUTURE_LOSS_WEEKS = 520;
/** The most a total received may be: £1,000,000 in pence (a bound against typing errors). */
export const MAX_TOTAL_PENCE = 100_000_000;

export const payDetailsMessages = {
  invalidDate: 'Enter a real date, like 2026-03-27',
  birthInFuture: 'Date of birth cannot be in the future',
  startInFuture: 'The start of your employment cannot be in the future',
  startBeforeBirth: 'The start of your employment must be after your date of birth',
  invalidMoney: 'Enter an amount in pounds and pence, like 450.00',
  moneyTooLarge: 'Enter a weekly amount of £100,000 or less',
  totalTooLarge: 'Enter an amount of £1,000,000 or less',
  netAboveGross: 'Net pay cannot be more than gross pay',
  invalidWeeks: 'Enter a whole number of weeks from 0 to 520',
  newPayWithoutJob: 'Enter the date your new work started, or leave its pay empty',
  notAnObject: 'Send the pay details as a JSON object',
} as const;
export type PayDetailsMessageKey = keyof typeof payDetailsMessages;

export function payDetailsMessageKey(message: string): PayDetailsMessageKey | undefined {
  return (Object.keys(payDetailsMessages) as PayDetailsMessageKey[]).find((key) => payDetailsMessages[key] === message);
}

const isoDate = () => z.string({ error: payDetailsMessages.invalidDate }).refine(isIsoDate, payDetailsMessages.invalidDate);
const pence = () =>
  z
    .number({ error: payDetailsMessages.invalidMoney })
    .int(payDetailsMessages.invalidMoney)
    .min(0, payDetailsMessages.invalidMoney)
    .max(MAX_WEEKLY_PENCE, payDetailsMessages.moneyTooLarge)
    .nullable();
const totalPence = () =>
  z
    .number({ error: payDetailsMessages.invalidMoney })
    .int(payDetailsMessages.invalidMoney)
    .min(0, payDetailsMessages.invalidMoney)
    .max(MAX_TOTAL_PENCE, payDetailsMessages.totalTooLarge)
    .nullable();

/**
 * The whole object, as PUT sends it: money in whole pence (the form converts pounds), dates ISO.
 * Dates of birth and employment start may not be after today; a new job may start in the future
 * (an offer accepted). Each field is required but may be null, so a PUT replaces the lot.
 */
export function payDetailsSchema(today: Today) {
  return z
    .object(
      {
        dateOfBirth: isoDate()
          .refine((date) => date <= dayOf(today), payDetailsMessages.birthInFuture)
          .nullable(),
        employmentStart: isoDate()
          .refine((date) => date <= dayOf(today), payDetailsMessages.startInFuture)
          .nullable(),
        weeklyGrossPence: pence(),
        weeklyNetPence: pence(),
        weeklyPensionPence: pence(),
        newJobStart: isoDate().nullable(),
        newWeeklyNetPence: pence(),
        futureLossWeeks: z
          .number({ error: payDetailsMessages.invalidWeeks })
          .int(payDetailsMessages.invalidWeeks)
          .min(0, payDetailsMessages.invalidWeeks)
          .max(MAX_FUTURE_LOSS_WEEKS, payDetailsMessages.invalidWeeks)
          .nullable(),
        // Optional for clients that predate them: absent is none recorded.
        noticePayReceivedPence: totalPence().default(null),
        otherPaymentsReceivedPence: totalPence().default(null),
      },
      { error: payDetailsMessages.notAnObject },
    )
    .superRefine((value, context) => {
      if (value.dateOfBirth && value.employmentStart && value.employmentStart <= value.dateOfBirth) {
        context.addIssue({ code: 'custom', path: ['employmentStart'], message: payDetailsMessages.startBeforeBirth });
      }
      if (value.weeklyGrossPence !== null && value.weeklyNetPence !== null && value.weeklyNetPence > value.weeklyGrossPence) {
        context.addIssue({ code: 'custom', path: ['weeklyNetPence'], message: payDetailsMessages.netAboveGross });
      }
      if (value.newWeeklyNetPence !== null && value.newJobStart === null) {
        context.addIssue({ code: 'custom', path: ['newJobStart'], message: payDetailsMessages.newPayWithoutJob });
      }
    });
}
export type PayDetailsInput = z.infer<ReturnType<typeof payDetailsSchema>>;
