/**
 * Every claim type through the life of a case, on fixed clocks: no Acas yet, in conciliation
 * early, in conciliation past its longest length (12 weeks from Day A, Early Conciliation Rules
 * r.6 as amended by SI 2025/1153) and after the limit, with the certificate, filed, a judgment
 * alone and a judgment with its written reasons. Each row asserts the state the card shows with
 * every date in it, and every dated task with its date and time, so a change to any date of any
 * stage fails here.
 *
 * The case: the event (dismissal, act, last deduction, end of the contract) on 5 October 2026.
 * Three months starting with it end on 4 January 2027 (ERA s.111(2)(a); EqA s.123(1)(a); ERA
 * s.23(2); the 1994 Order art. 7(a)). Acas is notified on 1 November 2026 (Day A).
 */
import { describe, expect, it } from 'vitest';
import { caseLimits } from '../../src/domain/case-limits';
import { claimTypeIds } from '../../src/domain/case-values';
import { caseTasksFor } from '../../src/domain/tasks/computed';
import { decisionTasks } from '../../src/domain/tasks/decisions';

const EVENT = '2026-10-05';
const DAY_A = '2026-11-01';

interface Scenario {
  name: string;
  today: string;
  acasStartDate?: string;
  acasEndDate?: string;
  et1FiledDate?: string;
  judgment?: { judgmentSent: string; writtenReasonsSent: string | null; writtenReasonsRequested?: string };
  /** What the card shows: its state and each of its dates. */
  card: Record<string, unknown>;
  /** Every dated task: kind, date, time. */
  tasks: [string, string, string | null][];
}

const scenarios: Scenario[] = [
  {
    name: 'no Acas yet: contact Acas by the primary limit',
    today: '2026-11-26',
    card: { state: 'contactAcas', acasBy: '2027-01-04' },
    tasks: [['acasStartBy', '2027-01-04', null]],
  },
  {
    // The safe date is the s.207B date with Day B = Day A (1/11/2026): the later of 4/1/2027 and
    // 1/12/2026, fixed by Day A whatever today is. The latest: Day B at Day A + 12 weeks
    // (24/1/2027): 4/1/2027 + 84 days = 29/3/2027.
    name: 'in conciliation, early: the safe date to work to and the latest possible one',
    today: '2026-11-26',
    acasStartDate: DAY_A,
    card: {
      state: 'inConciliation',
      dayA: DAY_A,
      earliestPresentBy: '2027-01-04',
      latestPresentBy: '2027-03-29',
      latestDayB: '2027-01-24',
      certificateDue: false,
      safePassed: false,
    },
    tasks: [['presentBy', '2027-01-04', null]],
  },
  {
    name: 'in conciliation past 12 weeks: the certificate must have come; no later than the latest date',
    today: '2027-02-01',
    acasStartDate: DAY_A,
    card: {
      state: 'inConciliation',
      // The same safe date as on any other day: now past, so the card warns; the task never moves later.
      earliestPresentBy: '2027-01-04',
      latestPresentBy: '2027-03-29',
      latestDayB: '2027-01-24',
      certificateDue: true,
      safePassed: true,
    },
    tasks: [['presentBy', '2027-01-04', null]],
  },
  {
    // The example: on 1 June 2027 the card said "no earlier than 4 August 2027".
    name: 'no certificate date, after the latest possible limit: passed, never a date that moves with today',
    today: '2027-06-01',
    acasStartDate: DAY_A,
    card: { state: 'passed', limit: '2027-03-29' },
    tasks: [['presentBy', '2027-03-29', null]],
  },
  {
    // Day B 20/11/2026: 19 days added gives 23/1/2027, later than one month after Day B (20/12/2026).
    name: 'certificate received: the extended date',
    today: '2026-11-26',
    acasStartDate: DAY_A,
    acasEndDate: '2026-11-20',
    card: { state: 'certificateReceived', presentBy: '2027-01-23' },
    tasks: [['presentBy', '2027-01-23', null]],
  },
  {
    name: 'filed in time: no ET1 task; the response window from the filing date, at the earliest',
    today: '2026-11-26',
    acasStartDate: DAY_A,
    acasEndDate: '2026-11-20',
    et1FiledDate: '2026-11-25',
    card: { state: 'filed', filedOn: '2026-11-25', limit: '2027-01-23', inTime: true },
    tasks: [['et3Response', '2026-12-23', null]],
  },
  {
    // Written reasons and reconsideration 14 days on; the EAT appeal 42 days from the judgment
    // (r.3(3): no reasons asked for or reserved), by 4pm (r.37(1A)).
    name: 'judgment only',
    today: '2027-06-05',
    acasStartDate: DAY_A,
    acasEndDate: '2026-11-20',
    et1FiledDate: '2026-11-25',
    judgment: { judgmentSent: '2027-06-01', writtenReasonsSent: null },
    card: { state: 'filed', inTime: true },
    tasks: [
      ['et3Response', '2026-12-23', null],
      ['judgmentSent', '2027-06-01', null],
      ['writtenReasons', '2027-06-15', null],
      ['eatAppeal', '2027-07-13', '16:00'],
      ['reconsideration', '2027-06-15', null],
    ],
  },
  {
    // Reasons asked for on 5 June, within 14 days of the judgment: the appeal runs from the reasons.
    name: 'judgment and its written reasons sent later: the appeal and reconsideration from the reasons',
    today: '2027-06-25',
    acasStartDate: DAY_A,
    acasEndDate: '2026-11-20',
    et1FiledDate: '2026-11-25',
    judgment: { judgmentSent: '2027-06-01', writtenReasonsSent: '2027-06-20', writtenReasonsRequested: '2027-06-05' },
    card: { state: 'filed', inTime: true },
    tasks: [
      ['et3Response', '2026-12-23', null],
      ['judgmentSent', '2027-06-01', null],
      ['writtenReasons', '2027-06-15', null],
      ['writtenReasonsSent', '2027-06-20', null],
      ['writtenReasonsRequested', '2027-06-05', null],
      ['eatAppeal', '2027-08-01', '16:00'],
      ['reconsideration', '2027-07-04', null],
    ],
  },
];

