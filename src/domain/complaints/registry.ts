/**
 * The law, one record a complaint. Every screen and draft that needs to know what a complaint is
 * reads it here: the statute and the section it is brought under, what the tribunal decides (the
 * questions of a list of issues), the online ET1 form's choices it is, what starts its time limit,
 * its remedies, the qualifying period, interim relief and the minimum basic award. Nothing else in
 * the product maps a claim type or a complaint to law on its own (tests/unit/complaint-registry.test.ts).
 */
import type { MessageKey } from '../../i18n/translate';
import type { CaseLawClaimType } from '../case-law-values';
import type { LimitKind } from '../limit-rules';
import type { Et1ClaimType, Et1OtherClaim, Et1PayClaim } from './et1-choices';
import type { ComplaintId } from './ids';

/** What a tribunal can award or order for a complaint. */
export type RemedyId =
  /** ERA 1996 ss.118–122 (the statutory redundancy payment's scale, s.119). */
  | 'basicAward'
  /** ERA 1996 s.123, within the cap of s.124(1ZA) unless the complaint is exempt (s.124(1A)). */
  | 'compensatoryAward'
  /** ERA 1996 ss.113–117: the old job back (reinstatement) or another with the employer (re-engagement). */
  | 'reinstatement'
  /** Compensation for financial loss with no cap: EqA 2010 s.124(6) and s.119; ERA 1996 s.49; TULRCA s.149. */
  | 'financialLoss'
  /** EqA 2010 s.119(4); for detriment, Virgo Fidelis Senior School v Boyle [2004] ICR 1210. */
  | 'injuryToFeelings'
  /** EqA 2010 s.124(2)(c): a recommendation to the employer. */
  | 'recommendation'
  /** A declaration of the claimant's rights (EqA s.124(2)(a); ERA s.24(1), s.49(1)(a)). */
  | 'declaration'
  /** ERA 1996 ss.135 and 162, alone: no compensatory award and no cap. */
  | 'redundancyPayment'
  /** Damages for the notice not given (1994 Order art. 3; ERA s.86). */
  | 'noticePay'
  /** Working Time Regulations 1998 regs 14 and 30; ERA s.24. */
  | 'holidayPay'
  /** ERA 1996 s.24: the sums deducted. */
  | 'wages'
  /** 1994 Order art. 3, up to the limit of art. 10. */
  | 'contractDamages'
  /** EqA 2010 s.132: arrears of pay under the equality clause. */
  | 'equalPayArrears';

/** What starts a complaint's time limit. */
export type LimitStart =
  /** The effective date of termination (ERA s.111(2)(a), s.164; 1994 Order art. 7(a)) or the end of the employment (EqA s.129(3)). */
  | 'termination'
  /** The act complained of; conduct extending over a period is done at its end (EqA s.123(1)(a), (3)(a)). */
  | 'act'
  /** The act or failure, or the last of a series of similar acts or failures (ERA s.48(3)(a); TULRCA s.147(1)(a)). */
  | 'lastOfSeries'
  /** The payment the deduction was made from, or the last of a series (ERA s.23(2)–(3); WTR 1998 reg 30(2)). */
  | 'lastDeduction';

/** Which of the ERA s.128(1) reasons a dismissal complaint is, for interim relief and the s.120(1) minimum. */
export type DismissalCondition =
  /** Every case of the complaint. */
  | 'always'
  /** Only where the claimant was a designated health and safety representative or safety committee member (s.100(1)(a)–(b)). */
  | 'safetyRepresentative';

