/**
 * The complaints a claim pleads, as the claimant chooses them: a complaint left out of the claim
 * form needs the tribunal's permission to amend, which may be refused, especially once it is out
 * of time (Selkent Bus Co v Moore [1996] ICR 836; Vaughan v Modality Partnership [2021] ICR 535).
 * The choice is kept with the case (GET and PUT /api/cases/:caseId/complaints) and read by the ET1
 * answers, the particulars, the schedule of loss and the deadline card alike; until the claimant
 * chooses, the claim type's suggestion (./claim-types.ts) stands in for it.
 */
import type { ClaimTypeId } from '../case-values';
import { suggestionFor } from './claim-types';
import type { ComplaintId, ProtectedCharacteristic, UnfairReasonId } from './ids';

export interface ComplaintChoice {
  complaints: ComplaintId[];
  /** The characteristic(s) for direct discrimination (EqA s.13; s.18 for pregnancy and maternity). */
  directCharacteristics: ProtectedCharacteristic[];
  /** The characteristic(s) the harassment related to (EqA s.26). */
  harassmentCharacteristics: ProtectedCharacteristic[];
  unfairReasons: UnfairReasonId[];
  /**
   * The claimant was a designated health and safety representative or a member of a safety
   * committee (ERA s.100(1)(a)–(b)): only then does a health and safety dismissal bring interim
   * relief (s.128(1)) and the minimum basic award (s.120(1)).
   */
  safetyRepresentative: boolean;
}

/** The choice the claim type suggests, used until the claimant chooses. */
export function defaultChoice(claimType: ClaimTypeId | null): ComplaintChoice {
  return {
    complaints: [...(suggestionFor(claimType)?.complaints ?? [])],
    directCharacteristics: [],
    harassmentCharacteristics: [],
    unfairReasons: [],
    safetyRepresentative: false,
  };
}

/** The claimant's choice, or the claim type's suggestion until there is one. */
export function choiceOrDefault(choice: ComplaintChoice | null, claimType: ClaimTypeId | null): ComplaintChoice {
  return choice ?? defaultChoice(claimType);
}
