/** Qualifying periods and other statutory rights a claim may rest on. Rows and their sources: see ../figures.ts and ../../../docs/content-editing.md. */
import { duration, EQA_2010_S123, ERA_2025_COMMENCEMENT_4, type Figure, REVIEWED } from './model';

export const rightFigures = {
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
  discriminationQualifyingPeriod: {
    label: 'Service needed to claim discrimination',
    appliesBy: 'event',
    lastReviewed: REVIEWED,
    rows: [{ from: '2010-10-01', value: duration(0, 'day'), source: EQA_2010_S123, confidence: 'high' }],
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
      {
        from: '2027-01-01',
        value: duration(6, 'month'),
        source: ERA_2025_COMMENCEMENT_4,
        confidence: 'medium',
        watch: [
          {
            provision: 'ukpga/2025/36/schedule/3/paragraph/1',
            expect:
              'in force from 1 January 2027 (expected in S.I. 2026/559 with the qualifying-period change), for dismissals from that date',
          },
        ],
      },
    ],
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
  statutoryNoticeQualifyingService: {
    label: 'Continuous employment after which an employer must give statutory minimum notice',
    appliesBy: 'dismissal',
    lastReviewed: '2026-11-23',
    rows: [
      {
        from: '1996-08-22',
        value: duration(1, 'month'),
        source: { title: 'ERA 1996 s.86(1)', url: 'https://www.legislation.gov.uk/ukpga/1996/18/section/86' },
        confidence: 'high',
      },
    ],
  },
  statutoryNoticeMinimum: {
    label: 'Statutory minimum notice for service of less than two years',
    appliesBy: 'dismissal',
    lastReviewed: '2026-11-23',
    rows: [
      {
        from: '1996-08-22',
        value: duration(1, 'week'),
        source: { title: 'ERA 1996 s.86(1)(a)', url: 'https://www.legislation.gov.uk/ukpga/1996/18/section/86' },
        confidence: 'high',
      },
    ],
  },
  statutoryNoticeYearlyFrom: {
    label: 'Service from which statutory notice is one week for each complete year',
    appliesBy: 'dismissal',
    lastReviewed: '2026-11-23',
    rows: [
      {
        from: '1996-08-22',
        value: duration(2, 'year'),
        source: { title: 'ERA 1996 s.86(1)(b)', url: 'https://www.legislation.gov.uk/ukpga/1996/18/section/86' },
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
} as const satisfies Record<string, Figure>;