/** The provision each claim type's card and task cite. */
const provisions: Record<string, string> = {
  'unfair-dismissal': 'ERA 1996 s.111(2)(a)',
  'constructive-dismissal': 'ERA 1996 s.111(2)(a)',
  // ERA s.103A is an unfair dismissal: the same s.111(2) limit.
  'whistleblowing-dismissal': 'ERA 1996 s.111(2)(a)',
  redundancy: 'ERA 1996 s.111(2)(a)',
  discrimination: 'EqA 2010 s.123(1)(a) and (3)(a)',
  'unpaid-wages': 'ERA 1996 s.23(2) and (3)',
  'breach-contract': 'Employment Tribunals Extension of Jurisdiction (England and Wales) Order 1994, art. 7(a)',
};

describe.each(claimTypeIds.map((claimType) => [claimType]))('%s', (claimType) => {
  it.each(scenarios.map((scenario) => [scenario.name, scenario]))('%s', (_name, scenario) => {
    const record = {
      claimType,
      dismissalDate: EVENT,
      acasStartDate: scenario.acasStartDate ?? null,
      acasEndDate: scenario.acasEndDate ?? null,
      et1FiledDate: scenario.et1FiledDate ?? null,
      hearingDate: null,
      events: [],
    };
    const limits = caseLimits(record, scenario.today);
    expect(limits).toHaveLength(1);
    expect(limits[0]?.status).toMatchObject(scenario.card);
    expect(limits[0]?.event).toEqual({ eventId: null, kind: expect.any(String), date: EVENT, description: null });

    const tasks = [...caseTasksFor(record, scenario.today), ...(scenario.judgment ? decisionTasks(scenario.judgment) : [])].map(
      (task) => [task.kind, task.dueDate, task.dueTime],
    );
    expect(tasks).toEqual(scenario.tasks);

    const [et1Task] = caseTasksFor(record, scenario.today);
    if (et1Task && (et1Task.kind === 'acasStartBy' || et1Task.kind === 'presentBy') && et1Task.rule.type === 'figure') {
      expect(et1Task.rule.provision).toBe(provisions[claimType]);
      // Its working is the card's own.
      expect(et1Task.rule.steps.map((step) => step.code)).toEqual(
        et1Task.kind === 'acasStartBy' ? ['primary'] : limits[0]?.deadline.steps.map((step) => step.code),
      );
    }
  });
});
