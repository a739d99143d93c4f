/**
 * Dated tasks on a fixed clock: every computed date (the ET1 limit as the deadline card
 * shows it, the ET3 response window, the limits a judgment starts), the preparation plan from a
 * hearing date, across month ends and leap years, and the order of the 'Upcoming' list.
 */
import { describe, expect, it } from 'vitest';
import { preparationPlan } from '../../src/domain/preparation';
import { type CaseDates, caseTasksFor, et1Tasks, et3Task, preparationTasks } from '../../src/domain/tasks/computed';
import { decisionTasks } from '../../src/domain/tasks/decisions';
import { finished, upcoming } from '../../src/domain/tasks/order';
import { decisionSchema, EARLIEST_DECISION_DATE, ownTaskSchema, taskMessages } from '../../src/domain/tasks/schema';

const TODAY = '2026-11-22';
const none: CaseDates = {
  claimType: null,
  dismissalDate: null,
  acasStartDate: null,
  acasEndDate: null,
  et1FiledDate: null,
  hearingDate: null,
};
const dates = (tasks: { kind: string; dueDate: string }[]) => tasks.map((task) => [task.kind, task.dueDate]);

describe('the ET1 limit as a task, as the deadline card shows it', () => {
  it('before Acas: the last day to start early conciliation (three months less a day)', () => {
    const [task] = et1Tasks({ ...none, dismissalDate: '2026-09-30' }, TODAY);
    expect(task).toMatchObject({ source: 'computed', kind: 'acasStartBy', dueDate: '2026-12-29' });
    expect(task?.rule).toMatchObject({
      type: 'figure',
      figure: 'claimTimeLimit',
      amount: 3,
      unit: 'month',
      provision: 'ERA 1996 s.111(2)(a)',
      earliest: false,
    });
  });

  it('a discrimination claim cites its own provision', () => {
    const [task] = et1Tasks({ ...none, claimType: 'discrimination', dismissalDate: '2026-09-30' }, TODAY);
    expect(task?.rule).toMatchObject({ provision: 'EqA 2010 s.123(1)(a) and (3)(a)' });
  });

  it('with the certificate: the last day to present the ET1, extended by conciliation', () => {
    const record = { ...none, dismissalDate: '2026-09-30', acasStartDate: '2026-10-10', acasEndDate: '2026-11-10' };
    expect(dates(et1Tasks(record, TODAY))).toEqual([['presentBy', '2027-01-29']]);
  });

  it('while the certificate is awaited: the earliest the ET1 date can be, marked as such', () => {
    const [task] = et1Tasks({ ...none, dismissalDate: '2026-09-30', acasStartDate: '2026-10-10' }, TODAY);
    // The safe date, Day B = Day A: the later of 29/12/2026 and 10/11/2026, fixed by Day A alone.
    expect(task).toMatchObject({ kind: 'presentBy', dueDate: '2026-12-29' });
    expect(task?.rule).toMatchObject({ earliest: true });
    // The same task on a later day: a reminder never moves later.
    const [later] = et1Tasks({ ...none, dismissalDate: '2026-09-30', acasStartDate: '2026-10-10' }, '2026-12-20');
    expect(later).toMatchObject({ kind: 'presentBy', dueDate: '2026-12-29' });
  });

  it('while the certificate is awaited, the working says what is assumed (the latest possible certificate day)', () => {
    const [task] = et1Tasks({ ...none, dismissalDate: '2026-09-30', acasStartDate: '2026-10-10' }, TODAY);
    expect(task?.rule).toMatchObject({
      steps: expect.arrayContaining([
        { code: 'latestCertificate', dayA: '2026-10-10', dayB: '2027-01-02', weeks: 12 },
        { code: 'earliestPossible', dayB: '2026-10-10', date: '2026-12-29' },
      ]),
    });
  });

  it('every dated event is a task of its own, with the event it runs from', () => {
    // Discrimination case, Acas dates, no main date, an act entered under "other dates" (the case
    // that used to give "0 tasks to do").
    const act = { id: 'ev-1', kind: 'discrimination', date: '2026-09-26', description: null };
    const record = {
      ...none,
      claimType: 'discrimination',
      acasStartDate: '2026-11-01',
      acasEndDate: '2026-11-20',
      events: [act],
    };
    expect(et1Tasks(record, TODAY)).toMatchObject([
      { kind: 'presentBy', subject: 'ev-1', dueDate: '2027-01-13', rule: { event: { eventId: 'ev-1', kind: 'discrimination' } } },
    ]);
    // With a dismissal date whose limit is six days later, both are tasks, the act's first.
    const both = et1Tasks(
      {
        ...record,
        acasStartDate: null,
        acasEndDate: null,
        dismissalDate: '2026-10-02',
        events: [{ ...act, date: '2026-09-26' }],
      },
      TODAY,
    );
    expect(both.map((task) => [task.kind, task.subject, task.dueDate])).toEqual([
      ['acasStartBy', 'ev-1', '2026-12-25'],
      ['acasStartBy', '', '2027-01-01'],
    ]);
  });

  it('a limit that has passed stays, overdue', () => {
    expect(dates(et1Tasks({ ...none, dismissalDate: '2026-05-15' }, TODAY))).toEqual([['presentBy', '2026-08-14']]);
  });

  it('nothing once the ET1 is filed, when Acas came too late, or without a usable event date', () => {
    expect(et1Tasks({ ...none, dismissalDate: '2026-09-30', et1FiledDate: '2026-11-01' }, TODAY)).toEqual([]);
    expect(et1Tasks({ ...none, dismissalDate: '2026-05-15', acasStartDate: '2026-09-01' }, TODAY)).toEqual([]);
    expect(et1Tasks({ ...none, dismissalDate: '2026-12-01' }, TODAY)).toEqual([]);
    expect(et1Tasks(none, TODAY)).toEqual([]);
  });

  it('a month end without a corresponding day: 30 November + 3 months ends on the last day of February', () => {
    // No 30 February: the period ends on the last day of that month (Dodds v Walker), leap or not.
    expect(dates(et1Tasks({ ...none, dismissalDate: '2026-11-30' }, '2026-12-01'))).toEqual([['acasStartBy', '2027-02-28']]);
    expect(dates(et1Tasks({ ...none, dismissalDate: '2027-11-30' }, '2027-12-01'))).toEqual([['acasStartBy', '2028-02-29']]);
  });
});

