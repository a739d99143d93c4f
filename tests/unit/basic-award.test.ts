import { describe, expect, it } from 'vitest';
import { basicAwardPence, basicAwardWeeks } from '../../src/domain/basic-award';
import { figureOn } from '../../src/domain/figures';

describe('basic award (ERA s.119)', () => {
  it('weights each year by the age on its first day, counted back from the EDT', () => {
    // Born 1 June 1981, EDT 22 November 2026 (aged 45), 10 years: the years starting 23 Nov 2025,
    // 2024, 2023, 2022 began at 44, 43, 42, 41 (1.5 each); the six before began at 40…35 (1 each).
    expect(basicAwardWeeks({ dateOfBirth: '1981-06-01', completeYears: 10, dismissalDate: '2026-11-22' })).toBe(4 * 1.5 + 6 * 1);
    // Born 1 June 2002, aged 24, 5 years: years beginning at 23 and 22 at 1, at 21, 20, 19 at 0.5.
    expect(basicAwardWeeks({ dateOfBirth: '2002-06-01', completeYears: 5, dismissalDate: '2026-11-22' })).toBe(2 + 1.5);
    expect(basicAwardWeeks({ dateOfBirth: '1996-06-01', completeYears: 0, dismissalDate: '2026-11-22' })).toBe(0);
  });

  it('counts a year at the new age when the birthday is the day after the EDT’s anniversary', () => {
    // EDT 31 December 2026; born 1 January 1985. The last year of service runs from 1 January 2026,
    // the day the claimant turned 41, so the whole year was worked at 41: 1.5 weeks (s.119(2)(a)).
    // The year before began on the 40th birthday: 1 week. (Counting from the age on the EDT, 41,
    // less one, gave 1 week for the last year.)
    expect(basicAwardWeeks({ dateOfBirth: '1985-01-01', completeYears: 2, dismissalDate: '2026-12-31' })).toBe(1.5 + 1);
    // Born a day earlier, 31 December 1984: the 41st birthday fell on the last day of the year
    // that began 1 January 2025, so that year does not count at 1.5; the last one does.
    expect(basicAwardWeeks({ dateOfBirth: '1984-12-31', completeYears: 2, dismissalDate: '2026-12-31' })).toBe(1.5 + 1);
    // Born 2 January 1985: 41 on 2 January 2026, a day into the last year: 1 week for it.
    expect(basicAwardWeeks({ dateOfBirth: '1985-01-02', completeYears: 2, dismissalDate: '2026-12-31' })).toBe(1 + 1);
    // The same at 22: born 1 July 2003, EDT 30 June 2026: the last year began on 1 July 2025, the
    // 22nd birthday (1 week); the one before at 21 (half a week).
    expect(basicAwardWeeks({ dateOfBirth: '2003-07-01', completeYears: 2, dismissalDate: '2026-06-30' })).toBe(1 + 0.5);
  });

  it('counts at most 20 years, so the largest award equals the table maximum', () => {
    expect(basicAwardWeeks({ dateOfBirth: '1962-01-01', completeYears: 35, dismissalDate: '2026-11-22' })).toBe(30);
    const max = figureOn('maxBasicAward', '2026-11-22');
    expect(max.kind === 'money' && max.pence).toBe(
      basicAwardPence({ dateOfBirth: '1962-01-01', completeYears: 35, weeklyPayPence: 200000, dismissalDate: '2026-11-22' }),
    );
  });

  it('caps the week’s pay by the dismissal date', () => {
    const born = '1995-01-01';
    expect(basicAwardPence({ dateOfBirth: born, completeYears: 2, weeklyPayPence: 100000, dismissalDate: '2025-05-01' })).toBe(
      2 * 71900,
    );
    expect(basicAwardPence({ dateOfBirth: born, completeYears: 2, weeklyPayPence: 50000, dismissalDate: '2026-05-01' })).toBe(
      2 * 50000,
    );
  });

  it('refuses impossible input', () => {
    expect(() => basicAwardWeeks({ dateOfBirth: '1995-01-01', completeYears: 2.5, dismissalDate: '2026-11-22' })).toThrow(
      RangeError,
    );
    expect(() => basicAwardWeeks({ dateOfBirth: '1995-01-01', completeYears: -1, dismissalDate: '2026-11-22' })).toThrow(
      RangeError,
    );
  });
});
