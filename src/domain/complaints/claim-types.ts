/**
 * What a claim type (the stage 1 chooser's and the tracker's first question) suggests: the
 * complaints ticked before the claimant chooses, and what the case's main date is. A claim type
 * carries no law of its own: every limit, remedy and ET1 answer comes from the complaints
 * (./registry.ts), and the claimant's own choice replaces the suggestion once made.
 */
import type { ClaimTypeId } from '../case-values';
import type { ComplaintId } from './ids';
import type { LimitStart } from './registry';

export interface ClaimTypeSuggestion {
  /** Ticked before the claimant changes anything. */
  complaints: readonly ComplaintId[];
  /**
   * What the case's main date is: the effective date of termination, the act complained of, or
   * the payday of the deduction. It starts the limits of the chosen complaints that run from it.
   */
  mainDate: Extract<LimitStart, 'termination' | 'act' | 'lastDeduction'>;
  /** How the employment ended on the main date, in a pleading; null when the main date is not its end. */
  ending: 'dismissed' | 'resigned' | 'ended' | null;
}

export const claimTypeSuggestions: Record<ClaimTypeId, ClaimTypeSuggestion> = {
  'unfair-dismissal': { complaints: ['unfairDismissal'], mainDate: 'termination', ending: 'dismissed' },
  // A resignation in answer to the employer's fundamental breach is a dismissal (ERA s.95(1)(c)).
  'constructive-dismissal': { complaints: ['unfairDismissal'], mainDate: 'termination', ending: 'resigned' },
  // The s.103A complaint needs no qualifying period (ERA s.108(3)(ff)); ordinary unfair dismissal
  // and notice pay are ticked beside it as a fallback the claimant must not lose (untick ordinary
  // unfair dismissal only where the service recorded falls short of the qualifying period:
  // ./choice.ts, suggestedChoice).
  'whistleblowing-dismissal': {
    complaints: ['whistleblowingDismissal', 'unfairDismissal', 'wrongfulDismissal'],
    mainDate: 'termination',
    ending: 'dismissed',
  },
  // A redundancy payment claim is not an unfair dismissal claim (ERA ss.135, 162): unfair selection
  // is a complaint of its own, suggested beside it.
  redundancy: { complaints: ['redundancyPayment', 'unfairSelection'], mainDate: 'termination', ending: 'dismissed' },
  discrimination: { complaints: ['directDiscrimination'], mainDate: 'act', ending: null },
  'unpaid-wages': { complaints: ['unpaidWages'], mainDate: 'lastDeduction', ending: null },
  'breach-contract': { complaints: ['breachOfContract'], mainDate: 'termination', ending: 'ended' },
};

export function suggestionFor(claimType: ClaimTypeId | null): ClaimTypeSuggestion | null {
  return claimType ? claimTypeSuggestions[claimType] : null;
}