export interface ComplaintLaw {
  id: ComplaintId;
  /** The right, as cited in a pleading. */
  statute: string;
  /** The provision the complaint is presented under. */
  broughtUnder: string;
  /** The questions the tribunal decides, in the order of a list of issues (complaints.element.*). */
  elements: readonly MessageKey[];
  /** The online ET1 form's choices this complaint is (./et1-choices.ts). */
  et1: {
    types: readonly Et1ClaimType[];
    pay: readonly Et1PayClaim[];
    /** The characteristics to tick: those the claimant chose for it, disability, or sex (equal pay). */
    discrimination: 'direct' | 'harassment' | 'disability' | 'sex' | 'none';
    other: Et1OtherClaim | null;
  };
  limit: {
    /** The engine's rule (../limit-rules.ts) the date is worked out by. */
    kind: LimitKind;
    start: LimitStart;
    /** The provision that sets the limit, where it is not the rule's own (a longer limit worked to the shorter, safer one). */
    provision: string | null;
    /**
     * Whether the reported six-month limit of ERA 2025 Sch. 12 would reach it: not for contract
     * claims (the 1994 Order keeps three months) or equal pay (already six months).
     */
    sixMonthChange: boolean;
  };
  remedies: readonly RemedyId[];
  /** The compensatory award's cap (ERA s.124(1ZA)); exempt for s.100 and s.103A (s.124(1A)); null without one. */
  compensatoryCap: 'capped' | 'exempt' | null;
  /**
   * The qualifying period it needs, as a row of the figures table: ERA s.108(1) for ordinary unfair
   * dismissal, s.155 for a redundancy payment; null for the exceptions (s.108(3); TULRCA s.154).
   */
  qualifyingPeriod: 'unfairDismissalQualifyingPeriod' | 'redundancyPayQualifyingPeriod' | null;
  /** ERA s.128(1); TULRCA s.161. */
  interimRelief: DismissalCondition | null;
  /** The basic award's minimum (ERA s.120(1); TULRCA s.156). */
  minimumBasicAward: DismissalCondition | null;
  /** The ET1's remedy sentence for this complaint (et1Form.answer.remedyFor.*), English for the form. */
  remedyWords: MessageKey;
  /** What our case-law table files the decisions on this complaint under (../case-law-values.ts). */
  caseLaw: readonly CaseLawClaimType[];
}

const elements = (id: ComplaintId, count: number) =>
  Array.from({ length: count }, (_, i) => `complaints.element.${id}.${i + 1}` as MessageKey);
const remedyWords = (id: ComplaintId) => `et1Form.answer.remedyFor.${id}` as MessageKey;

const dismissalLimit = { kind: 'dismissal', start: 'termination', provision: null, sixMonthChange: true } as const;
const detrimentLimit = { kind: 'detriment', start: 'lastOfSeries', provision: null, sixMonthChange: true } as const;
const discriminationLimit = { kind: 'discrimination', start: 'act', provision: null, sixMonthChange: true } as const;
const noEt1Extras = { pay: [], discrimination: 'none', other: null } as const;

