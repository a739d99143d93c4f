/** Time limits: for claims, early conciliation, the response, reconsideration and appeal. Rows and their sources: see ../figures.ts and ../../../docs/content-editing.md. */
import { duration, ET_RULES_2024, type Figure, REVIEWED, timeOfDay } from './model';

export const timeLimitFigures = {
  claimTimeLimit: {
    label:
      'Time limit to present most Employment Tribunal claims (unfair dismissal, discrimination, detriment, deductions from wages), before early-conciliation extensions',
    appliesBy: 'event',
    lastReviewed: '2026-11-23',
    rows: [
      {
        from: '1996-08-22',
        value: duration(3, 'month'),
        source: {
          title: 'ERA 1996 ss.111(2)(a), 48(3)(a), 23(2); Equality Act 2010 s.123(1)(a)',
          url: 'https://www.legislation.gov.uk/ukpga/1996/18/section/111',
        },
        confidence: 'high',
      },
      // ERA 2025 s.152 and Sch. 12 raise these limits to six months (not breach of contract). An
      // annotation on the statute's page and law-firm bulletins report Schedule 12 in force from
      // 1 October 2026 by S.I. 2026/954 reg. 3, with a transitional rule by the date of the act;
      // neither the instrument nor that rule could be read from legislation.gov.uk when this row was written.
      // 'reported' keeps every calculation on three months until the row is verified.
      {
        from: '2026-10-01',
        value: duration(6, 'month'),
        source: {
          title: 'Employment Rights Act 2025, s.152 and Schedule 12 (reported in force by S.I. 2026/954, not verified)',
          url: 'https://www.legislation.gov.uk/ukpga/2025/36/schedule/12',
        },
        confidence: 'reported',
        watch: [
          {
            provision: 'ukpga/2025/36/section/152',
            expect:
              'in force, with Commencement Information naming the regulations (reported: S.I. 2026/954 reg. 3) and their rule for events before the date',
          },
          {
            provision: 'ukpga/2025/36/schedule/12',
            expect:
              'in force on the same date as s.152, for each time limit it amends (not the 1994 Order: breach of contract stays three months)',
          },
        ],
      },
    ],
  },
  conciliationWindowAfterCertificate: {
    label:
      'Least time left to present a claim after the early conciliation certificate (Day B), when the limit would otherwise end sooner',
    appliesBy: 'acasNotified',
    lastReviewed: '2026-11-23',
    rows: [
      {
        from: '2014-04-06',
        value: duration(1, 'month'),
        source: {
          title: 'ERA 1996 s.207B(4); Equality Act 2010 s.140B(4) (Tanveer v East London Bus & Coach UKEAT/0022/16)',
          url: 'https://www.legislation.gov.uk/ukpga/1996/18/section/207B',
        },
        confidence: 'high',
      },
    ],
  },
  equalPayTimeLimit: {
    label:
      'Time limit for an equal pay claim: from the end of the employment (standard case), the end of a stable employment relationship, the day a concealed fact was or could have been discovered, or the end of an incapacity',
    appliesBy: 'endOfEmployment',
    lastReviewed: '2026-11-23',
    rows: [
      {
        from: '2010-10-01',
        value: duration(6, 'month'),
        source: {
          title: 'Equality Act 2010, ss.129(3)–(4) and 130',
          url: 'https://www.legislation.gov.uk/ukpga/2010/15/section/129',
        },
        confidence: 'high',
      },
    ],
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
  // The latest possible Day B while the certificate is awaited (ERA s.207B(2)(b), EqA s.140B):
  // conciliation cannot outlast this, so the s.207B date computed with Day B at Day A plus this
  // is the latest the limit can be, and it never moves with today. Before 1 December 2025 the
  // period was six weeks with at most 14 days more (2014 Rules: a calendar month plus 14 days,
  // which eight weeks also covers); from then, 12 weeks (r.6 as amended by SI 2025/1153).
  earlyConciliationLongest: {
    label:
      'Longest possible time from Acas receiving the early conciliation notification (Day A) to the certificate (Day B), counting any extension',
    appliesBy: 'acasNotified',
    lastReviewed: '2026-11-26',
    rows: [
      {
        from: '2014-04-06',
        value: duration(8, 'week'),
        source: {
          title:
            'Early Conciliation Rules of Procedure (Sch. to SI 2014/254), r.6: six weeks with at most 14 days more (a calendar month plus 14 days before SI 2020/1003)',
          url: 'https://www.legislation.gov.uk/uksi/2014/254/schedule',
        },
        confidence: 'medium',
        watch: [
          {
            provision: 'uksi/2014/254/schedule',
            expect:
              'rule 6 of the Early Conciliation Rules: six weeks from the notification, extendable once by up to 14 days (as amended by SI 2020/1003; a calendar month plus 14 days before 1 December 2020)',
          },
        ],
      },
      {
        from: '2025-12-01',
        value: duration(12, 'week'),
        source: {
          title:
            'Early Conciliation Rules of Procedure r.6, as amended by the Employment Tribunals (Early Conciliation: Exemptions and Rules of Procedure) (Amendment) Regulations 2025 (SI 2025/1153)',
          url: 'https://www.legislation.gov.uk/uksi/2025/1153/contents/made',
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
        source: {
          title: 'ERA 1996 s.128(2); Trade Union and Labour Relations (Consolidation) Act 1992 s.161(2)',
          url: 'https://www.legislation.gov.uk/ukpga/1996/18/section/128',
        },
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
  eatAppealCutOffTime: {
    label:
      'Time of day by which a notice of appeal must reach the Employment Appeal Tribunal on the last day; one received after it counts as received the next day',
    appliesBy: 'decisionSent',
    lastReviewed: '2026-11-26',
    rows: [
      {
        // EAT Rules r.37(1A): a notice received after 4pm counts as received the next day (J v K
        // [2019] EWCA Civ 5). The rule is older than this row; the row starts at the earliest
        // decision date the product accepts (EARLIEST_DECISION_DATE), so no date before it is asked.
        from: '2013-07-29',
        value: timeOfDay(16, 0),
        source: {
          title: 'Employment Appeal Tribunal Rules 1993, r.37(1A)',
          url: 'https://www.legislation.gov.uk/uksi/1993/2854/rule/37',
        },
        confidence: 'high',
      },
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
} as const satisfies Record<string, Figure>;
