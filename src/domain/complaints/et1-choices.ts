/**
 * The online ET1 claim form's own choices, as HMCTS's claimant service names them
 * (hmcts/et-sya-frontend: TypesOfClaim, ClaimTypeDiscrimination, ClaimTypePay, ClaimOutcomes).
 * The registry (./registry.ts) says which of them each complaint is; the ET1 answers tick them.
 */

/** "What type of claim are you making?" (section 8.1). */
export const et1ClaimTypes = [
  'breachOfContract',
  'discrimination',
  'payRelated',
  'unfairDismissal',
  'whistleBlowing',
  'otherTypesOfClaims',
] as const;
export type Et1ClaimType = (typeof et1ClaimTypes)[number];

/** "What type of discrimination are you claiming?" */
export const et1Discrimination = [
  'age',
  'disability',
  'ethnicity',
  'genderReassignment',
  'marriageOrCivilPartnership',
  'pregnancyOrMaternity',
  'race',
  'religionOrBelief',
  'sex',
  'sexualOrientation',
] as const;
export type Et1Discrimination = (typeof et1Discrimination)[number];

/** "What type of pay claim are you making?" */
export const et1PayClaims = ['arrears', 'holidayPay', 'noticePay', 'redundancyPay', 'otherPayments'] as const;
export type Et1PayClaim = (typeof et1PayClaims)[number];

/** "What do you want if your claim is successful?" */
export const et1Outcomes = ['compensation', 'tribunalRecommendation', 'oldJob', 'anotherJob'] as const;
export type Et1Outcome = (typeof et1Outcomes)[number];

/** "Other type of claim": what the claimant writes in its box, one line for each complaint the form has no box for. */
export const et1OtherClaims = ['healthAndSafetyDetriment', 'tradeUnionDismissal', 'tradeUnionDetriment', 'equalPay'] as const;
export type Et1OtherClaim = (typeof et1OtherClaims)[number];
