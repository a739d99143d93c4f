/**
 * The online ET1 claim form's field limits, in one table with where each was read. HM Courts &
 * Tribunals Service's "Make a claim to an employment tribunal" service refuses a longer answer, so
 * the tracker's ET1 panel counts every answer against its limit and says how much to cut; it never
 * cuts an answer itself (a truncated account of a claim can lose the one fact that matters).
 * Fields with no limit in the form's own validation have no row: nothing is invented here.
 */

/** HMCTS's own code for the online ET1 form (public on GitHub), where each limit below is enforced. */
export const ET1_FORM_SOURCE = 'hmcts/et-sya-frontend, src/main/components/form/validator.ts';

export const et1LimitedFields = ['respondentName', 'claimDetails', 'remedy'] as const;
export type Et1LimitedField = (typeof et1LimitedFields)[number];

export interface Et1FieldLimit {
  /** The most characters the form accepts (it counts the answer with spaces trimmed from its ends). */
  max: number;
  /** The form's validator that sets it, in ET1_FORM_SOURCE. */
  source: string;
}

export const ET1_FIELD_LIMITS: Readonly<Record<Et1LimitedField, Et1FieldLimit>> = {
  // "Respondent's name": 1 to 100 characters.
  respondentName: { max: 100, source: `${ET1_FORM_SOURCE}: isRespondentNameValid` },
  // Section 8.2, "Describe what happened" (claimSummaryText): at most 2,500 characters typed; a
  // longer account is uploaded as a file (the particulars of claim) instead.
  claimDetails: { max: 2500, source: `${ET1_FORM_SOURCE}: isContent2500CharsOrLess (claimSummaryText)` },
  // Section 9, "What compensation or remedy are you seeking?" (compensationOutcome).
  remedy: { max: 2500, source: `${ET1_FORM_SOURCE}: isContent2500CharsOrLess (compensationOutcome)` },
};

export interface LimitCheck {
  /** Characters as the form counts them. */
  length: number;
  max: number;
  /** How many characters to cut before the form accepts it; 0 when it fits. */
  over: number;
}

export function checkLimit(text: string, field: Et1LimitedField): LimitCheck {
  const { max } = ET1_FIELD_LIMITS[field];
  // The form counts UTF-16 code units of the trimmed answer (JavaScript's String length).
  const length = text.trim().length;
  return { length, max, over: Math.max(0, length - max) };
}
