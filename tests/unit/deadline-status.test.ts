/**
 * The deadline card's states, table-driven with the clock fixed: what the claimant is
 * told must be true in every state — never 'passed' while conciliation is under way or after an
 * ET1 filed in time.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../src/domain/calendar';
import { EARLIEST_EVENT_DATE } from '../../src/domain/case-events';
import { deadlineStatus } from '../../src/domain/deadline-status';
import { et1Deadline } from '../../src/domain/deadlines';
import { figures } from '../../src/domain/figures';
import { type LimitKind, limitKinds } from '../../src/domain/limit-rules';

const TODAY = '2026-11-23';

interface Row {
  name: string;
  event: string;
  dayA?: string;
  dayB?: string;
  filed?: string;
  kind?: LimitKind;
  expected: object;
}

const status = ({ event, dayA, dayB, filed, kind }: Omit<Row, 'name' | 'expected'>, today = TODAY) =>
  deadlineStatus(et1Deadline({ eventDate: event, acasDayA: dayA ?? null, acasDayB: dayB ?? null, kind: kind ?? 'dismissal' }), {
    today,
    et1FiledDate: filed ?? null,
  });

describe('deadlineStatus', () => {
  it.each<Row>([
    {
      name: 'no conciliation yet: contact Acas by the primary limit',
      event: '2026-10-20',
      expected: { state: 'contactAcas', acasBy: '2027-01-19' },
    },
    {
      name: 'no conciliation, the limit is today: still contact Acas (the whole day counts)',
      event: '2026-08-24',
      expected: { state: 'contactAcas', acasBy: '2026-11-23' },
    },
    {
      name: 'no conciliation, the limit was yesterday: passed, with the tribunal discretion named',
      event: '2026-08-23',
      expected: {
        state: 'passed',
        limit: '2026-11-22',
        exception: 'notReasonablyPracticable',
        exceptionProvision: 'ERA 1996 s.111(2)(b)',
      },
    },
    {
      // Primary 18/11/2026 is before today, but Day A was in time: the ET1 date is not known yet and
      // is at least the s.207B date with Day B = Day A: max(18/11/2026, one month after Day A).
      name: 'in conciliation (Day A in time, no Day B): not passed, no date yet, a lower bound fixed by Day A',
      event: '2026-08-19',
      dayA: '2026-11-10',
      expected: { state: 'inConciliation', dayA: '2026-11-10', earliestPresentBy: '2026-12-10' },
    },
    {
      name: 'in conciliation with the primary limit leading the lower bound (Day B = Day A adds no days)',
      event: '2026-09-30',
      dayA: '2026-10-01',
      expected: { state: 'inConciliation', dayA: '2026-10-01', earliestPresentBy: '2026-12-29' },
    },
    {
      name: 'certificate received: the date (Haque arithmetic)',
      event: '2026-09-10',
      dayA: '2026-10-01',
      dayB: '2026-11-01',
      expected: { state: 'certificateReceived', presentBy: '2027-01-09' },
    },
    {
      name: 'certificate received and the extended limit has passed',
      event: '2026-06-01',
      dayA: '2026-07-01',
      dayB: '2026-08-01',
      expected: { state: 'passed', limit: '2026-10-01' },
    },
    {
      name: 'Day A after the primary limit: out of time (Pearce), whatever Day B is',
      event: '2026-06-01',
      dayA: '2026-09-01',
      expected: { state: 'outOfTime', limit: '2026-08-31', exception: 'notReasonablyPracticable' },
    },
    {
      name: 'discrimination out of time: just and equitable (EqA s.123(1)(b))',
      event: '2026-06-01',
      dayA: '2026-09-01',
      kind: 'discrimination',
      expected: { state: 'outOfTime', exception: 'justAndEquitable', exceptionProvision: 'EqA 2010 s.123(1)(b)' },
    },
    {
      name: 'equal pay passed: no power to extend',
      event: '2026-01-10',
      kind: 'equalPay',
      expected: { state: 'passed', limit: '2026-07-09', exception: 'none', exceptionProvision: null },
    },
    {
      name: 'ET1 filed in time after the certificate: filed, in time (never passed)',
      event: '2026-06-01',
      dayA: '2026-07-01',
      dayB: '2026-08-01',
      filed: '2026-09-15',
      expected: { state: 'filed', filedOn: '2026-09-15', limit: '2026-10-01', inTime: true },
    },
    {
      name: 'ET1 filed on the last day: in time',
      event: '2026-06-01',
      dayA: '2026-07-01',
      dayB: '2026-08-01',
      filed: '2026-10-01',
      expected: { state: 'filed', inTime: true },
    },
    {
      name: 'ET1 filed the day after the limit: after the limit',
      event: '2026-06-01',
      dayA: '2026-07-01',
      dayB: '2026-08-01',
      filed: '2026-10-02',
      expected: { state: 'filed', filedOn: '2026-10-02', limit: '2026-10-01', inTime: false },
    },
    {
      name: 'ET1 filed without Day B entered, before the earliest possible limit: in time',
      event: '2026-06-01',
      dayA: '2026-07-01',
      filed: '2026-08-15',
      expected: { state: 'filed', limit: '2026-08-31', inTime: true },
    },
    {
      name: 'ET1 filed without Day B entered, after the earliest possible limit: needs Day B to tell',
      event: '2026-06-01',
      dayA: '2026-07-01',
      filed: '2026-09-20',
      expected: { state: 'filed', limit: null, inTime: null },
    },
  ])('$name', ({ expected, name: _name, ...input }) => {
    expect(status(input)).toMatchObject(expected);
  });

  it('an event after Day A, or contradictory dates: the primary limit with no extension', () => {
    expect(status({ event: '2026-11-01', dayA: '2026-10-20' })).toEqual({ state: 'noExtension', presentBy: '2027-01-31' });
    expect(status({ event: '2026-10-01', dayA: '2026-10-20', dayB: '2026-10-10' })).toEqual({
      state: 'noExtension',
      presentBy: '2026-12-31',
    });
  });

  it('reads as passed while the certificate is awaited only once the latest possible date has gone (EC Rules r.6 as amended by SI 2025/1153)', () => {
    // Day A 10/11/2026: the certificate has come by Day A + 12 weeks = 2/2/2027 (r.6 as amended
    // by SI 2025/1153); s.207B with that Day B: primary 18/11/2026 + 84 days = 10/2/2027, and one
    // month after 2/2/2027 is later, so the latest possible date is 2/3/2027.
    for (const today of ['2026-11-10', '2026-12-01', '2027-03-01', '2027-03-02']) {
      expect(status({ event: '2026-08-19', dayA: '2026-11-10' }, today).state).toBe('inConciliation');
    }
    expect(status({ event: '2026-08-19', dayA: '2026-11-10' }, '2027-03-03')).toMatchObject({
      state: 'passed',
      limit: '2027-03-02',
    });
  });

  it('the issue example: dismissal 5/10/2026, Acas 1/11/2026, no certificate: passed on 1/6/2027, never 4/8/2027', () => {
    const deadline = et1Deadline({ eventDate: '2026-10-05', acasDayA: '2026-11-01', acasDayB: null });
    // Latest Day B 24/1/2027; primary 4/1/2027 + 84 days = 29/3/2027 (later than 24/2/2027).
    // The safe date, Day B = Day A: max(4/1/2027, 1/12/2026).
    expect(deadline).toMatchObject({ latestDayB: '2027-01-24', latestPresentBy: '2027-03-29', earliestPresentBy: '2027-01-04' });
    expect(deadlineStatus(deadline, { today: '2027-06-01', et1FiledDate: null })).toMatchObject({
      state: 'passed',
      limit: '2027-03-29',
    });
    // The same on any later day: nothing depends on today.
    const later = et1Deadline({ eventDate: '2026-10-05', acasDayA: '2026-11-01', acasDayB: null });
    expect(later.latestPresentBy).toBe('2027-03-29');
  });

  it('asks for the certificate from the day it must have come', () => {
    const on = (today: string) => status({ event: '2026-10-05', dayA: '2026-11-01' }, today);
    expect(on('2027-01-23')).toMatchObject({ state: 'inConciliation', certificateDue: false, latestPresentBy: '2027-03-29' });
    expect(on('2027-01-24')).toMatchObject({ state: 'inConciliation', certificateDue: true, latestDayB: '2027-01-24' });
  });

  it('uses six weeks and 14 days for notifications before 1 December 2025 (EC Rules r.6 before SI 2025/1153)', () => {
    const deadline = et1Deadline({ eventDate: '2025-10-01', acasDayA: '2025-11-30', acasDayB: null });
    expect(deadline.latestDayB).toBe('2026-01-25');
    expect(et1Deadline({ eventDate: '2025-10-01', acasDayA: '2025-12-01', acasDayB: null }).latestDayB).toBe('2026-02-23');
  });

  it('judges an ET1 filed without the certificate date against both ends', () => {
    // Latest 29/3/2027 (above): filed after it is late whatever day the certificate came.
    expect(status({ event: '2026-10-05', dayA: '2026-11-01', filed: '2027-03-30' }, '2027-04-01')).toMatchObject({
      state: 'filed',
      limit: '2027-03-29',
      inTime: false,
    });
  });

  it('keeps the safe date fixed by Day A alone: the same on every day, never after the real limit', () => {
    // EDT 1/8/2026, Day A 20/10/2026, certificate e-mailed 27/10/2026 but not entered: the real
    // limit was 27/11/2026 (primary 31/10 + 7 days = 7/11, one month after Day B 27/11). The safe
    // date is the s.207B date with Day B = Day A: the later of 31/10 and 20/11, so 20/11/2026, on
    // every day. Assuming Day B is today said 28/12/2026 on 28/11/2026: after the real limit.
    const on = (today: string) => status({ event: '2026-08-01', dayA: '2026-10-20' }, today);
    for (const today of ['2026-10-25', '2026-11-15', '2026-11-28']) {
      expect(on(today)).toMatchObject({
        state: 'inConciliation',
        earliestPresentBy: '2026-11-20',
        latestPresentBy: '2027-02-12',
      });
    }
    const real = et1Deadline({ eventDate: '2026-08-01', acasDayA: '2026-10-20', acasDayB: '2026-10-27' });
    expect(real.presentBy).toBe('2026-11-27');
    expect('2026-11-20' <= (real.presentBy ?? '')).toBe(true);
  });

  it('never puts the safe date after the limit, whatever day the certificate came (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 89 }), fc.integer({ min: 0, max: 84 }), (a, b) => {
        const event = '2026-08-01';
        const dayA = addDays(event, a);
        const safe = et1Deadline({ eventDate: event, acasDayA: dayA, acasDayB: null }).earliestPresentBy ?? '';
        const real = et1Deadline({ eventDate: event, acasDayA: dayA, acasDayB: addDays(dayA, b) }).presentBy ?? '';
        expect(safe <= real).toBe(true);
      }),
      { numRuns: 500, seed: 20261128 },
    );
  });
});

describe('the six-month limit while it is only reported (ERA 2025 Sch. 12)', () => {
  const row = figures.claimTimeLimit.rows[1] as { confidence: string };
  afterEach(() => {
    row.confidence = 'reported';
  });

  it('keeps the three-month date as the target and names the reported change for events from 1 October 2026', () => {
    const deadline = et1Deadline({ eventDate: '2026-10-20', acasDayA: null, acasDayB: null });
    expect(deadline).toMatchObject({ months: 3, acasStartBy: '2027-01-19' });
    expect(deadline.reportedLonger).toEqual({
      months: 6,
      from: '2026-10-01',
      sourceUrl: 'https://www.legislation.gov.uk/ukpga/2025/36/schedule/12',
    });
    expect(et1Deadline({ eventDate: '2026-09-30', acasDayA: null, acasDayB: null }).reportedLonger).toBeNull();
    // Breach of contract is outside Schedule 12: nothing reported.
    expect(et1Deadline({ eventDate: '2026-10-20', acasDayA: null, acasDayB: null, kind: 'contract' }).reportedLonger).toBeNull();
  });

  it('changes the target to six months when the row is marked verified (one edit)', () => {
    row.confidence = 'high';
    const deadline = et1Deadline({ eventDate: '2026-10-20', acasDayA: null, acasDayB: null });
    expect(deadline).toMatchObject({ months: 6, acasStartBy: '2027-04-19', reportedLonger: null });
    // Events before the start date keep three months.
    expect(et1Deadline({ eventDate: '2026-09-30', acasDayA: null, acasDayB: null }).months).toBe(3);
  });
});

describe('each kind of event starts its own limit', () => {
  it.each<[LimitKind, string, string]>([
    ['dismissal', '2026-05-31', '2026-08-30'],
    ['discrimination', '2026-05-31', '2026-08-30'],
    ['detriment', '2026-05-31', '2026-08-30'],
    ['deduction', '2026-05-31', '2026-08-30'],
    ['contract', '2026-05-31', '2026-08-30'],
    // EqA s.129(3): six months from the end of the employment.
    ['equalPay', '2026-05-31', '2026-11-30'],
    ['equalPay', '2026-08-31', '2027-02-28'],
  ])('%s from %s: %s', (kind, event, expected) => {
    expect(et1Deadline({ eventDate: event, acasDayA: null, acasDayB: null, kind }).acasStartBy).toBe(expected);
  });

  it('extends equal pay by early conciliation too (EqA s.140B)', () => {
    const deadline = et1Deadline({ eventDate: '2026-05-31', acasDayA: '2026-06-10', acasDayB: '2026-07-10', kind: 'equalPay' });
    expect(deadline.presentBy).toBe('2026-12-30');
  });
});

describe('every date the tracker accepts gets an answer (property)', () => {
  it('never throws, never gives a limit before the primary one, and reads as passed in conciliation only after the latest date', () => {
    const span = daysBetween(EARLIEST_EVENT_DATE, TODAY);
    const day = fc.integer({ min: 0, max: span }).map((n) => addDays(EARLIEST_EVENT_DATE, n));
    const offset = fc.option(fc.integer({ min: -200, max: 400 }), { nil: null });
    fc.assert(
      fc.property(day, offset, offset, fc.constantFrom(...limitKinds), (event, a, b, kind) => {
        const dayA = a === null ? null : addDays(event, a);
        const dayB = dayA === null || b === null ? null : addDays(dayA, b);
        const deadline = et1Deadline({ eventDate: event, acasDayA: dayA, acasDayB: dayB, kind });
        if (deadline.presentBy !== null) expect(deadline.presentBy >= deadline.acasStartBy).toBe(true);
        const result = deadlineStatus(deadline, { today: TODAY, et1FiledDate: null });
        if (dayA !== null && dayB === null && dayA >= event && dayA <= deadline.acasStartBy) {
          const latest = deadline.latestPresentBy ?? '';
          expect(deadline.earliestPresentBy !== null && deadline.earliestPresentBy <= latest).toBe(true);
          expect(result.state).toBe(latest < TODAY ? 'passed' : 'inConciliation');
        }
      }),
      { numRuns: 2000, seed: 20261123 },
    );
  });
});
