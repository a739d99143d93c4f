/** What the tribunal can award: caps, bands and uplifts. Rows and their sources: see ../figures.ts and ../../../docs/content-editing.md. */
import {
  duration,
  ERA_2025_COMMENCEMENT_4,
  type Figure,
  LIMITS_2024,
  LIMITS_2025,
  LIMITS_2026,
  money,
  percent,
  REVIEWED,
  range,
  VENTO_2024,
  VENTO_2025,
  VENTO_2026,
} from './model';

export const awardFigures = {
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
      {
        from: '2026-04-06',
        value: money(123543),
        source: LIMITS_2026,
        confidence: 'medium',
        watch: [
          { provision: 'uksi/2026/310/schedule', expect: 'the Schedule sets the ERA 1996 s.124(1ZA)(a) limit at £123,543' },
        ],
      },
      // ERA 2025 removes the cap from 1 January 2027; that it goes by the effective date of
      // termination is presumed, not verified in SI 2026/559 (ERA 2025 s.25(3), which removes every
      // limit in ERA s.124; s.100 and s.103A dismissals were never capped, s.124(1A)).
      {
        from: '2027-01-01',
        value: { kind: 'none' },
        source: ERA_2025_COMMENCEMENT_4,
        confidence: 'high',
        transition: { rule: 'by the effective date of termination', confidence: 'reported' },
        watch: [
          {
            provision: 'ukpga/2025/36/section/25',
            expect:
              'section 25 (removal of the compensatory award limits) in force from 1 January 2027, and whether the commencement regulations limit it to dismissals with an effective date of termination on or after that day',
          },
        ],
      },
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
      {
        from: '2027-01-01',
        value: { kind: 'none' },
        source: ERA_2025_COMMENCEMENT_4,
        confidence: 'high',
        transition: { rule: 'by the effective date of termination', confidence: 'reported' },
        watch: [
          {
            provision: 'ukpga/2025/36/section/25',
            expect:
              'section 25 (removal of the 52 weeks’ pay limit on the compensatory award) in force from 1 January 2027, and whether the commencement regulations limit it to dismissals with an effective date of termination on or after that day',
          },
        ],
      },
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
      {
        from: '2026-04-06',
        value: money(9157),
        source: LIMITS_2026,
        confidence: 'medium',
        watch: [{ provision: 'uksi/2026/310/schedule', expect: 'the Schedule sets the ERA 1996 s.120(1) minimum at £9,157' }],
      },
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
      { from: '2026-04-06', value: range(1200, 12700), source: VENTO_2026, confidence: 'unverified' },
    ],
  },
  ventoMiddle: {
    label: 'Injury to feelings, middle Vento band',
    appliesBy: 'claimPresented',
    lastReviewed: REVIEWED,
    rows: [
      { from: '2024-04-06', value: range(11700, 35200), source: VENTO_2024, confidence: 'high' },
      { from: '2025-04-06', value: range(12100, 36400), source: VENTO_2025, confidence: 'high' },
      { from: '2026-04-06', value: range(12700, 38100), source: VENTO_2026, confidence: 'unverified' },
    ],
  },
  ventoUpper: {
    label: 'Injury to feelings, upper Vento band',
    appliesBy: 'claimPresented',
    lastReviewed: REVIEWED,
    rows: [
      { from: '2024-04-06', value: range(35200, 58700), source: VENTO_2024, confidence: 'high' },
      { from: '2025-04-06', value: range(36400, 60700), source: VENTO_2025, confidence: 'high' },
      { from: '2026-04-06', value: range(38100, 63500), source: VENTO_2026, confidence: 'unverified' },
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
  terminationPaymentTaxFree: {
    label:
      'The part of a payment in connection with the termination of employment that is not taxed: an award above it is taxable, so a schedule on net pay grosses up the excess',
    appliesBy: 'dismissal',
    lastReviewed: '2026-11-26',
    rows: [
      {
        from: '2003-04-06',
        value: money(30000),
        source: {
          title: 'Income Tax (Earnings and Pensions) Act 2003, ss.401 and 403',
          url: 'https://www.legislation.gov.uk/ukpga/2003/1/section/403',
        },
        confidence: 'high',
      },
    ],
  },
  lossOfStatutoryRights: {
    label:
      'Loss of statutory rights: a conventional sum (not set by any statute) for losing the protection that takes time to build up again in a new job',
    appliesBy: 'dismissal',
    lastReviewed: REVIEWED,
    rows: [
      // Not statutory: SH Muffett Ltd v Head [1987] ICR 1 (EAT) allows a sum for it; tribunals award
      // it at their discretion and practitioners usually claim about £500 (a single practitioner
      // source, so 'unverified': every schedule that uses it says so).
      {
        from: '1987-01-01',
        value: money(500),
        source: {
          title:
            'Conventional sum, not statutory (SH Muffett Ltd v Head [1987] ICR 1, EAT); practitioners usually claim about £500',
          url: 'https://tribunalclaim.com/?p=10515',
        },
        confidence: 'unverified',
      },
    ],
  },
  protectiveAwardMax: {
    label: "Longest protective award (days' pay per affected employee) when an employer fails to consult collectively",
    appliesBy: 'dismissal',
    lastReviewed: '2026-11-23',
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
      // ERA 2025 s.30 doubles the maximum from 6 April 2026. The Government reads it as applying to
      // dismissals from that date (another reading: consultations begun from it), so 'medium'.
      {
        from: '2026-04-06',
        value: duration(180, 'day'),
        source: {
          title:
            'Employment Rights Act 2025, s.30 (amending TULRCA 1992 s.189(4)); GOV.UK: protective awards for collective redundancy',
          url: 'https://www.legislation.gov.uk/ukpga/2025/36/section/30',
        },
        confidence: 'medium',
        watch: [
          {
            provision: 'ukpga/2025/36/section/30',
            expect:
              'in force from 6 April 2026, and whether the regulations apply it by the date of dismissal or of the start of consultation',
          },
        ],
      },
    ],
  },
} as const satisfies Record<string, Figure>;
