/** Every string ComplaintsForm.tsx uses, for pickMessages on the page that mounts it. */
import {
  complaintGroups,
  complaintIds,
  complaintMessages,
  type OfferReason,
  protectedCharacteristics,
  unfairReasonIds,
} from '../../domain/complaints';

const offerReasons: readonly OfferReason[] = [
  'claimType',
  'safety',
  'disclosure',
  'detrimentEvent',
  'discriminationEvent',
  'deductionEvent',
  'equalPayEvent',
  'dismissal',
];

export const COMPLAINTS_MESSAGE_KEYS = [
  'complaints.title',
  'complaints.intro',
  'complaints.loading',
  'complaints.loadError',
  'complaints.others',
  'complaints.submit',
  'complaints.cancel',
  ...complaintGroups.map((group) => `complaints.group.${group.id}` as const),
  ...complaintIds.map((id) => `complaints.option.${id}` as const),
  ...complaintIds.map((id) => `complaints.hint.${id}` as const),
  'complaints.hint.unfairDismissalNoChange',
  ...offerReasons.map((reason) => `complaints.suggested.${reason}` as const),
  'complaints.directCharacteristics',
  'complaints.harassmentCharacteristics',
  'complaints.harassmentHint',
  ...protectedCharacteristics.map((c) => `complaints.characteristic.${c}` as const),
  'complaints.unfairReasons',
  'complaints.unfairReasonsHint',
  ...unfairReasonIds.map((reason) => `complaints.why.${reason}` as const),
  'complaints.safetyRepresentative',
  'complaints.safetyRepresentativeHint',
  ...Object.values(complaintMessages),
  'form.invalidAnswer',
  'form.errorSummaryTitle',
  'form.errorPrefix',
] as const;
