/**
 * The complaints a claim can plead, the protected characteristics, and the facts that make a
 * dismissal unfair: the vocabularies every part of the registry (./registry.ts) is keyed by.
 */

export const complaintIds = [
  // Dismissal
  'unfairDismissal',
  'wrongfulDismissal',
  'healthAndSafetyDismissal',
  'whistleblowingDismissal',
  'tradeUnionDismissal',
  // Detriment short of dismissal
  'whistleblowingDetriment',
  'healthAndSafetyDetriment',
  'tradeUnionDetriment',
  // Redundancy
  'redundancyPayment',
  'unfairSelection',
  // Discrimination (Equality Act 2010)
  'directDiscrimination',
  'discriminationArising',
  'reasonableAdjustments',
  'harassment',
  'victimisation',
  // Pay and money owed
  'holidayPay',
  'unpaidWages',
  'breachOfContract',
  'equalPay',
] as const;
export type ComplaintId = (typeof complaintIds)[number];

export function isComplaintId(value: unknown): value is ComplaintId {
  return typeof value === 'string' && (complaintIds as readonly string[]).includes(value);
}

export const complaintGroups = [
  {
    id: 'dismissal',
    complaints: [
      'unfairDismissal',
      'wrongfulDismissal',
      'healthAndSafetyDismissal',
      'whistleblowingDismissal',
      'tradeUnionDismissal',
    ],
  },
  { id: 'detriment', complaints: ['whistleblowingDetriment', 'healthAndSafetyDetriment', 'tradeUnionDetriment'] },
  { id: 'redundancy', complaints: ['redundancyPayment', 'unfairSelection'] },
  {
    id: 'discrimination',
    complaints: ['directDiscrimination', 'discriminationArising', 'reasonableAdjustments', 'harassment', 'victimisation'],
  },
  { id: 'money', complaints: ['holidayPay', 'unpaidWages', 'breachOfContract', 'equalPay'] },
] as const satisfies readonly { id: string; complaints: readonly ComplaintId[] }[];
export type ComplaintGroupId = (typeof complaintGroups)[number]['id'];

/** EqA 2010 s.4. */
export const protectedCharacteristics = [
  'age',
  'disability',
  'genderReassignment',
  'marriageCivilPartnership',
  'pregnancyMaternity',
  'race',
  'religionBelief',
  'sex',
  'sexualOrientation',
] as const;
export type ProtectedCharacteristic = (typeof protectedCharacteristics)[number];

/** Harassment under EqA s.26 does not cover these two (s.26(5)). */
export const harassmentExcluded: readonly ProtectedCharacteristic[] = ['marriageCivilPartnership', 'pregnancyMaternity'];

/** Why the dismissal was unfair: facts the claimant confirms, pleaded in the Respondent's terms. */
export const unfairReasonIds = [
  'noRealReason',
  'noInvestigation',
  'notToldCase',
  'noMeeting',
  'noCompanion',
  'noAppeal',
  'tooHarsh',
  'inconsistent',
  'noConsultation',
  'unfairCriteria',
  'noAlternative',
] as const;
export type UnfairReasonId = (typeof unfairReasonIds)[number];
/** The reasons that fit a redundancy dismissal (the rest fit a conduct or capability one). */
export const redundancyReasons: readonly UnfairReasonId[] = [
  'noRealReason',
  'noConsultation',
  'unfairCriteria',
  'noAlternative',
  'noAppeal',
];
