/**
 * What a schedule of loss needs that a case does not hold: date of birth, start of
 * continuous employment, weekly gross and net pay, the employer's pension contribution, new work
 * and its pay, and the weeks of future loss claimed. Asked in a short form on /documents and kept
 * with the case (GET|PUT /api/cases/:caseId/pay-details). Money in whole pence.
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/translate';
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

/** The pay details form's messages, as keys of src/i18n/en.json and pt.json (payDetails.validation.*). */
export const payDetailsMessages = {
  invalidDate: 'payDetails.validation.invalidDate',
  birthInFuture: 'payDetails.validation.birthInFuture',
  startInFuture: 'payDetails.validation.startInFuture',
  startBeforeBirth: 'payDetails.validation.startBeforeBirth',
  invalidMoney: 'payDetails.validation.invalidMoney',
  moneyTooLarge: 'payDetails.validation.moneyTooLarge',
  totalTooLarge: 'payDetails.validation.totalTooLarge',
  netAboveGross: 'payDetails.validation.netAboveGross',
  invalidWeeks: 'payDetails.validation.invalidWeeks',
  newPayWithoutJob: 'payDetails.validation.newPayWithoutJob',
  notAnObject: 'payDetails.validation.notAnObject',
} as const satisfies Record<string, MessageKey>;
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