describe('the ET3 response window', () => {
  it('is the filing date plus the days in the figures table, the earliest it can be', () => {
    const [task] = et3Task({ ...none, et1FiledDate: '2026-11-01' });
    expect(task).toMatchObject({ kind: 'et3Response', dueDate: '2026-11-29' });
    expect(task?.rule).toMatchObject({ figure: 'et3ResponseTime', amount: 28, unit: 'day', earliest: true });
  });

  it('crosses month ends and leap days by days', () => {
    expect(dates(et3Task({ ...none, et1FiledDate: '2027-01-31' }))).toEqual([['et3Response', '2027-02-28']]);
    expect(dates(et3Task({ ...none, et1FiledDate: '2027-02-01' }))).toEqual([['et3Response', '2027-03-01']]);
    expect(dates(et3Task({ ...none, et1FiledDate: '2028-02-01' }))).toEqual([['et3Response', '2028-02-29']]);
    expect(dates(et3Task({ ...none, et1FiledDate: '2026-12-20' }))).toEqual([['et3Response', '2027-01-17']]);
  });

  it('is not there before the claim is filed', () => {
    expect(et3Task(none)).toEqual([]);
  });
});

describe('the limits a judgment starts', () => {
  it('judgment sent: written reasons and reconsideration 14 days on, and the EAT appeal 42 days on (r.3(3))', () => {
    expect(dates(decisionTasks({ judgmentSent: '2027-02-15', writtenReasonsSent: null }))).toEqual([
      ['judgmentSent', '2027-02-15'],
      ['writtenReasons', '2027-03-01'],
      ['eatAppeal', '2027-03-29'],
      ['reconsideration', '2027-03-01'],
    ]);
  });

  it('the EAT appeal from the judgment alone: by 4pm (r.37(1A)), with the fact assumed in its working', () => {
    const appeal = decisionTasks({ judgmentSent: '2027-02-15', writtenReasonsSent: null }).find(
      (task) => task.kind === 'eatAppeal',
    );
    expect(appeal).toMatchObject({ dueDate: '2027-03-29', dueTime: '16:00' });
    expect(appeal?.rule).toMatchObject({
      provision: 'EAT Rules 1993 r.3(3) and r.37(1A)',
      steps: [
        { code: 'daysAfter', from: '2027-02-15', start: 'judgmentSent', days: 42, date: '2027-03-29' },
        { code: 'judgmentWithReasons' },
        { code: 'by4pm' },
      ],
    });
  });

  it('a judgment sent with its written reasons: the appeal from that day, nothing left to ask for', () => {
    expect(dates(decisionTasks({ judgmentSent: '2027-02-15', writtenReasonsSent: '2027-02-15' }))).toEqual([
      ['judgmentSent', '2027-02-15'],
      ['writtenReasonsSent', '2027-02-15'],
      ['eatAppeal', '2027-03-29'],
      ['reconsideration', '2027-03-01'],
    ]);
  });

  it('written reasons sent later: the appeal from the reasons only once they are known to have been asked for in time (EAT Rules r.3(3))', () => {
    // Reasons asked for on 20 February, within 14 days of the judgment: 42 days from the reasons.
    expect(
      dates(
        decisionTasks({ judgmentSent: '2027-02-15', writtenReasonsSent: '2027-03-20', writtenReasonsRequested: '2027-02-20' }),
      ),
    ).toEqual([
      ['judgmentSent', '2027-02-15'],
      ['writtenReasons', '2027-03-01'],
      ['writtenReasonsSent', '2027-03-20'],
      ['writtenReasonsRequested', '2027-02-20'],
      ['eatAppeal', '2027-05-01'],
      ['reconsideration', '2027-04-03'],
    ]);
    // Asked for at the hearing (before the judgment was sent): the same.
    const atHearing = decisionTasks({
      judgmentSent: '2027-02-15',
      writtenReasonsSent: '2027-03-20',
      writtenReasonsRequested: '2027-02-10',
    });
    expect(atHearing.find((task) => task.kind === 'eatAppeal')?.dueDate).toBe('2027-05-01');
    // Not known when they were asked for: 42 days from the judgment, the safe date, and the working says why.
    const unknown = decisionTasks({ judgmentSent: '2027-02-15', writtenReasonsSent: '2027-03-20' });
    const appeal = unknown.find((task) => task.kind === 'eatAppeal');
    expect(appeal?.dueDate).toBe('2027-03-29');
    expect(appeal?.rule).toMatchObject({ steps: expect.arrayContaining([{ code: 'reasonsRequest', known: false }]) });
    // Asked for after 14 days: the reasons start nothing, even though they came (r.3(3)).
    const late = decisionTasks({
      judgmentSent: '2027-02-15',
      writtenReasonsSent: '2027-03-20',
      writtenReasonsRequested: '2027-03-10',
    });
    expect(late.find((task) => task.kind === 'eatAppeal')?.dueDate).toBe('2027-03-29');
  });

  it('counts across a leap day', () => {
    expect(dates(decisionTasks({ judgmentSent: null, writtenReasonsSent: '2028-01-31' }))).toEqual([
      ['writtenReasonsSent', '2028-01-31'],
      ['eatAppeal', '2028-03-13'],
      ['reconsideration', '2028-02-14'],
    ]);
    expect(dates(decisionTasks({ judgmentSent: '2028-02-20', writtenReasonsSent: null }))).toContainEqual([
      'reconsideration',
      '2028-03-05',
    ]);
  });

  it('each limit names its figure and source', () => {
    const tasks = decisionTasks({ judgmentSent: '2027-02-15', writtenReasonsSent: '2027-03-20' });
    expect(tasks.find((task) => task.kind === 'eatAppeal')?.rule).toMatchObject({
      figure: 'eatAppealTime',
      amount: 42,
      source: { title: 'Employment Appeal Tribunal Rules 1993, r.3(3)' },
    });
    expect(tasks.find((task) => task.kind === 'judgmentSent')?.rule).toBeNull();
  });
});

