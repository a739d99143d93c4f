/**
 * The complaints a claim pleads, chosen by the claimant before the particulars of claim are
 * drafted. A complaint left out of the claim form needs the tribunal's permission to amend, which
 * may be refused, especially once it is out of time (Selkent Bus Co v Moore [1996] ICR 836;
 * Vaughan v Modality Partnership [2021] ICR 535), so the particulars plead every complaint the
 * facts support. The choice is kept with the case (GET /api/cases/:caseId/complaints) and sent with
 * a generation (POST /api/documents/generate); the schedule of loss reads it too (no cap for
 * ERA 1996 s.100 and s.103A dismissals, s.124(1A)).
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/translate';
import type { CaseEventRecord } from './case-events';
import type { CaseRecord } from './case-record';
import type { EvidenceRecord } from './evidence';

export const complaintIds = [
  // Dismissal
  'unfairDismissal',
  'wrongfulDismissal',
  'healthAndSafetyDismissal',
  'whistleblowingDismissal',
  // Redundancy
  'redundancyPayment',
  'unfairSelection',
  // Discrimination (Equality Act 2010)
  'directDiscrimination',
  'discriminationArising',
  'reasonableAdjustments',
  'harassment',
  'victimisation',
  // Money owed
  'holidayPay',
  'unpaidWages',
  'breachOfContract',
] as const;
export type ComplaintId = (typeof complaintIds)[number];

export const complaintGroups = [
  {
    id: 'dismissal',
    complaints: ['unfairDismissal', 'wrongfulDismissal', 'healthAndSafetyDismissal', 'whistleblowingDismissal'],
  },
  { id: 'redundancy', complaints: ['redundancyPayment', 'unfairSelection'] },
  {
    id: 'discrimination',
    complaints: ['directDiscrimination', 'discriminationArising', 'reasonableAdjustments', 'harassment', 'victimisation'],
  },
  { id: 'money', complaints: ['holidayPay', 'unpaidWages', 'breachOfContract'] },
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

export interface ComplaintChoice {
  complaints: ComplaintId[];
  /** The characteristic(s) for direct discrimination (EqA s.13; s.18 for pregnancy and maternity). */
  directCharacteristics: ProtectedCharacteristic[];
  /** The characteristic(s) the harassment related to (EqA s.26). */
  harassmentCharacteristics: ProtectedCharacteristic[];
  unfairReasons: UnfairReasonId[];
}

/** The complaints form's messages, as keys of src/i18n/en.json and pt.json (complaints.validation.*). */
export const complaintMessages = {
  complaintsRequired: 'complaints.validation.complaintsRequired',
  directCharacteristicRequired: 'complaints.validation.directCharacteristicRequired',
  harassmentCharacteristicRequired: 'complaints.validation.harassmentCharacteristicRequired',
  harassmentCharacteristicExcluded: 'complaints.validation.harassmentCharacteristicExcluded',
  notAnObject: 'complaints.validation.notAnObject',
} as const satisfies Record<string, MessageKey>;
const unique = <T extends string>(values: readonly [T, ...T[]], max: number) =>
  z
    .array(z.enum(values))
    .max(max)
    .transform((list) => [...new Set(list)]);

/** The choice the claim type alone makes, used until the claimant chooses. */
export function defaultChoice(claimType: CaseRecord['claimType']): ComplaintChoice {
  return {
    complaints: defaultComplaints(claimType),
    directCharacteristics: [],
    harassmentCharacteristics: [],
    unfairReasons: [],
  };
}

export const complaintChoiceSchema = z
  .object(
    {
      complaints: unique(complaintIds, complaintIds.length).refine(
        (list) => list.length > 0,
        complaintMessages.complaintsRequired,
      ),
      directCharacteristics: unique(protectedCharacteristics, protectedCharacteristics.length).default([]),
      harassmentCharacteristics: unique(protectedCharacteristics, protectedCharacteristics.length).default([]),
      unfairReasons: unique(unfairReasonIds, unfairReasonIds.length).default([]),
    },
    { error: complaintMessages.notAnObject },
  )
  .superRefine((value, context) => {
    if (value.complaints.includes('directDiscrimination') && value.directCharacteristics.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['directCharacteristics'],
        message: complaintMessages.directCharacteristicRequired,
      });
    }
    if (value.complaints.includes('harassment')) {
      if (value.harassmentCharacteristics.length === 0) {
        context.addIssue({
          code: 'custom',
          path: ['harassmentCharacteristics'],
          message: complaintMessages.harassmentCharacteristicRequired,
        });
      } else if (value.harassmentCharacteristics.some((c) => harassmentExcluded.includes(c))) {
        context.addIssue({
          code: 'custom',
          path: ['harassmentCharacteristics'],
          message: complaintMessages.harassmentCharacteristicExcluded,
        });
      }
    }
  });

/** What the claim type itself brings, ticked before the claimant changes anything. */
export function defaultComplaints(claimType: CaseRecord['claimType']): ComplaintId[] {
  switch (claimType) {
    case 'unfair-dismissal':
    case 'constructive-dismissal':
      return ['unfairDismissal'];
    // The claim type is the s.103A complaint itself. Ordinary unfair dismissal is offered beside it
    // (below) but not ticked: it needs the qualifying period (ERA s.108(1)), s.103A does not (s.108(3)(ff)).
    case 'whistleblowing-dismissal':
      return ['whistleblowingDismissal'];
    case 'redundancy':
      return ['redundancyPayment', 'unfairSelection'];
    case 'unpaid-wages':
      return ['unpaidWages'];
    case 'breach-contract':
      return ['breachOfContract'];
    default:
      return [];
  }
}

