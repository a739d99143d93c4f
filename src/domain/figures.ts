/**
 * Every statutory figure and time limit the product states, in one effective-dated table. Pages
 * read it at build time through the <Fig> components; calculations pick the row in force on the
 * relevant date (`appliesBy`). Nothing else in the code base may type one of these numbers.
 *
 * Researched in ../shared/legal/FACTS.md (22 November 2026). Re-verify every April, when the
 * Increase of Limits Order and the Vento addendum usually change. Where a figure could not be
 * confirmed, `confidence: 'unverified'` makes every page that shows it say so.
 */
import type { IsoDate } from './calendar';

export type FigureValue =
  | { kind: 'money'; pence: number }
  | { kind: 'moneyRange'; minPence: number; maxPence: number }
  | { kind: 'duration'; amount: number; unit: 'day' | 'week' | 'month' | 'year' }
  | { kind: 'percent'; amount: number }
  | { kind: 'none' }; // "no limit": a cap that has been abolished

export interface Source {
  title: string;
  url: string;
}

export interface FigureRow {
  /** First day the value applies (by the figure's `appliesBy` date). */
  from: IsoDate;
  value: FigureValue;
  source: Source;
  confidence: 'high' | 'medium' | 'unverified';
}

export interface Figure {
  /** What the figure is, in plain English (for editors and the figures list). */
  label: string;
  /** Which date decides the row in force. */
  appliesBy:
    | 'dismissal' // effective date of termination
    | 'claimPresented'
    | 'acasNotified'
    | 'event' // the act, dismissal or payment complained of
    | 'decisionSent'
    | 'hearing';
  lastReviewed: IsoDate;
  rows: readonly FigureRow[];
  /** A change enacted but not yet in force on a known date (shown as "expected", never used in sums). */
  pending?: { value: FigureValue; note: string; source: Source };
}

const REVIEWED: IsoDate = '2026-11-22';

const money = (pounds: number): FigureValue => ({ kind: 'money', pence: Math.round(pounds * 100) });
const range = (min: number, max: number): FigureValue => ({ kind: 'moneyRange', minPence: min * 100, maxPence: max * 100 });
const percent = (amount: number): FigureValue => ({ kind: 'percent', amount });
const duration = (amount: number, unit: 'day' | 'week' | 'month' | 'year'): FigureValue => ({ kind: 'duration', amount, unit });

const EQA_2010_S123 = { title: 'Equality Act 2010, s.123', url: 'https://www.legislation.gov.uk/ukpga/2010/15/section/123' };
const LIMITS_2024 = {
  title: 'Employment Rights (Increase of Limits) Order 2024 (SI 2024/213)',
  url: 'https://www.legislation.gov.uk/uksi/2024/213/contents/made',
};
const LIMITS_2025 = {
  title: 'Employment Rights (Increase of Limits) Order 2025 (SI 2025/348)',
  url: 'https://www.legislation.gov.uk/uksi/2025/348/contents/made',
};
const LIMITS_2026 = {
  title: 'Employment Rights (Increase of Limits) Order 2026 (SI 2026/310)',
  url: 'https://www.legislation.gov.uk/uksi/2026/310/contents/made',
};
const ERA_2025_COMMENCEMENT_4 = {
  title: 'Employment Rights Act 2025 (Commencement No. 4) Regulations 2026 (SI 2026/559)',
  url: 'https://www.legislation.gov.uk/uksi/2026/559/contents/made',
};
const VENTO_2024 = {
  title: 'Presidential Guidance on injury to feelings, Seventh Addendum (claims presented from 6 April 2024)',
  url: 'https://www.judiciary.uk/guidance-and-resources/employment-tribunals-england-wales-presidential-guidance-vento-bands/',
};
const VENTO_2025 = {
  title: 'Presidential Guidance on injury to feelings, Eighth Addendum (claims presented from 6 April 2025)',
  url: 'https://www.judiciary.uk/guidance-and-resources/employment-tribunals-england-wales-presidential-guidance-vento-bands/',
};
const ET_RULES_2024 = {
  title: 'Employment Tribunal Procedure Rules 2024 (SI 2024/1155)',
  url: 'https://www.legislation.gov.uk/uksi/2024/1155/contents/made',
};

