import { describe, expect, it } from 'vitest';
import { basicAwardPence, basicAwardWeeks } from '../../src/domain/basic-award';
import { figureOn } from '../../src/domain/figures';

describe('basic award (ERA s.119)', () => {
  it('weights each year by the age reached in it', () => {
    // Aged 45 with 10 years: the years worked at 44…41 (4 years) at 1.5, 40…35 (6 years) at 1.
    expect(basicAwardWeeks(45, 10, '2026-11-22')).toBe(4 * 1.5 + 6 * 1);
    // Aged 24 with 5 years: 23 and 22 at 1, 21, 20, 19 at 0.5.
    expect(basicAwardWeeks(24, 5, '2026-11-22')).toBe(2 + 1.5);
    expect(basicAwardWeeks(30, 0, '2026-11-22')).toBe(0);
  });

  it('counts at most 20 years, so the largest award equals the table maximum', () => {
    expect(basicAwardWeeks(64, 35, '2026-11-22')).toBe(30);
    const max = figureOn('maxBasicAward', '2026-11-22');
    expect(max.kind === 'money' && max.pence).toBe(
      basicAwardPence({ ageAtDismissal: 64, completeYears: 35, weeklyPayPence: 200000, dismissalDate: '2026-11-22' }),
    );
  });

  it('caps the week’s pay by the dismissal date', () => {
    expect(basicAwardPence({ ageAtDismissal: 30, completeYears: 2, weeklyPayPence: 100000, dismissalDate: '2025-05-01' })).toBe(
      2 * 71900,
    );
    expect(basicAwardPence({ ageAtDismissal: 30, completeYears: 2, weeklyPayPence: 50000, dismissalDate: '2026-05-01' })).toBe(
      2 * 50000,
    );
  });

  it('refuses impossible input', () => {
    expect(() => basicAwardWeeks(30.5, 2, '2026-11-22')).toThrow(RangeError);
    expect(() => basicAwardWeeks(30, -1, '2026-11-22')).toThrow(RangeError);
  });
});