export const complaintLaw: Record<ComplaintId, ComplaintLaw> = {
  unfairDismissal: {
    id: 'unfairDismissal',
    statute: 'Employment Rights Act 1996, sections 94 and 98',
    broughtUnder: 'ERA 1996 s.111',
    elements: elements('unfairDismissal', 5),
    et1: { types: ['unfairDismissal'], ...noEt1Extras },
    limit: dismissalLimit,
    remedies: ['basicAward', 'compensatoryAward', 'reinstatement'],
    compensatoryCap: 'capped',
    qualifyingPeriod: 'unfairDismissalQualifyingPeriod',
    interimRelief: null,
    minimumBasicAward: null,
    remedyWords: remedyWords('unfairDismissal'),
    caseLaw: ['unfair-dismissal'],
  },
  wrongfulDismissal: {
    id: 'wrongfulDismissal',
    statute:
      'Employment Tribunals Extension of Jurisdiction (England and Wales) Order 1994, article 3; Employment Rights Act 1996, section 86',
    broughtUnder: '1994 Order art. 3',
    elements: elements('wrongfulDismissal', 4),
    et1: { types: ['breachOfContract', 'payRelated'], pay: ['noticePay'], discrimination: 'none', other: null },
    limit: { kind: 'contract', start: 'termination', provision: null, sixMonthChange: false },
    remedies: ['noticePay'],
    compensatoryCap: null,
    qualifyingPeriod: null,
    interimRelief: null,
    minimumBasicAward: null,
    remedyWords: remedyWords('wrongfulDismissal'),
    caseLaw: ['wages'],
  },
  healthAndSafetyDismissal: {
    id: 'healthAndSafetyDismissal',
    statute: 'Employment Rights Act 1996, section 100',
    broughtUnder: 'ERA 1996 s.111',
    elements: elements('healthAndSafetyDismissal', 3),
    et1: { types: ['unfairDismissal'], ...noEt1Extras },
    limit: dismissalLimit,
    remedies: ['basicAward', 'compensatoryAward', 'reinstatement'],
    compensatoryCap: 'exempt',
    qualifyingPeriod: null,
    interimRelief: 'safetyRepresentative',
    minimumBasicAward: 'safetyRepresentative',
    remedyWords: remedyWords('healthAndSafetyDismissal'),
    caseLaw: ['unfair-dismissal'],
  },
  whistleblowingDismissal: {
    id: 'whistleblowingDismissal',
    statute: 'Employment Rights Act 1996, section 103A (with sections 43A to 43H)',
    broughtUnder: 'ERA 1996 s.111',
    elements: elements('whistleblowingDismissal', 4),
    et1: { types: ['whistleBlowing', 'unfairDismissal'], ...noEt1Extras },
    limit: dismissalLimit,
    remedies: ['basicAward', 'compensatoryAward', 'reinstatement'],
    compensatoryCap: 'exempt',
    qualifyingPeriod: null,
    interimRelief: 'always',
    minimumBasicAward: null,
    remedyWords: remedyWords('whistleblowingDismissal'),
    caseLaw: ['whistleblowing', 'unfair-dismissal'],
  },
  tradeUnionDismissal: {
    id: 'tradeUnionDismissal',
    statute: 'Trade Union and Labour Relations (Consolidation) Act 1992, section 152',
    broughtUnder: 'ERA 1996 s.111 (TULRCA 1992 s.152)',
    elements: elements('tradeUnionDismissal', 3),
    et1: { types: ['unfairDismissal', 'otherTypesOfClaims'], pay: [], discrimination: 'none', other: 'tradeUnionDismissal' },
    limit: dismissalLimit,
    remedies: ['basicAward', 'compensatoryAward', 'reinstatement'],
    compensatoryCap: 'capped',
    qualifyingPeriod: null,
    interimRelief: 'always',
    minimumBasicAward: 'always',
    remedyWords: remedyWords('tradeUnionDismissal'),
    caseLaw: ['unfair-dismissal'],
  },
  whistleblowingDetriment: {
    id: 'whistleblowingDetriment',
    statute: 'Employment Rights Act 1996, section 47B (with sections 43A to 43H)',
    broughtUnder: 'ERA 1996 s.48(1A)',
    elements: elements('whistleblowingDetriment', 5),
    et1: { types: ['whistleBlowing'], ...noEt1Extras },
    limit: detrimentLimit,
    remedies: ['financialLoss', 'injuryToFeelings', 'declaration'],
    compensatoryCap: null,
    qualifyingPeriod: null,
    interimRelief: null,
    minimumBasicAward: null,
    remedyWords: remedyWords('whistleblowingDetriment'),
    caseLaw: ['whistleblowing'],
  },
  healthAndSafetyDetriment: {
    id: 'healthAndSafetyDetriment',
    statute: 'Employment Rights Act 1996, section 44',
    broughtUnder: 'ERA 1996 s.48(1)',
    elements: elements('healthAndSafetyDetriment', 4),
    et1: { types: ['otherTypesOfClaims'], pay: [], discrimination: 'none', other: 'healthAndSafetyDetriment' },
    limit: detrimentLimit,
    remedies: ['financialLoss', 'injuryToFeelings', 'declaration'],
    compensatoryCap: null,
    qualifyingPeriod: null,
    interimRelief: null,
    minimumBasicAward: null,
    remedyWords: remedyWords('healthAndSafetyDetriment'),
    caseLaw: [],
  },
  tradeUnionDetriment: {
    id: 'tradeUnionDetriment',
    statute: 'Trade Union and Labour Relations (Consolidation) Act 1992, section 146',
    broughtUnder: 'TULRCA 1992 s.146(5)',
    elements: elements('tradeUnionDetriment', 4),
    et1: { types: ['otherTypesOfClaims'], pay: [], discrimination: 'none', other: 'tradeUnionDetriment' },
    limit: { ...detrimentLimit, provision: 'TULRCA 1992 s.147(1)' },
    remedies: ['financialLoss', 'injuryToFeelings', 'declaration'],
    compensatoryCap: null,
    qualifyingPeriod: null,
    interimRelief: null,
    minimumBasicAward: null,
    remedyWords: remedyWords('tradeUnionDetriment'),
    caseLaw: [],
  },
  redundancyPayment: {
    id: 'redundancyPayment',
    statute: 'Employment Rights Act 1996, sections 135 and 162',
    broughtUnder: 'ERA 1996 s.163',
    elements: elements('redundancyPayment', 4),
    et1: { types: ['payRelated'], pay: ['redundancyPay'], discrimination: 'none', other: null },
    // s.164(1) allows six months from the relevant date, but an unfair dismissal complaint about
    // the same dismissal has three: the product works to the shorter, safer date.
    limit: { kind: 'dismissal', start: 'termination', provision: 'ERA 1996 s.164(1)', sixMonthChange: false },
    remedies: ['redundancyPayment'],
    compensatoryCap: null,
    qualifyingPeriod: 'redundancyPayQualifyingPeriod',
    interimRelief: null,
    minimumBasicAward: null,
    remedyWords: remedyWords('redundancyPayment'),
    caseLaw: ['redundancy'],
  },
  unfairSelection: {
    id: 'unfairSelection',
    statute: 'Employment Rights Act 1996, sections 94 and 98(2)(c) and (4)',
    broughtUnder: 'ERA 1996 s.111',
    elements: elements('unfairSelection', 4),
    et1: { types: ['unfairDismissal'], ...noEt1Extras },
    limit: dismissalLimit,
    remedies: ['basicAward', 'compensatoryAward', 'reinstatement'],
    compensatoryCap: 'capped',
    qualifyingPeriod: 'unfairDismissalQualifyingPeriod',
    interimRelief: null,
    minimumBasicAward: null,
    remedyWords: remedyWords('unfairSelection'),
    caseLaw: ['redundancy', 'unfair-dismissal'],
  },
  directDiscrimination: {
    id: 'directDiscrimination',
    statute: 'Equality Act 2010, section 13 (section 18 for pregnancy and maternity), with section 39',
    broughtUnder: 'EqA 2010 s.120',
    elements: elements('directDiscrimination', 4),
    et1: { types: ['discrimination'], pay: [], discrimination: 'direct', other: null },
    limit: discriminationLimit,
    remedies: ['financialLoss', 'injuryToFeelings', 'declaration', 'recommendation'],
    compensatoryCap: null,
    qualifyingPeriod: null,
    interimRelief: null,
    minimumBasicAward: null,
    remedyWords: remedyWords('directDiscrimination'),
    caseLaw: ['discrimination'],
  },
  discriminationArising: {
    id: 'discriminationArising',
    statute: 'Equality Act 2010, section 15, with section 39',
    broughtUnder: 'EqA 2010 s.120',
    elements: elements('discriminationArising', 3),
    et1: { types: ['discrimination'], pay: [], discrimination: 'disability', other: null },
    limit: discriminationLimit,
    remedies: ['financialLoss', 'injuryToFeelings', 'declaration', 'recommendation'],
    compensatoryCap: null,
    qualifyingPeriod: null,
    interimRelief: null,
    minimumBasicAward: null,
    remedyWords: remedyWords('discriminationArising'),
    caseLaw: ['discrimination', 'reasonable-adjustments'],
  },
  reasonableAdjustments: {
    id: 'reasonableAdjustments',
    statute: 'Equality Act 2010, sections 20 and 21, with section 39(5)',
    broughtUnder: 'EqA 2010 s.120',
    elements: elements('reasonableAdjustments', 3),
    et1: { types: ['discrimination'], pay: [], discrimination: 'disability', other: null },
    limit: discriminationLimit,
    remedies: ['financialLoss', 'injuryToFeelings', 'declaration', 'recommendation'],
    compensatoryCap: null,
    qualifyingPeriod: null,
    interimRelief: null,
    minimumBasicAward: null,
    remedyWords: remedyWords('reasonableAdjustments'),
    caseLaw: ['reasonable-adjustments'],
  },
  harassment: {
    id: 'harassment',
    statute: 'Equality Act 2010, section 26, with section 40',
    broughtUnder: 'EqA 2010 s.120',
    elements: elements('harassment', 3),
    et1: { types: ['discrimination'], pay: [], discrimination: 'harassment', other: null },
    limit: discriminationLimit,
    remedies: ['financialLoss', 'injuryToFeelings', 'declaration', 'recommendation'],
    compensatoryCap: null,
    qualifyingPeriod: null,
    interimRelief: null,
    minimumBasicAward: null,
    remedyWords: remedyWords('harassment'),
    caseLaw: ['harassment'],
  },
  victimisation: {
    id: 'victimisation',
    statute: 'Equality Act 2010, section 27, with section 39',
    broughtUnder: 'EqA 2010 s.120',
    elements: elements('victimisation', 3),
    et1: { types: ['discrimination'], ...noEt1Extras },
    limit: discriminationLimit,
    remedies: ['financialLoss', 'injuryToFeelings', 'declaration', 'recommendation'],
    compensatoryCap: null,
    qualifyingPeriod: null,
    interimRelief: null,
    minimumBasicAward: null,
    remedyWords: remedyWords('victimisation'),
    caseLaw: ['victimisation'],
  },
  holidayPay: {
    id: 'holidayPay',
    statute: 'Working Time Regulations 1998, regulations 14, 16 and 30; Employment Rights Act 1996, sections 13 and 23',
    broughtUnder: 'WTR 1998 reg. 30; ERA 1996 s.23',
    elements: elements('holidayPay', 4),
    et1: { types: ['payRelated'], pay: ['holidayPay'], discrimination: 'none', other: null },
    limit: { kind: 'deduction', start: 'lastDeduction', provision: null, sixMonthChange: true },
    remedies: ['holidayPay', 'declaration'],
    compensatoryCap: null,
    qualifyingPeriod: null,
    interimRelief: null,
    minimumBasicAward: null,
    remedyWords: remedyWords('holidayPay'),
    caseLaw: ['holiday-pay'],
  },
  unpaidWages: {
    id: 'unpaidWages',
    statute: 'Employment Rights Act 1996, section 13',
    broughtUnder: 'ERA 1996 s.23',
    elements: elements('unpaidWages', 4),
    et1: { types: ['payRelated'], pay: ['arrears'], discrimination: 'none', other: null },
    limit: { kind: 'deduction', start: 'lastDeduction', provision: null, sixMonthChange: true },
    remedies: ['wages', 'declaration'],
    compensatoryCap: null,
    qualifyingPeriod: null,
    interimRelief: null,
    minimumBasicAward: null,
    remedyWords: remedyWords('unpaidWages'),
    caseLaw: ['wages'],
  },
  breachOfContract: {
    id: 'breachOfContract',
    statute: 'Employment Tribunals Extension of Jurisdiction (England and Wales) Order 1994, article 3',
    broughtUnder: '1994 Order art. 3',
    elements: elements('breachOfContract', 3),
    et1: { types: ['breachOfContract', 'payRelated'], pay: ['otherPayments'], discrimination: 'none', other: null },
    limit: { kind: 'contract', start: 'termination', provision: null, sixMonthChange: false },
    remedies: ['contractDamages'],
    compensatoryCap: null,
    qualifyingPeriod: null,
    interimRelief: null,
    minimumBasicAward: null,
    remedyWords: remedyWords('breachOfContract'),
    caseLaw: ['wages'],
  },
  equalPay: {
    id: 'equalPay',
    statute: 'Equality Act 2010, sections 64 to 66 and 79',
    broughtUnder: 'EqA 2010 s.127',
    elements: elements('equalPay', 4),
    et1: { types: ['discrimination', 'otherTypesOfClaims'], pay: [], discrimination: 'sex', other: 'equalPay' },
    limit: { kind: 'equalPay', start: 'termination', provision: null, sixMonthChange: false },
    remedies: ['equalPayArrears', 'declaration'],
    compensatoryCap: null,
    qualifyingPeriod: null,
    interimRelief: null,
    minimumBasicAward: null,
    remedyWords: remedyWords('equalPay'),
    caseLaw: ['discrimination'],
  },
};

/** The complaints of these remedies (ERA ss.118–124: the dismissal awards). */
export function hasRemedy(id: ComplaintId, remedy: RemedyId): boolean {
  return complaintLaw[id].remedies.includes(remedy);
}
