import { describe, expect, it } from 'vitest';
import {
  claimTimeLimitMonths,
  figureIds,
  figureOn,
  figureRowOn,
  figures,
  firstRecordedDate,
  monthsOn,
  nextFigureRow,
  reportedRow,
  reportedRowOn,
} from '../../src/domain/figures';

describe('figures table', () => {
  it('has rows in date order, each with a source and a review date', () => {
    for (const id of figureIds) {
      const figure = figures[id];
      const froms = figure.rows.map((row) => row.from);
      expect([...froms].sort(), id).toEqual(froms);
      for (const row of figure.rows) expect(row.source.url, id).toMatch(/^https:\/\//);
      expect(figure.lastReviewed, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('picks the row in force on the relevant date', () => {
    expect(figureOn('weeklyPayCap', '2025-04-05')).toEqual({ kind: 'money', pence: 70000 });
    expect(figureOn('weeklyPayCap', '2025-04-06')).toEqual({ kind: 'money', pence: 71900 });
    expect(figureOn('weeklyPayCap', '2026-11-22')).toEqual({ kind: 'money', pence: 75100 });
    expect(figureOn('maxCompensatoryAward', '2026-12-31')).toEqual({ kind: 'money', pence: 12354300 });
    expect(figureOn('maxCompensatoryAward', '2027-01-01')).toEqual({ kind: 'none' });
    expect(figureOn('unfairDismissalQualifyingPeriod', '2026-12-31')).toEqual({ kind: 'duration', amount: 2, unit: 'year' });
    expect(figureOn('unfairDismissalQualifyingPeriod', '2027-01-01')).toEqual({ kind: 'duration', amount: 6, unit: 'month' });
    expect(figureOn('earlyConciliationPeriod', '2025-11-30')).toEqual({ kind: 'duration', amount: 6, unit: 'week' });
    expect(figureOn('earlyConciliationPeriod', '2025-12-01')).toEqual({ kind: 'duration', amount: 12, unit: 'week' });
  });

  it('keeps the basic award cap at 30 capped weeks', () => {
    for (const date of ['2024-04-06', '2025-04-06', '2026-04-06']) {
      const week = figureOn('weeklyPayCap', date);
      const max = figureOn('maxBasicAward', date);
      expect(week.kind === 'money' && max.kind === 'money' && max.pence === week.pence * 30, date).toBe(true);
    }
  });

  it('works to three months while the six-month limit is only reported, and names the reported row', () => {
    expect(claimTimeLimitMonths('2026-09-30')).toBe(3);
    expect(claimTimeLimitMonths('2026-11-22')).toBe(3);
    expect(figureRowOn('claimTimeLimit', '2026-11-22').confidence).toBe('high');
    expect(reportedRowOn('claimTimeLimit', '2026-09-30')).toBeUndefined();
    expect(reportedRowOn('claimTimeLimit', '2026-10-01')).toMatchObject({
      from: '2026-10-01',
      value: { kind: 'duration', amount: 6, unit: 'month' },
      confidence: 'reported',
    });
    expect(reportedRow('claimTimeLimit')?.source.url).toBe('https://www.legislation.gov.uk/ukpga/2025/36/schedule/12');
  });

  it('keeps breach of contract at three months and equal pay at six (ERA 2025 Sch. 12 leaves both alone)', () => {
    expect(monthsOn('breachOfContractTimeLimit', '2026-11-22')).toBe(3);
    expect(reportedRowOn('breachOfContractTimeLimit', '2026-11-22')).toBeUndefined();
    expect(monthsOn('equalPayTimeLimit', '2026-11-22')).toBe(6);
  });

  it('doubles the protective award for dismissals from 6 April 2026 and keeps the 90-day row before it', () => {
    expect(figureOn('protectiveAwardMax', '2026-04-05')).toEqual({ kind: 'duration', amount: 90, unit: 'day' });
    expect(figureOn('protectiveAwardMax', '2026-04-06')).toEqual({ kind: 'duration', amount: 180, unit: 'day' });
  });

  it('says from which date each time limit can be answered', () => {
    expect(firstRecordedDate('claimTimeLimit')).toBe('1996-08-22');
    expect(firstRecordedDate('equalPayTimeLimit')).toBe('2010-10-01');
  });

  it('knows the next legislated change', () => {
    expect(nextFigureRow('unfairDismissalQualifyingPeriod', '2026-11-22')?.from).toBe('2027-01-01');
    expect(nextFigureRow('weeklyPayCap', '2026-11-22')).toBeUndefined();
  });

  it('refuses a date before the first recorded value', () => {
    expect(() => figureRowOn('weeklyPayCap', '2020-01-01')).toThrow('No value of weeklyPayCap is recorded for 2020-01-01');
  });
});