export const figures = {
  claimTimeLimit: {
    label: 'Time limit to present most Employment Tribunal claims (before early-conciliation extensions)',
    appliesBy: 'event',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '1996-08-22',
        value: duration(3, 'month'),
        source: {
          title: 'ERA 1996 s.111(2)(a); Equality Act 2010 s.123(1)(a)',
          url: 'https://www.legislation.gov.uk/ukpga/1996/18/section/111',
        },
        confidence: 'high',
      },
    ],
    pending: {
      value: duration(6, 'month'),
      note: 'Employment Rights Act 2025 s.152 and Schedule 12 raise most limits to six months (not breach of contract). No commencement regulations were found as at 22 November 2026: three months still applies.',
      source: { title: 'Employment Rights Act 2025, s.152', url: 'https://www.legislation.gov.uk/ukpga/2025/36/section/152' },
    },
  },
  breachOfContractTimeLimit: {
    label: 'Time limit for a breach of contract claim in the tribunal',
    appliesBy: 'dismissal',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '1994-07-12',
        value: duration(3, 'month'),
        source: {
          title: 'Employment Tribunals Extension of Jurisdiction (England and Wales) Order 1994, art. 7',
          url: 'https://www.legislation.gov.uk/uksi/1994/1623/article/7',
        },
        confidence: 'high',
      },
    ],
  },
  earlyConciliationPeriod: {
    label: 'Longest period of Acas early conciliation',
    appliesBy: 'acasNotified',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '2020-12-01',
        value: duration(6, 'week'),
        source: {
          title: 'Early Conciliation Rules of Procedure, as amended by SI 2020/1003',
          url: 'https://www.legislation.gov.uk/uksi/2020/1003/contents/made',
        },
        confidence: 'high',
      },
      {
        from: '2025-12-01',
        value: duration(12, 'week'),
        source: {
          title:
            'Employment Tribunals (Early Conciliation: Exemptions and Rules of Procedure) (Amendment) Regulations 2025 (SI 2025/1153)',
          url: 'https://www.legislation.gov.uk/uksi/2025/1153/contents/made',
        },
        confidence: 'high',
      },
    ],
  },
  unfairDismissalQualifyingPeriod: {
    label: 'Continuous employment needed to claim ordinary unfair dismissal',
    appliesBy: 'dismissal',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '2012-04-06',
        value: duration(2, 'year'),
        source: { title: 'ERA 1996 s.108(1)', url: 'https://www.legislation.gov.uk/ukpga/1996/18/section/108' },
        confidence: 'high',
      },
      { from: '2027-01-01', value: duration(6, 'month'), source: ERA_2025_COMMENCEMENT_4, confidence: 'high' },
    ],
  },
  redundancyPayQualifyingPeriod: {
    label: 'Continuous employment needed for a statutory redundancy payment',
    appliesBy: 'dismissal',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '1996-08-22',
        value: duration(2, 'year'),
        source: { title: 'ERA 1996 s.155', url: 'https://www.legislation.gov.uk/ukpga/1996/18/section/155' },
        confidence: 'high',
      },
    ],
  },
  weeklyPayCap: {
    label: "Cap on a week's pay (basic award and statutory redundancy pay)",
    appliesBy: 'dismissal',
    lastReviewed: REVIEWED,
    rows: [
      { from: '2024-04-06', value: money(700), source: LIMITS_2024, confidence: 'high' },
      { from: '2025-04-06', value: money(719), source: LIMITS_2025, confidence: 'high' },
      { from: '2026-04-06', value: money(751), source: LIMITS_2026, confidence: 'high' },
    ],
  },
  maxBasicAward: {
    label: 'Largest basic award (and statutory redundancy payment): 30 weeks at the capped week’s pay',
    appliesBy: 'dismissal',
    lastReviewed: REVIEWED,
    rows: [
      { from: '2024-04-06', value: money(21000), source: LIMITS_2024, confidence: 'high' },
      { from: '2025-04-06', value: money(21570), source: LIMITS_2025, confidence: 'high' },
      { from: '2026-04-06', value: money(22530), source: LIMITS_2026, confidence: 'high' },
    ],
  },
  maxCompensatoryAward: {
    label: 'Cap on the unfair dismissal compensatory award (or 52 weeks’ gross pay if lower)',
    appliesBy: 'dismissal',
    lastReviewed: REVIEWED,
    rows: [
      { from: '2024-04-06', value: money(115115), source: LIMITS_2024, confidence: 'high' },
      { from: '2025-04-06', value: money(118223), source: LIMITS_2025, confidence: 'high' },
      { from: '2026-04-06', value: money(123543), source: LIMITS_2026, confidence: 'medium' },
      { from: '2027-01-01', value: { kind: 'none' }, source: ERA_2025_COMMENCEMENT_4, confidence: 'high' },
    ],
  },
  compensatoryAwardPayCap: {
    label:
      "The other limit on the unfair dismissal compensatory award: a number of weeks' gross pay (the lower of the two limits applies)",
    appliesBy: 'dismissal',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '2013-07-29',
        value: duration(52, 'week'),
        source: {
          title: 'ERA 1996 s.124(1ZA)(b), inserted by SI 2013/1949',
          url: 'https://www.legislation.gov.uk/ukpga/1996/18/section/124',
        },
        confidence: 'high',
      },
      { from: '2027-01-01', value: { kind: 'none' }, source: ERA_2025_COMMENCEMENT_4, confidence: 'high' },
    ],
  },
  minBasicAward: {
    label:
      'Minimum basic award for some automatically unfair dismissals (health and safety, trade union, employee representatives)',
    appliesBy: 'dismissal',
    lastReviewed: REVIEWED,
    rows: [
      { from: '2024-04-06', value: money(8533), source: LIMITS_2024, confidence: 'high' },
      { from: '2025-04-06', value: money(8763), source: LIMITS_2025, confidence: 'high' },
      { from: '2026-04-06', value: money(9157), source: LIMITS_2026, confidence: 'medium' },
    ],
  },
  basicAwardMaxYears: {
    label: 'Most years of service counted in the basic award and redundancy pay',
    appliesBy: 'dismissal',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '1996-08-22',
        value: duration(20, 'year'),
        source: { title: 'ERA 1996 s.119(3)', url: 'https://www.legislation.gov.uk/ukpga/1996/18/section/119' },
        confidence: 'high',
      },
    ],
  },
  ventoLower: {
    label: 'Injury to feelings, lower Vento band',
    appliesBy: 'claimPresented',
    lastReviewed: REVIEWED,
    rows: [
      { from: '2024-04-06', value: range(1200, 11700), source: VENTO_2024, confidence: 'high' },
      { from: '2025-04-06', value: range(1200, 12100), source: VENTO_2025, confidence: 'high' },
    ],
  },
  ventoMiddle: {
    label: 'Injury to feelings, middle Vento band',
    appliesBy: 'claimPresented',
    lastReviewed: REVIEWED,
    rows: [
      { from: '2024-04-06', value: range(11700, 35200), source: VENTO_2024, confidence: 'high' },
      { from: '2025-04-06', value: range(12100, 36400), source: VENTO_2025, confidence: 'high' },
    ],
  },
  ventoUpper: {
    label: 'Injury to feelings, upper Vento band',
    appliesBy: 'claimPresented',
    lastReviewed: REVIEWED,
    rows: [
      { from: '2024-04-06', value: range(35200, 58700), source: VENTO_2024, confidence: 'high' },
      { from: '2025-04-06', value: range(36400, 60700), source: VENTO_2025, confidence: 'high' },
    ],
  },
  breachOfContractCap: {
    label: 'Most the tribunal can award for breach of contract',
    appliesBy: 'claimPresented',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '1994-07-12',
        value: money(25000),
        source: {
          title: 'Employment Tribunals Extension of Jurisdiction (England and Wales) Order 1994, art. 10',
          url: 'https://www.legislation.gov.uk/uksi/1994/1623/article/10',
        },
        confidence: 'high',
      },
    ],
  },
  depositOrderMax: {
    label: 'Largest deposit order, for each allegation or argument',
    appliesBy: 'hearing',
    lastReviewed: REVIEWED,
    rows: [{ from: '2012-04-06', value: money(1000), source: ET_RULES_2024, confidence: 'high' }],
  },
  costsAssessedByTribunalMax: {
    label: 'Largest costs or preparation time order the tribunal assesses itself (more needs a detailed assessment)',
    appliesBy: 'hearing',
    lastReviewed: REVIEWED,
    rows: [{ from: '2012-04-06', value: money(20000), source: ET_RULES_2024, confidence: 'high' }],
  },
  preparationTimeHourlyRate: {
    label: 'Hourly rate of a preparation time order',
    appliesBy: 'hearing',
    lastReviewed: REVIEWED,
    // Rises by £1 each 6 April under the costs rules (£33 from 6 April 2013). Not confirmed for the
    // 2024 Rules: the figures below are derived from that rule, not seen in a source.
    rows: [
      { from: '2024-04-06', value: money(44), source: ET_RULES_2024, confidence: 'unverified' },
      { from: '2025-04-06', value: money(45), source: ET_RULES_2024, confidence: 'unverified' },
      { from: '2026-04-06', value: money(46), source: ET_RULES_2024, confidence: 'unverified' },
    ],
  },
  et3ResponseTime: {
    label: 'Time for the employer to respond (ET3), from the day the claim was sent to it',
    appliesBy: 'event',
    lastReviewed: REVIEWED,
    rows: [{ from: '2013-07-29', value: duration(28, 'day'), source: ET_RULES_2024, confidence: 'high' }],
  },
  writtenReasonsRequestTime: {
    label: 'Time to ask for written reasons, from the day the written judgment was sent',
    appliesBy: 'decisionSent',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '2013-07-29',
        value: duration(14, 'day'),
        source: { title: 'Judiciary: after the hearing', url: 'https://www.judiciary.uk/employment-tribunal/after-the-hearing/' },
        confidence: 'high',
      },
    ],
  },
  reconsiderationTime: {
    label: 'Time to apply for reconsideration, from the day the judgment (or, if later, its written reasons) was sent',
    appliesBy: 'decisionSent',
    lastReviewed: REVIEWED,
    rows: [{ from: '2013-07-29', value: duration(14, 'day'), source: ET_RULES_2024, confidence: 'high' }],
  },
  eatAppealTime: {
    label: 'Time to appeal to the Employment Appeal Tribunal, from the day the written reasons were sent',
    appliesBy: 'decisionSent',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '1993-12-16',
        value: duration(42, 'day'),
        source: {
          title: 'Employment Appeal Tribunal Rules 1993, r.3(3)',
          url: 'https://www.legislation.gov.uk/uksi/1993/2854/rule/3',
        },
        confidence: 'high',
      },
    ],
  },
  tribunalFee: {
    label: 'Fee to bring a claim or an appeal',
    appliesBy: 'claimPresented',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '2017-07-26',
        value: money(0),
        source: {
          title: 'R (UNISON) v Lord Chancellor [2017] UKSC 51',
          url: 'https://www.bailii.org/uk/cases/UKSC/2017/51.html',
        },
        confidence: 'high',
      },
    ],
  },
  discriminationQualifyingPeriod: {
    label: 'Service needed to claim discrimination',
    appliesBy: 'event',
    lastReviewed: REVIEWED,
    rows: [{ from: '2010-10-01', value: duration(0, 'day'), source: EQA_2010_S123, confidence: 'high' }],
  },
  statutoryHolidayEntitlement: {
    label: 'Statutory paid holiday for a full-time worker',
    appliesBy: 'event',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '2009-04-01',
        value: duration(5.6, 'week'),
        source: {
          title: 'Working Time Regulations 1998, regs 13 and 13A',
          url: 'https://www.legislation.gov.uk/uksi/1998/1833/regulation/13A',
        },
        confidence: 'high',
      },
    ],
  },
  acasCodeAdjustmentMax: {
    label:
      'Most the tribunal can raise (or cut) an award when the employer (or the worker) unreasonably ignored the Acas Code on discipline and grievances',
    appliesBy: 'claimPresented',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '2009-04-06',
        value: percent(25),
        source: {
          title: 'Trade Union and Labour Relations (Consolidation) Act 1992, s.207A',
          url: 'https://www.legislation.gov.uk/ukpga/1992/52/section/207A',
        },
        confidence: 'high',
      },
    ],
  },
  interimReliefTime: {
    label:
      'Time to apply for interim relief (whistleblowing, trade union and some other dismissals), from the effective date of termination',
    appliesBy: 'dismissal',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '1996-08-22',
        value: duration(7, 'day'),
        source: { title: 'ERA 1996 s.128(2)', url: 'https://www.legislation.gov.uk/ukpga/1996/18/section/128' },
        confidence: 'high',
      },
    ],
  },
  writtenReasonsForDismissalQualifyingPeriod: {
    label: 'Continuous employment needed to ask the employer for written reasons for a dismissal',
    appliesBy: 'dismissal',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '2012-04-06',
        value: duration(2, 'year'),
        source: { title: 'ERA 1996 s.92(3)', url: 'https://www.legislation.gov.uk/ukpga/1996/18/section/92' },
        confidence: 'high',
      },
      // ERA 2025 Sch. 3 para 1(2); assumed to start with the qualifying-period change (SI 2026/559).
      { from: '2027-01-01', value: duration(6, 'month'), source: ERA_2025_COMMENCEMENT_4, confidence: 'medium' },
    ],
  },
  writtenReasonsForDismissalResponseTime: {
    label: 'Time the employer has to give written reasons for a dismissal after being asked',
    appliesBy: 'dismissal',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '1996-08-22',
        value: duration(14, 'day'),
        source: { title: 'ERA 1996 s.92(2)', url: 'https://www.legislation.gov.uk/ukpga/1996/18/section/92' },
        confidence: 'high',
      },
    ],
  },
  redundancyPaymentClaimTime: {
    label:
      'Time to claim a statutory redundancy payment (in writing to the employer, or to the tribunal), from the relevant date',
    appliesBy: 'dismissal',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '1996-08-22',
        value: duration(6, 'month'),
        source: { title: 'ERA 1996 s.164(1)', url: 'https://www.legislation.gov.uk/ukpga/1996/18/section/164' },
        confidence: 'high',
      },
    ],
  },
  statutoryNoticeMax: {
    label: 'Longest statutory notice an employer must give (one week for each complete year of service, from two years)',
    appliesBy: 'dismissal',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '1996-08-22',
        value: duration(12, 'week'),
        source: { title: 'ERA 1996 s.86(1)', url: 'https://www.legislation.gov.uk/ukpga/1996/18/section/86' },
        confidence: 'high',
      },
    ],
  },
  deductionsBackstop: {
    label: 'How far back an unlawful deductions from wages claim can reach (claims presented from 1 July 2015)',
    appliesBy: 'claimPresented',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '2015-07-01',
        value: duration(2, 'year'),
        source: {
          title: 'ERA 1996 s.23(4A), inserted by the Deduction from Wages (Limitation) Regulations 2014',
          url: 'https://www.legislation.gov.uk/uksi/2014/3322/contents/made',
        },
        confidence: 'high',
      },
    ],
  },
  subjectAccessResponseTime: {
    label: 'Time an organisation has to answer a subject access request (extendable by two further months for complex requests)',
    appliesBy: 'event',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '2018-05-25',
        value: duration(1, 'month'),
        source: {
          title: 'UK GDPR art. 12(3); ICO guidance on the right of access',
          url: 'https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/individual-rights/right-of-access/',
        },
        confidence: 'high',
      },
    ],
  },
  collectiveConsultationSmall: {
    label:
      'Minimum collective consultation before the first dismissal when 20 to 99 redundancies are proposed at one establishment',
    appliesBy: 'dismissal',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '2013-04-06',
        value: duration(30, 'day'),
        source: {
          title: 'Trade Union and Labour Relations (Consolidation) Act 1992, s.188(1A)',
          url: 'https://www.legislation.gov.uk/ukpga/1992/52/section/188',
        },
        confidence: 'high',
      },
    ],
  },
  collectiveConsultationLarge: {
    label:
      'Minimum collective consultation before the first dismissal when 100 or more redundancies are proposed at one establishment',
    appliesBy: 'dismissal',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '2013-04-06',
        value: duration(45, 'day'),
        source: {
          title: 'Trade Union and Labour Relations (Consolidation) Act 1992, s.188(1A)',
          url: 'https://www.legislation.gov.uk/ukpga/1992/52/section/188',
        },
        confidence: 'high',
      },
    ],
  },
  protectiveAwardMax: {
    label: "Longest protective award (weeks' pay per affected employee) when an employer fails to consult collectively",
    appliesBy: 'dismissal',
    lastReviewed: REVIEWED,
    rows: [
      {
        from: '1992-07-16',
        value: duration(90, 'day'),
        source: {
          title: 'Trade Union and Labour Relations (Consolidation) Act 1992, s.189(4)',
          url: 'https://www.legislation.gov.uk/ukpga/1992/52/section/189',
        },
        confidence: 'high',
      },
    ],
    pending: {
      value: duration(180, 'day'),
      note: 'The Employment Rights Act 2025 doubles the maximum protective award; it was planned for April 2026, but its commencement was not confirmed as at 22 November 2026.',
      source: { title: 'Employment Rights Act 2025', url: 'https://www.legislation.gov.uk/ukpga/2025/36/contents' },
    },
  },
} as const satisfies Record<string, Figure>;

