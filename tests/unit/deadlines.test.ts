import { describe, expect, it } from 'vitest';
import { et1Deadline, oneMonthAfter, periodEnd } from '../../src/domain/deadlines';

const noAcas = (eventDate: string) => et1Deadline({ eventDate, acasDayA: null, acasDayB: null });

describe('periodEnd: three months beginning with the event (the corresponding-date rule, Dodds v Walker [1981] 1 WLR 1027)', () => {
  it.each([
    // Ordinary dates, from published examples
    ['2025-06-20', '2025-09-19'], // LRD guide
    ['2025-05-21', '2025-08-20'], // TUC WorkSmart
    ['2025-01-10', '2025-04-09'],
    ['2025-01-02', '2025-04-01'],
    ['2025-01-01', '2025-03-31'],
    ['2022-02-02', '2022-05-01'], // Toner Legal
    ['2023-03-30', '2023-06-29'], // NAEO
    ['2009-02-03', '2009-05-02'], // Wang v University of Keele
    ['1994-03-23', '1994-06-22'], // Culling
    ['2015-12-30', '2016-03-29'], // HMRC v Serra Garau
    // Month ends: no corresponding date → last day of that month
    ['2026-01-31', '2026-04-30'],
    ['2025-11-30', '2026-02-28'], // non-leap February
    ['2023-11-30', '2024-02-29'], // leap February
    ['2023-11-29', '2024-02-28'], // 29 February exists → the day before
    ['2025-11-29', '2026-02-28'], // no 29 February → last day
    ['2024-02-29', '2024-05-28'],
    ['2026-02-28', '2026-05-27'], // Dodds: corresponding date, not month end to month end
    ['2026-08-31', '2026-11-30'],
    ['2026-05-31', '2026-08-30'],
    ['2025-03-01', '2025-05-31'], // where "day before, then add three months" goes wrong
    ['2026-05-01', '2026-07-31'],
    ['2026-10-01', '2026-12-31'],
    ['2026-12-15', '2027-03-14'], // across a year end
  ])('%s → %s', (event, expected) => {
    expect(periodEnd(event, 3)).toBe(expected);
    // The figures table starts with the 1996 Act; Culling (1994) checks the arithmetic alone.
    if (event >= '1996-08-22') {
      expect(noAcas(event).acasStartBy).toBe(expected);
      expect(noAcas(event).presentBy).toBe(expected);
    }
  });

  it('counts six months the same way, for when the 2025 Act applies', () => {
    expect(periodEnd('2026-08-31', 6)).toBe('2027-02-28');
    expect(periodEnd('2026-10-01', 6)).toBe('2027-03-31');
  });
});

describe('oneMonthAfter (s.207B(4), Tanveer)', () => {
  it.each([
    ['2015-06-30', '2015-07-30'],
    ['2026-05-31', '2026-06-30'],
    ['2026-01-31', '2026-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2026-12-15', '2027-01-15'],
  ])('%s → %s', (dayB, expected) => {
    expect(oneMonthAfter(dayB)).toBe(expected);
  });
});

