/**
 * What a choice of complaints means, read from the registry (./registry.ts): the remedies it
 * brings, whether a dismissal is exempt from the cap, needs the qualifying period, brings interim
 * relief or the minimum basic award, and which limits the case's main date starts.
 */
import type { ClaimTypeId } from '../case-values';
import type { LimitKind } from '../limit-rules';
import type { ComplaintChoice } from './choice';
import { suggestionFor } from './claim-types';
import { type ComplaintId, complaintGroups, complaintIds } from './ids';
import { complaintLaw, type DismissalCondition, type RemedyId } from './registry';

/** A complaint of discrimination (Equality Act 2010, Part 2 Chapter 2; Part 5 Chapter 1). */
export function isDiscrimination(id: ComplaintId): boolean {
  return (complaintGroups[3].complaints as readonly ComplaintId[]).includes(id);
}

/** A detriment short of dismissal (ERA s.47B, s.44; TULRCA s.146). */
export function isDetriment(id: ComplaintId): boolean {
  return (complaintGroups[1].complaints as readonly ComplaintId[]).includes(id);
}

/** The dismissals whose compensatory award has no cap (ERA s.124(1A)). */
export const uncappedDismissals: readonly ComplaintId[] = complaintIds.filter(
  (id) => complaintLaw[id].compensatoryCap === 'exempt',
);

/** The chosen complaints in the registry's order, without repeats. */
export function inOrder(list: readonly ComplaintId[]): ComplaintId[] {
  return complaintIds.filter((id) => list.includes(id));
}

/** Every remedy the chosen complaints bring. */
export function remediesOf(complaints: readonly ComplaintId[]): Set<RemedyId> {
  return new Set(complaints.flatMap((id) => complaintLaw[id].remedies));
}

/** The chosen complaints that bring a remedy. */
export function withRemedy(complaints: readonly ComplaintId[], remedy: RemedyId): ComplaintId[] {
  return inOrder(complaints).filter((id) => complaintLaw[id].remedies.includes(remedy));
}

function meets(condition: DismissalCondition | null, choice: ComplaintChoice): boolean {
  return condition === 'always' || (condition === 'safetyRepresentative' && choice.safetyRepresentative);
}

/** The chosen complaints that bring interim relief (ERA s.128(1); TULRCA s.161). */
export function interimReliefComplaints(choice: ComplaintChoice): ComplaintId[] {
  return inOrder(choice.complaints).filter((id) => meets(complaintLaw[id].interimRelief, choice));
}

/** The chosen complaints whose basic award has a minimum (ERA s.120(1); TULRCA s.156). */
export function minimumBasicAwardComplaints(choice: ComplaintChoice): ComplaintId[] {
  return inOrder(choice.complaints).filter((id) => meets(complaintLaw[id].minimumBasicAward, choice));
}

/** The chosen complaints that need the unfair dismissal qualifying period (ERA s.108(1)). */
export function qualifyingPeriodComplaints(complaints: readonly ComplaintId[]): ComplaintId[] {
  return inOrder(complaints).filter((id) => complaintLaw[id].qualifyingPeriod === 'unfairDismissalQualifyingPeriod');
}

/** The qualifying periods the chosen complaints rest on, as rows of the figures table, without repeats. */
export function qualifyingPeriodsOf(
  complaints: readonly ComplaintId[],
): ('unfairDismissalQualifyingPeriod' | 'redundancyPayQualifyingPeriod')[] {
  const periods = inOrder(complaints).flatMap((id) => {
    const period = complaintLaw[id].qualifyingPeriod;
    return period ? [period] : [];
  });
  return [...new Set(periods)];
}

/** The chosen complaints whose limit runs from dated events of this kind (a detriment, an act, a deduction). */
export function complaintsLimitedBy(complaints: readonly ComplaintId[], kind: LimitKind): ComplaintId[] {
  return inOrder(complaints).filter((id) => complaintLaw[id].limit.kind === kind);
}

/**
 * The limits the case's main date starts, one for each kind of limit among the chosen complaints
 * that run from what the main date is (the end of the employment, the act, the deduction). Holiday
 * pay owed on termination runs from the final payment (WTR 1998 reg 30(2)), which is no earlier
 * than the end of the employment. With no complaint that runs from it, the main date's own kind
 * stands, so a recorded date never goes without a limit.
 */
export function mainDateLimitKinds(claimType: ClaimTypeId | null, complaints: readonly ComplaintId[]): LimitKind[] {
  const mainDate = suggestionFor(claimType)?.mainDate ?? 'termination';
  const kinds = inOrder(complaints)
    .filter((id) => {
      const start = complaintLaw[id].limit.start;
      return start === mainDate || (mainDate === 'termination' && id === 'holidayPay');
    })
    .map((id) => complaintLaw[id].limit.kind);
  const fallback: LimitKind = mainDate === 'act' ? 'discrimination' : mainDate === 'lastDeduction' ? 'deduction' : 'dismissal';
  const unique = [...new Set(kinds)];
  return unique.length > 0 ? unique : [fallback];
}

/** The claim type ends the employment on the main date (the effective date of termination, ERA s.97). */
export function mainDateEndsEmployment(claimType: ClaimTypeId | null): boolean {
  return suggestionFor(claimType)?.mainDate === 'termination';
}

/**
 * What our case-law table files decisions on these complaints under, for the authorities a draft
 * may cite: each complaint's own, and constructive dismissal where the claim type says the claimant
 * resigned.
 */
export function caseLawTypesOf(claimType: ClaimTypeId | null, complaints: readonly ComplaintId[]): string[] {
  const types = inOrder(complaints).flatMap((id) => complaintLaw[id].caseLaw);
  if (suggestionFor(claimType)?.ending === 'resigned') types.unshift('constructive-dismissal');
  return [...new Set(types)];
}