export type FigureId = keyof typeof figures;
export const figureIds = Object.keys(figures) as FigureId[];

export function isFigureId(value: unknown): value is FigureId {
  return typeof value === 'string' && Object.hasOwn(figures, value);
}

/** The row in force on `date`; throws when the date is before the first row (a content error). */
export function figureRowOn(id: FigureId, date: IsoDate): FigureRow {
  const rows: readonly FigureRow[] = figures[id].rows;
  let found: FigureRow | undefined;
  for (const row of rows) if (row.from <= date) found = row;
  if (!found) throw new RangeError(`No value of ${id} is recorded for ${date}`);
  return found;
}

export function figureOn(id: FigureId, date: IsoDate): FigureValue {
  return figureRowOn(id, date).value;
}

/** The next row after `date`, if a change is already legislated with a date. */
export function nextFigureRow(id: FigureId, date: IsoDate): FigureRow | undefined {
  const rows: readonly FigureRow[] = figures[id].rows;
  return rows.find((row) => row.from > date);
}

/** The claim time limit in months on an event date (ERA s.111, EqA s.123), from the table. */
export function claimTimeLimitMonths(eventDate: IsoDate): number {
  const value = figureOn('claimTimeLimit', eventDate);
  if (value.kind !== 'duration' || value.unit !== 'month') throw new TypeError('claimTimeLimit must be a number of months');
  return value.amount;
}
