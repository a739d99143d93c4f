/**
 * The complaints to offer a case, each with why: those its claim type suggests, and those its own
 * records point to — a recorded disclosure, safety concern, detriment, act of discrimination or
 * deduction, a dismissal, or words in its notes and evidence. A suggestion to consider, never a
 * finding; everything else stays available under "Other complaints".
 */
import type { ClaimTypeId } from '../case-values';
import { suggestionFor } from './claim-types';
import { type ComplaintId, complaintIds } from './ids';

/** Why a complaint is offered: the claim type, or the case's own records. */
export type OfferReason =
  | 'claimType'
  | 'safety'
  | 'disclosure'
  | 'detrimentEvent'
  | 'discriminationEvent'
  | 'deductionEvent'
  | 'equalPayEvent'
  | 'dismissal';

export interface OfferedComplaint {
  id: ComplaintId;
  reason: OfferReason;
}

// Words that suggest a health and safety concern (ERA s.44, s.100) or a protected disclosure
// (s.43B), in English and Portuguese: a suggestion to consider, never a finding.
const SAFETY = /\b(safety|unsafe|hazard\w*|danger\w*|risk assessment|ppe|accident|injur\w*|seguran[çc]a|perig\w*|acidente)/iu;
const DISCLOSURE =
  /\b(whistle\s?-?blow\w*|disclos\w*|fraud\w*|illegal\w*|unlawful\w*|breach(es)? of (the )?law|regulator|den[úu]nci\w*|fraude|ilegal\w*)/iu;

/** The text mentions a health and safety concern (a suggestion to consider ERA s.44 or s.100, never a finding). */
export function mentionsSafety(text: string): boolean {
  return SAFETY.test(text);
}

/** The text mentions a disclosure of wrongdoing (a suggestion to consider ERA s.47B or s.103A). */
export function mentionsDisclosure(text: string): boolean {
  return DISCLOSURE.test(text);
}

export interface OfferInput {
  claimType: ClaimTypeId | null;
  dismissalDate: string | null;
  notes: string | null;
}

export function offeredComplaints(
  record: OfferInput,
  events: readonly { kind: string; description: string | null }[],
  evidence: readonly { title: string; description: string | null }[],
): OfferedComplaint[] {
  const offered = new Map<ComplaintId, OfferReason>();
  const offer = (id: ComplaintId, reason: OfferReason) => {
    if (!offered.has(id)) offered.set(id, reason);
  };
  const suggestion = suggestionFor(record.claimType);
  for (const id of suggestion?.complaints ?? []) offer(id, 'claimType');
  const has = (kind: string) => events.some((event) => event.kind === kind);
  // A dismissal (or a resignation in answer to the employer's conduct, ERA s.95(1)(c)): not every
  // end of employment is one (a contract claim's employment may simply have ended).
  const dismissed =
    suggestion?.ending === 'dismissed' ||
    suggestion?.ending === 'resigned' ||
    has('dismissal') ||
    (record.dismissalDate !== null && suggestion === null);
  const texts = [
    record.notes ?? '',
    ...events.map((event) => event.description ?? ''),
    ...evidence.map((item) => `${item.title} ${item.description ?? ''}`),
  ];
  const disclosed = has('disclosure') || texts.some(mentionsDisclosure);
  const safety = has('safetyConcern') || texts.some(mentionsSafety);
  if (record.claimType === 'discrimination') {
    for (const id of ['directDiscrimination', 'harassment', 'victimisation'] as const) offer(id, 'claimType');
  }
  if (has('discrimination')) {
    for (const id of ['directDiscrimination', 'harassment', 'victimisation'] as const) offer(id, 'discriminationEvent');
  }
  // A disclosure or a safety concern founds a detriment complaint whether or not a dismissal
  // followed (ERA s.47B, s.44, both brought under s.48), and an automatic unfair dismissal with one.
  if (disclosed) offer('whistleblowingDetriment', has('detriment') ? 'detrimentEvent' : 'disclosure');
  if (safety) offer('healthAndSafetyDetriment', has('detriment') ? 'detrimentEvent' : 'safety');
  if (has('detriment') && !disclosed && !safety) {
    offer('whistleblowingDetriment', 'detrimentEvent');
    offer('healthAndSafetyDetriment', 'detrimentEvent');
  }
  if (dismissed) {
    if (record.claimType !== 'redundancy') offer('unfairDismissal', 'dismissal');
    offer('wrongfulDismissal', 'dismissal');
    if (safety) offer('healthAndSafetyDismissal', 'safety');
    if (disclosed) offer('whistleblowingDismissal', 'disclosure');
  }
  if (has('deduction')) offer('unpaidWages', 'deductionEvent');
  if (has('equalPay')) offer('equalPay', 'equalPayEvent');
  if (dismissed || record.claimType === 'unpaid-wages') offer('holidayPay', dismissed ? 'dismissal' : 'claimType');
  return complaintIds.filter((id) => offered.has(id)).map((id) => ({ id, reason: offered.get(id) as OfferReason }));
}