/** Why a complaint is offered: the claim type, or words in the case's own records. */
export type OfferReason = 'claimType' | 'safety' | 'disclosure' | 'discriminationEvent' | 'deductionEvent' | 'dismissal';

export interface OfferedComplaint {
  id: ComplaintId;
  reason: OfferReason;
}

// Words that suggest a health and safety concern (ERA s.100) or a protected disclosure (s.103A,
// s.43B), in English and Portuguese: a suggestion to consider, never a finding.
const SAFETY = /\b(safety|unsafe|hazard\w*|danger\w*|risk assessment|ppe|accident|injur\w*|seguran[çc]a|perig\w*|acidente)/iu;
const DISCLOSURE =
  /\b(whistle\s?-?blow\w*|disclos\w*|fraud\w*|illegal\w*|unlawful\w*|breach(es)? of (the )?law|regulator|den[úu]nci\w*|fraude|ilegal\w*)/iu;

/** The text mentions a health and safety concern (a suggestion to consider ERA s.100, never a finding). */
export function mentionsSafety(text: string): boolean {
  return SAFETY.test(text);
}

/** The text mentions a disclosure of wrongdoing (a suggestion to consider ERA s.103A). */
export function mentionsDisclosure(text: string): boolean {
  return DISCLOSURE.test(text);
}

const DISMISSAL_TYPES: readonly (string | null)[] = [
  'unfair-dismissal',
  'constructive-dismissal',
  'redundancy',
  'whistleblowing-dismissal',
];

/**
 * The complaints to offer, in the form's order: those the claim type brings, those the case's own
 * records point to (a safety complaint or a disclosure before a dismissal, a discrimination or a
 * deduction event, a dismissal date), and notice pay with any dismissal. Everything else stays
 * available under "Other complaints".
 */
export function offeredComplaints(
  record: Pick<CaseRecord, 'claimType' | 'dismissalDate' | 'notes'>,
  events: readonly Pick<CaseEventRecord, 'kind' | 'description'>[],
  evidence: readonly Pick<EvidenceRecord, 'title' | 'description'>[],
): OfferedComplaint[] {
  const offered = new Map<ComplaintId, OfferReason>();
  const offer = (id: ComplaintId, reason: OfferReason) => {
    if (!offered.has(id)) offered.set(id, reason);
  };
  for (const id of defaultComplaints(record.claimType)) offer(id, 'claimType');
  const dismissed =
    DISMISSAL_TYPES.includes(record.claimType) ||
    events.some((event) => event.kind === 'dismissal') ||
    record.dismissalDate !== null;
  const texts = [
    record.notes ?? '',
    ...events.map((event) => event.description ?? ''),
    ...evidence.map((item) => `${item.title} ${item.description ?? ''}`),
  ];
  if (record.claimType === 'discrimination') {
    for (const id of ['directDiscrimination', 'harassment', 'victimisation'] as const) offer(id, 'claimType');
  }
  if (events.some((event) => event.kind === 'discrimination')) {
    for (const id of ['directDiscrimination', 'harassment', 'victimisation'] as const) offer(id, 'discriminationEvent');
  }
  if (dismissed) {
    if (record.claimType !== 'redundancy') offer('unfairDismissal', 'dismissal');
    offer('wrongfulDismissal', 'dismissal');
    if (texts.some(mentionsSafety)) offer('healthAndSafetyDismissal', 'safety');
    if (texts.some(mentionsDisclosure)) offer('whistleblowingDismissal', 'disclosure');
  }
  if (events.some((event) => event.kind === 'deduction')) offer('unpaidWages', 'deductionEvent');
  if (dismissed || record.claimType === 'unpaid-wages') offer('holidayPay', dismissed ? 'dismissal' : 'claimType');
  return complaintIds.filter((id) => offered.has(id)).map((id) => ({ id, reason: offered.get(id) as OfferReason }));
}

/** The complaints that make a dismissal automatically unfair with no cap on compensation (ERA s.124(1A)). */
export const uncappedDismissals: readonly ComplaintId[] = ['healthAndSafetyDismissal', 'whistleblowingDismissal'];

/**
 * The complaints a schedule of loss or a draft reads: those chosen, with the one a claim type is
 * (a whistleblowing dismissal is always the ERA s.103A complaint, so it is never capped, s.124(1A)).
 * Null (nothing chosen yet) stays null for the other claim types.
 */
export function withClaimTypeComplaints(
  claimType: CaseRecord['claimType'],
  chosen: readonly ComplaintId[] | null,
): readonly ComplaintId[] | null {
  if (claimType !== 'whistleblowing-dismissal') return chosen;
  const list = chosen ?? [];
  return list.includes('whistleblowingDismissal') ? list : [...list, 'whistleblowingDismissal'];
}

/** A complaint of discrimination (Equality Act 2010, Part 2 Chapter 2). */
export function isDiscrimination(id: ComplaintId): boolean {
  return (complaintGroups[2].complaints as readonly ComplaintId[]).includes(id);
}
