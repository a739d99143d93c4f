/**
 * The pay details form's values: each field as the text its input holds, money typed in pounds
 * ("450", "450.5", "£1,200.00") and sent in whole pence, weeks as a whole number. Text that is
 * not a number is kept as NaN so the shared schema answers with its own message.
 */
import type { PayDetails } from '../../domain/pay-details';

export const PAY_FIELDS = [
  'dateOfBirth',
  'employmentStart',
  'weeklyGrossPence',
  'weeklyNetPence',
  'weeklyPensionPence',
  'newJobStart',
  'newWeeklyNetPence',
  'futureLossWeeks',
  'noticePayReceivedPence',
  'otherPaymentsReceivedPence',
] as const;
export type PayField = (typeof PAY_FIELDS)[number];
export type PayFormValues = Record<PayField, string>;

export const MONEY_FIELDS = [
  'weeklyGrossPence',
  'weeklyNetPence',
  'weeklyPensionPence',
  'newWeeklyNetPence',
  'noticePayReceivedPence',
  'otherPaymentsReceivedPence',
] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];

const isMoneyField = (field: PayField): field is MoneyField => (MONEY_FIELDS as readonly string[]).includes(field);

/** Pence as pounds for the input: 45000 → "450.00". */
export function poundsText(pence: number | null): string {
  return pence === null ? '' : (pence / 100).toFixed(2);
}

/**
 * "£1,200.50" → 120050, "450,5" (a Portuguese decimal comma) → 45050, "" → null; anything else →
 * NaN (refused by the schema). A comma is a thousands separator only in groups of three, so
 * "450,50" is never read as 45,050 pounds.
 */
export function penceOf(text: string): number | null {
  let clean = text.replace(/[£\s]/g, '');
  if (clean === '') return null;
  if (/^\d+,\d{1,2}$/.test(clean)) clean = clean.replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(clean)) clean = clean.replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return Number.NaN;
  const [pounds = '0', pence = ''] = clean.split('.');
  return Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
}

export function payValuesOf(details: PayDetails): PayFormValues {
  const values = {} as PayFormValues;
  for (const field of PAY_FIELDS) {
    const value = details[field];
    values[field] = isMoneyField(field) ? poundsText(value as number | null) : value === null ? '' : String(value);
  }
  return values;
}

/** What the form sends: dates as typed ("" as null), money in pence, weeks as a number. */
export function payInputOf(values: PayFormValues): Record<PayField, string | number | null> {
  const input = {} as Record<PayField, string | number | null>;
  for (const field of PAY_FIELDS) {
    const text = values[field].trim();
    if (isMoneyField(field)) input[field] = penceOf(text);
    else if (field === 'futureLossWeeks') input[field] = text === '' ? null : Number(text);
    else input[field] = text === '' ? null : text;
  }
  return input;
}