describe('et1Deadline with early conciliation (ERA s.207B / EqA s.140B)', () => {
  it('Luton BC v Haque: the added days win', () => {
    const result = et1Deadline({ eventDate: '2016-06-20', acasDayA: '2016-07-22', acasDayB: '2016-08-22' });
    expect(result).toMatchObject({ acasStartBy: '2016-09-19', presentBy: '2016-10-20', warnings: [] });
    expect(result.steps).toEqual([
      { code: 'primary', eventDate: '2016-06-20', months: 3, date: '2016-09-19' },
      { code: 'conciliationDaysAdded', dayA: '2016-07-22', dayB: '2016-08-22', days: 31, date: '2016-10-20', assumed: false },
    ]);
  });

  it('Tanveer v East London Bus & Coach: the one-month rule wins, on the corresponding date', () => {
    const result = et1Deadline({ eventDate: '2015-03-20', acasDayA: '2015-06-18', acasDayB: '2015-06-30' });
    expect(result.acasStartBy).toBe('2015-06-19');
    expect(result.presentBy).toBe('2015-07-30');
    expect(result.steps.at(-1)).toEqual({
      code: 'oneMonthAfterCertificate',
      dayB: '2015-06-30',
      date: '2015-07-30',
      assumed: false,
    });
  });

  it('Pearce v Merrill Lynch: conciliation started after the limit gives no extension', () => {
    const result = et1Deadline({ eventDate: '2017-08-11', acasDayA: '2017-12-21', acasDayB: '2018-01-21' });
    expect(result).toMatchObject({ acasStartBy: '2017-11-10', presentBy: '2017-11-10', warnings: ['conciliationTooLate'] });
  });

  it('conciliation started one day too late gives no extension; on the last day it does', () => {
    const late = et1Deadline({ eventDate: '2026-03-10', acasDayA: '2026-06-10', acasDayB: '2026-06-20' });
    expect(late).toMatchObject({ acasStartBy: '2026-06-09', presentBy: '2026-06-09', warnings: ['conciliationTooLate'] });
    const justInTime = et1Deadline({ eventDate: '2026-03-10', acasDayA: '2026-06-09', acasDayB: '2026-06-20' });
    expect(justInTime.presentBy).toBe('2026-07-20');
    expect(justInTime.warnings).toEqual([]);
  });

  it('Miah v Axis Security: the limit can end on a Sunday and is not moved', () => {
    const result = et1Deadline({ eventDate: '2016-10-19', acasDayA: '2016-12-05', acasDayB: '2016-12-16' });
    expect(result.presentBy).toBe('2017-01-29');
  });

  it('Booth v Pasta King and the Practical Law example', () => {
    expect(et1Deadline({ eventDate: '2014-04-02', acasDayA: '2014-05-21', acasDayB: '2014-06-21' }).presentBy).toBe('2014-08-01');
    expect(et1Deadline({ eventDate: '2014-01-16', acasDayA: '2014-04-11', acasDayB: '2014-05-11' }).presentBy).toBe('2014-06-11');
  });

  it('a same-day certificate adds no days but still gives a month after it', () => {
    const result = et1Deadline({ eventDate: '2026-01-15', acasDayA: '2026-04-10', acasDayB: '2026-04-10' });
    expect(result.acasStartBy).toBe('2026-04-14');
    expect(result.steps[1]).toEqual({
      code: 'conciliationDaysAdded',
      dayA: '2026-04-10',
      dayB: '2026-04-10',
      days: 0,
      date: '2026-04-14',
      assumed: false,
    });
    expect(result.presentBy).toBe('2026-05-10');
  });

  it('month-end certificates use the last day of the shorter month', () => {
    const result = et1Deadline({ eventDate: '2026-11-30', acasDayA: '2027-01-05', acasDayB: '2027-01-31' });
    // primary 28 Feb 2027 + 26 days = 26 Mar 2027; one month after 31 Jan 2027 = 28 Feb 2027.
    expect(result.acasStartBy).toBe('2027-02-28');
    expect(result.presentBy).toBe('2027-03-26');
  });

  it('HMRC v Serra Garau: conciliation wholly before the event gives no extension', () => {
    const result = et1Deadline({ eventDate: '2015-12-30', acasDayA: '2015-10-01', acasDayB: '2015-11-01' });
    expect(result).toMatchObject({ presentBy: '2016-03-29', warnings: ['conciliationBeforeEvent'] });
  });

  it('returns the safer date, with a warning, when the law or the dates are unclear', () => {
    expect(et1Deadline({ eventDate: '2026-01-15', acasDayA: '2026-01-10', acasDayB: '2026-02-10' })).toMatchObject({
      presentBy: '2026-04-14',
      warnings: ['conciliationStraddlesEvent'],
    });
    // In conciliation: the ET1 date is not known until the certificate comes.
    expect(et1Deadline({ eventDate: '2026-01-15', acasDayA: '2026-02-10', acasDayB: null })).toMatchObject({
      acasStartBy: '2026-04-14',
      presentBy: null,
      earliestPresentBy: '2026-04-14',
      warnings: ['awaitingCertificate'],
    });
    expect(et1Deadline({ eventDate: '2026-01-15', acasDayA: '2026-02-10', acasDayB: '2026-02-01' })).toMatchObject({
      presentBy: '2026-04-14',
      warnings: ['certificateBeforeNotification'],
    });
  });

  it('refuses a date that does not exist', () => {
    expect(() => et1Deadline({ eventDate: '2026-02-30', acasDayA: null, acasDayB: null })).toThrow(RangeError);
    expect(() => et1Deadline({ eventDate: '30/01/2026', acasDayA: null, acasDayB: null })).toThrow(RangeError);
  });
});
