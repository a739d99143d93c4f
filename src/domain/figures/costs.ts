/** Fees, deposits and costs. Rows and their sources: see ../figures.ts and ../../../docs/content-editing.md. */
import { ET_RULES_2024, type Figure, money, REVIEWED } from './model';

export const costFigures = {
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
} as const satisfies Record<string, Figure>;
