/**
 * Case law's fixed vocabularies and page sizes, without zod: the /case-law screen needs only these on
 * its way in, so its first load leaves zod out (the schemas in ./case-law are built from them, so
 * there is still one source).
 */

/**
 * Claim types a decision can be filed under (the four the search first offered — unfair dismissal, discrimination,
 * whistleblowing, redundancy — then the wider set). The same
 * hyphenated ids as the tracker's claim types (src/domain/case-schema.ts): one vocabulary.
 */
export const caseLawClaimTypes = [
  'unfair-dismissal',
  'discrimination',
  'whistleblowing',
  'redundancy',
  'constructive-dismissal',
  'harassment',
  'victimisation',
  'reasonable-adjustments',
  'worker-status',
  'holiday-pay',
  'time-limits',
  'remedies',
  'wages',
] as const;
export type CaseLawClaimType = (typeof caseLawClaimTypes)[number];

export const outcomes = ['Claimant Success', 'Respondent Success', 'Split Decision', 'Settled'] as const;
export type Outcome = (typeof outcomes)[number];

export const courts = [
  'Supreme Court',
  'House of Lords',
  'Court of Appeal',
  'Court of Session',
  'High Court',
  'Employment Appeal Tribunal',
  'Employment Tribunal',
  'Court of Justice of the EU',
] as const;

export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 20;

/**
 * An estimated total as a reader should see it: two significant figures (98,347 becomes 98,000),
 * so the figure does not claim a precision a sample cannot give.
 */
export function aboutTotal(estimate: number): number {
  if (estimate < 100) return Math.round(estimate);
  const unit = 10 ** (Math.floor(Math.log10(estimate)) - 1);
  return Math.round(estimate / unit) * unit;
}