describe('the preparation plan from a hearing date', () => {
  it('gives every step its date, the final review the day before', () => {
    expect(preparationPlan('2027-04-19').map((item) => [item.id, item.start, item.due])).toEqual([
      ['issuesAndChronology', '2027-01-25', '2027-02-22'],
      ['disclosure', '2027-02-08', '2027-02-22'],
      ['bundle', '2027-02-22', '2027-03-08'],
      ['witnessStatements', '2027-03-08', '2027-03-22'],
      ['skeletonArgument', '2027-03-29', '2027-03-29'],
      ['scheduleOfLoss', '2027-04-05', '2027-04-05'],
      ['printed', '2027-04-12', '2027-04-12'],
      ['finalReview', '2027-04-18', '2027-04-18'],
    ]);
  });

  it('as suggestions due at the later edge of each window', () => {
    const tasks = preparationTasks('2027-04-19', TODAY);
    expect(tasks.every((task) => task.source === 'suggested')).toBe(true);
    expect(tasks.find((task) => task.kind === 'bundle')).toMatchObject({
      dueDate: '2027-03-08',
      rule: { type: 'preparation', from: 8, to: 6, unit: 'week', start: '2027-02-22' },
    });
  });

  it('across month ends and leap years', () => {
    const due = (hearing: string) => Object.fromEntries(preparationPlan(hearing).map((item) => [item.id, item.due]));
    expect(due('2028-03-01')).toMatchObject({ finalReview: '2028-02-29', printed: '2028-02-23' });
    expect(due('2027-03-01')).toMatchObject({ finalReview: '2027-02-28', printed: '2027-02-22' });
    expect(due('2027-01-01')).toMatchObject({ finalReview: '2026-12-31', issuesAndChronology: '2026-11-06' });
  });

  it('none without a hearing date or once the hearing has passed', () => {
    expect(preparationTasks(null, TODAY)).toEqual([]);
    expect(preparationTasks('2026-11-21', TODAY)).toEqual([]);
    expect(preparationTasks('2026-11-22', TODAY)).toHaveLength(8);
  });

  it('a whole case: the ET1 date, the response window and the plan together', () => {
    const record = { ...none, dismissalDate: '2026-06-30', et1FiledDate: '2026-09-01', hearingDate: '2027-04-19' };
    expect(caseTasksFor(record, TODAY).map((task) => task.kind)).toEqual([
      'et3Response',
      'issuesAndChronology',
      'disclosure',
      'bundle',
      'witnessStatements',
      'skeletonArgument',
      'scheduleOfLoss',
      'printed',
      'finalReview',
    ]);
  });
});

