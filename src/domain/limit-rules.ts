/**
 * Which time limit a dated event starts, by the kind of complaint it founds. Each kind names its
 * row of the figures table, the provision that sets the limit, the tribunal's power to hear a late
 * claim (an exception decided on evidence, never a second deadline) and the provision that lets
 * early conciliation extend it.
 */
import type { FigureId } from './figures';

export const limitKinds = ['dismissal', 'discrimination', 'detriment', 'deduction', 'contract', 'equalPay'] as const;
export type LimitKind = (typeof limitKinds)[number];

export function isLimitKind(value: unknown): value is LimitKind {
  return typeof value === 'string' && (limitKinds as readonly string[]).includes(value);
}

/** How a tribunal may still hear a claim presented late. */
export type LateClaimException =
  /** ERA 1996 s.111(2)(b), s.48(3)(b), s.23(4); 1994 Order art. 7(c): it was not reasonably practicable to claim in time, and the claim came within a further reasonable period. */
  | 'notReasonablyPracticable'
  /** EqA 2010 s.123(1)(b): such other period as the tribunal thinks just and equitable. */
  | 'justAndEquitable'
  /** EqA 2010 s.129: equal pay has no power to extend time. */
  | 'none';

export interface LimitRule {
  figure: FigureId;
  /** The provision that sets the limit, as cited on the card. */
  provision: string;
  exception: LateClaimException;
  /** The provision behind the exception, or null when there is none. */
  exceptionProvision: string | null;
}

export const limitRules: Record<LimitKind, LimitRule> = {
  // "Before the end of the period of three months beginning with the effective date of termination".
  dismissal: {
    figure: 'claimTimeLimit',
    provision: 'ERA 1996 s.111(2)(a)',
    exception: 'notReasonablyPracticable',
    exceptionProvision: 'ERA 1996 s.111(2)(b)',
  },
  // From the act; conduct extending over a period is done at the end of the period (s.123(3)(a)).
  discrimination: {
    figure: 'claimTimeLimit',
    provision: 'EqA 2010 s.123(1)(a) and (3)(a)',
    exception: 'justAndEquitable',
    exceptionProvision: 'EqA 2010 s.123(1)(b)',
  },
  // From the act or failure, or the last of a series of similar acts or failures (s.48(3)(a)).
  detriment: {
    figure: 'claimTimeLimit',
    provision: 'ERA 1996 s.48(3)(a)',
    exception: 'notReasonablyPracticable',
    exceptionProvision: 'ERA 1996 s.48(3)(b)',
  },
  // From the payment of wages the deduction was made from; a series runs from the last (s.23(3)).
  deduction: {
    figure: 'claimTimeLimit',
    provision: 'ERA 1996 s.23(2) and (3)',
    exception: 'notReasonablyPracticable',
    exceptionProvision: 'ERA 1996 s.23(4)',
  },
  // From the effective date of termination; ERA 2025 Sch. 12 does not change this limit.
  contract: {
    figure: 'breachOfContractTimeLimit',
    provision: 'Employment Tribunals Extension of Jurisdiction (England and Wales) Order 1994, art. 7(a)',
    exception: 'notReasonablyPracticable',
    exceptionProvision: 'Employment Tribunals Extension of Jurisdiction (England and Wales) Order 1994, art. 7(c)',
  },
  // From the end of the employment (standard case), or the end of a stable employment
  // relationship, the day a concealed fact was or could have been discovered, or the end of an
  // incapacity (s.129(3)–(4), s.130). Early conciliation extends it (s.140B), nothing else does.
  equalPay: {
    figure: 'equalPayTimeLimit',
    provision: 'EqA 2010 s.129(3)',
    exception: 'none',
    exceptionProvision: null,
  },
};
