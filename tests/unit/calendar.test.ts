import { describe, expect, it } from 'vitest';
import {
  addDays,
  correspondingDate,
  daysBetween,
  fromDayNumber,
  isIsoDate,
  toDayNumber,
  todayInLondon,
} from '../../src/domain/calendar';

describe('calendar', () => {
  it('validates real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
  });

  it('round-trips day numbers across centuries', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('2026-11-22')).toBe(Date.UTC(2026, 10, 22) / 86_400_000);
    for (const date of ['1900-03-01', '1999-12-31', '2000-02-29', '2026-11-22', '2400-02-29']) {
      expect(fromDayNumber(toDayNumber(date))).toBe(date);
    }
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2016-07-22', '2016-08-22')).toBe(31);
  });

  it('finds corresponding dates without month overflow', () => {
    expect(correspondingDate('2026-01-31', 1)).toEqual({ date: '2026-02-28', exists: false });
    expect(correspondingDate('2026-11-30', 3)).toEqual({ date: '2027-02-28', exists: false });
    expect(correspondingDate('2026-10-15', 3)).toEqual({ date: '2027-01-15', exists: true });
  });

  it("gives today's date in London whatever the time zone", () => {
    expect(todayInLondon(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01'); // BST
    expect(todayInLondon(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31'); // GMT
  });

  it('changes day at midnight London time across the clock changes, as the time-zone database has it, every half hour from 2000 to 2039', () => {
    const london = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const differing: string[] = [];
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2040, 0, 1); time += 1_800_000) {
      const now = new Date(time);
      if (todayInLondon(now) !== london.format(now)) differing.push(now.toISOString());
    }
    expect(differing).toEqual([]);
    // Summer time starts at 01:00 GMT on the last Sunday in March (29 March 2026) and ends at 01:00 GMT
    // on the last Sunday in October (25 October 2026).
    expect(todayInLondon(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-28');
    expect(todayInLondon(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
    expect(todayInLondon(new Date('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
    expect(todayInLondon(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
  });
});