describe('the Upcoming list', () => {
  const task = (
    id: string,
    dueDate: string,
    status: 'open' | 'done' | 'suggested' | 'dismissed',
    dueTime: string | null = null,
  ) => ({
    id,
    dueDate,
    dueTime,
    status,
  });
  const tasks = [
    task('later', '2027-01-10', 'open'),
    task('timed', '2026-12-01', 'open', '10:00'),
    task('whole-day', '2026-12-01', 'suggested'),
    task('overdue-late', '2026-11-20', 'open'),
    task('overdue-early', '2026-10-01', 'open'),
    task('done', '2026-11-30', 'done'),
    task('dismissed', '2026-12-30', 'dismissed'),
  ];

  it('puts overdue first, then by date, whole-day before timed on the same day, and leaves out the finished', () => {
    expect(upcoming(tasks, TODAY).map((t) => t.id)).toEqual(['overdue-early', 'overdue-late', 'whole-day', 'timed', 'later']);
    expect(finished(tasks).map((t) => t.id)).toEqual(['dismissed', 'done']);
  });
});

describe('the own task form', () => {
  it('needs a title and a date, takes a time and notes', () => {
    const first = (input: unknown) => ownTaskSchema.safeParse(input).error?.issues[0]?.message;
    expect(first({ date: '2027-03-12' })).toBe(taskMessages.titleRequired);
    expect(first({ title: '   ', date: '2027-03-12' })).toBe(taskMessages.titleRequired);
    expect(first({ title: 'Disclosure', date: '2027-02-30' })).toBe(taskMessages.dateRequired);
    expect(first({ title: 'x'.repeat(201), date: '2027-03-12' })).toBe(taskMessages.titleTooLong);
    expect(first({ title: 'Disclosure', date: '2027-03-12', time: '24:00' })).toBe(taskMessages.timeInvalid);
    expect(first({ title: 'Disclosure', date: '2027-03-12', notes: 'n'.repeat(2001) })).toBe(taskMessages.notesTooLong);
    expect(ownTaskSchema.parse({ title: ' Disclosure ', date: '2027-03-12', time: '', notes: '' })).toEqual({
      title: 'Disclosure',
      date: '2027-03-12',
      time: null,
      notes: null,
    });
  });

  it('a judgment date cannot be in the future or before the rules began', () => {
    const schema = decisionSchema(TODAY);
    expect(schema.safeParse({ decision: 'judgmentSent', date: '2026-11-23' }).error?.issues[0]?.message).toBe(
      taskMessages.decisionInFuture,
    );
    expect(schema.safeParse({ decision: 'judgmentSent', date: '2013-07-28' }).error?.issues[0]?.message).toBe(
      taskMessages.decisionTooEarly,
    );
    // The English the Worker answers with names the first day the figures table answers.
    expect(EARLIEST_DECISION_DATE).toBe('2013-07-29');
    expect(schema.safeParse({ decision: 'writtenReasonsSent', date: TODAY }).success).toBe(true);
  });
});

describe('interim relief as a task', () => {
  it('is one task, from the earliest end of employment recorded, only for a complaint ERA s.128(1) lists', () => {
    const base = {
      claimType: 'whistleblowing-dismissal',
      dismissalDate: '2026-11-18',
      acasStartDate: null,
      acasEndDate: null,
      et1FiledDate: null,
      hearingDate: null,
    };
    const dismissal = { id: 'ev-1', kind: 'dismissal', date: '2026-11-18', description: null };
    const tasks = et1Tasks({ ...base, events: [dismissal] }, '2026-11-20');
    expect(tasks.filter((task) => task.kind === 'interimRelief').map((task) => [task.dueDate, task.subject])).toEqual([
      ['2026-11-25', ''],
    ]);
    // Ordinary unfair dismissal alone: none.
    expect(et1Tasks({ ...base, claimType: 'unfair-dismissal' }, '2026-11-20').map((task) => task.kind)).not.toContain(
      'interimRelief',
    );
  });
});
