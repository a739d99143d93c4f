/**
 * Dated tasks and the calendar feed, through the Worker with real D1, on the fixed clock
 * (22 November 2026): ownership of every route, computed tasks kept in step with the case,
 * suggestions accepted or dismissed surviving a re-list and moving with the hearing date, the
 * claimant's own tasks with their validation and cap, a judgment's limits, and the feed parsed by
 * a real iCalendar parser.
 */
import { env, SELF } from 'cloudflare:test';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { TaskRecord } from '../../src/domain/tasks/record';
import type { CaseView } from '../../worker/db/views';
import { api, ORIGIN, signUp, type TestUser, validCase } from './_factories';
import { apiWith, recordingD1 } from './_faults';

async function createCase(user: TestUser, body: Record<string, unknown> = validCase): Promise<CaseView> {
  const response = await api('/cases', user, { method: 'POST', body });
  expect(response.status).toBe(201);
  return (await response.json()) as CaseView;
}

async function list(user: TestUser, caseId: string): Promise<TaskRecord[]> {
  const response = await api(`/cases/${caseId}/tasks`, user);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: TaskRecord[] }).items;
}

const byKind = (tasks: TaskRecord[], kind: string) => tasks.find((task) => task.kind === kind);

async function addOwn(user: TestUser, caseId: string, body: unknown): Promise<Response> {
  return api(`/cases/${caseId}/tasks`, user, { method: 'POST', body });
}

async function feedUrl(user: TestUser, caseId: string): Promise<string> {
  const response = await api(`/cases/${caseId}/calendar-feed`, user, { method: 'POST' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

/** A feed as a calendar app reads it: no cookie, no Origin. */
const fetchFeed = (url: string) => SELF.fetch(url);

function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // The feed's own VTIMEZONE, so times convert by its rules (not the test machine's zone).
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)),
  };
}

/** The case's computed tasks as stored, by kind. */
async function computedTasks(caseId: string) {
  return (
    await env.DB.prepare("SELECT kind, due_date FROM case_tasks WHERE case_id = ? AND source = 'computed' ORDER BY kind")
      .bind(caseId)
      .all<{ kind: string; due_date: string }>()
  ).results;
}

describe('computed tasks from the case', () => {
  it('are stored when the case is saved, before anyone lists them, so the reminders cron sees them', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const stored = () => computedTasks(created.id);
    // validCase: dismissed 30 September 2026, no Acas yet → start early conciliation by 29 December 2026.
    expect(await stored()).toEqual([{ kind: 'acasStartBy', due_date: '2026-12-29' }]);
    const patched = await api(`/cases/${created.id}`, user, {
      method: 'PATCH',
      body: { acasStartDate: '2026-10-10', acasEndDate: '2026-11-10' },
    });
    expect(patched.status).toBe(200);
    // Day A 10 Oct to Day B 10 Nov adds 31 days to 29 December (ERA s.207B(3)): 29 January 2027.
    expect(await stored()).toEqual([{ kind: 'presentBy', due_date: '2027-01-29' }]);
  });

  it('a save that moves no date, and a re-list, find the tasks in step and write none', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const { db, statements } = recordingD1();
    const patched = await apiWith({ DB: db }, `/cases/${created.id}`, user, {
      method: 'PATCH',
      body: { employerName: 'Harbour Logistics Ltd' },
    });
    expect(patched.status).toBe(200);
    expect((await apiWith({ DB: db }, `/cases/${created.id}/tasks`, user)).status).toBe(200);
    expect(statements.filter((sql) => /^\s*(insert into|delete from|update) "?case_tasks/i.test(sql))).toEqual([]);
  });

  it('a save puts back what is out of step: a missing task, a moved date, a task the case no longer calls for', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const stored = () => computedTasks(created.id);
    const save = async () =>
      expect((await api(`/cases/${created.id}`, user, { method: 'PATCH', body: { employerName: 'Harbour Ltd' } })).status).toBe(
        200,
      );
    const inStep = [{ kind: 'acasStartBy', due_date: '2026-12-29' }];

    await env.DB.prepare('DELETE FROM case_tasks WHERE case_id = ?').bind(created.id).run();
    await save();
    expect(await stored()).toEqual(inStep);

    await env.DB.prepare("UPDATE case_tasks SET due_date = '2027-06-01' WHERE case_id = ?").bind(created.id).run();
    await save();
    expect(await stored()).toEqual(inStep);

    // A response window without a filed ET1: the case does not call for it.
    await env.DB.prepare(
      `INSERT INTO case_tasks (id, user_id, case_id, source, kind, due_date, status, created_at, updated_at)
       SELECT ?1, user_id, id, 'computed', 'et3Response', '2026-12-20', 'open', ?2, ?2 FROM cases WHERE id = ?3`,
    )
      .bind(crypto.randomUUID(), new Date().toISOString(), created.id)
      .run();
    await save();
    expect(await stored()).toEqual(inStep);
  });

  it('lists the last day to start Acas, as the deadline card shows it, with its rule', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const tasks = await list(user, created.id);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      caseId: created.id,
      source: 'computed',
      kind: 'acasStartBy',
      title: null,
      dueDate: '2026-12-29',
      dueTime: null,
      status: 'open',
      rule: { type: 'figure', figure: 'claimTimeLimit', amount: 3, unit: 'month', provision: 'ERA 1996 s.111(2)(a)' },
    });
  });

  it('follows the case: Acas dates move it to the ET1 date, filing replaces it with the response window', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const first = byKind(await list(user, created.id), 'acasStartBy');
    await api(`/tasks/${first?.id}`, user, { method: 'PATCH', body: { status: 'done' } });

    await api(`/cases/${created.id}`, user, {
      method: 'PATCH',
      body: { acasStartDate: '2026-10-10', acasEndDate: '2026-11-10' },
    });
    let tasks = await list(user, created.id);
    expect(tasks.map((task) => [task.kind, task.dueDate])).toEqual([['presentBy', '2027-01-29']]);

    await api(`/cases/${created.id}`, user, { method: 'PATCH', body: { et1FiledDate: '2026-11-01' } });
    tasks = await list(user, created.id);
    expect(tasks.map((task) => [task.kind, task.dueDate, task.status])).toEqual([['et3Response', '2026-11-29', 'open']]);
    expect(tasks[0]?.rule).toMatchObject({ figure: 'et3ResponseTime', amount: 28, earliest: true });
  });

  it('keeps a done computed task done when re-listed', async () => {
    const user = await signUp();
    const created = await createCase(user, { ...validCase, et1FiledDate: '2026-11-01' });
    const [task] = await list(user, created.id);
    const done = await api(`/tasks/${task?.id}`, user, { method: 'PATCH', body: { status: 'done' } });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ id: task?.id, status: 'done' });
    expect(await list(user, created.id)).toMatchObject([{ id: task?.id, kind: 'et3Response', status: 'done' }]);
  });

  it('a statutory limit cannot be dismissed: the ET1 task stays in Upcoming', async () => {
    const user = await signUp();
    const created = await createCase(user, { ...validCase, acasStartDate: '2026-10-10', acasEndDate: '2026-11-10' });
    const [task] = await list(user, created.id);
    expect(task).toMatchObject({ kind: 'presentBy', dueDate: '2027-01-29' });
    const dismissed = await api(`/tasks/${task?.id}`, user, { method: 'PATCH', body: { status: 'dismissed' } });
    expect(dismissed.status).toBe(409);
    expect(await dismissed.json()).toEqual({
      error: {
        code: 'TASK_NOT_DISMISSABLE',
        message: 'A legal time limit cannot be dismissed: mark it done when you have met it',
        issues: [{ field: '', key: 'tasks.validation.notDismissable' }],
      },
    });
    expect(await list(user, created.id)).toMatchObject([{ id: task?.id, status: 'open' }]);
  });

  it('the ET1 task is marked done only with the filing date, which goes into the case', async () => {
    const user = await signUp();
    const created = await createCase(user, { ...validCase, acasStartDate: '2026-10-10', acasEndDate: '2026-11-10' });
    const [task] = await list(user, created.id);
    const bare = await api(`/tasks/${task?.id}`, user, { method: 'PATCH', body: { status: 'done' } });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Enter the date you did it, like 2027-03-12',
        issues: [{ field: 'doneOn', key: 'tasks.validation.doneOnRequired' }],
      },
    });
    const future = await api(`/tasks/${task?.id}`, user, { method: 'PATCH', body: { status: 'done', doneOn: '2026-12-01' } });
    expect(future.status).toBe(400);
    const done = await api(`/tasks/${task?.id}`, user, { method: 'PATCH', body: { status: 'done', doneOn: '2026-11-20' } });
    expect(done.status).toBe(200);
    const record = (await (await api(`/cases/${created.id}`, user)).json()) as CaseView;
    expect(record.et1FiledDate).toBe('2026-11-20');
    expect(record.updatedAt > created.updatedAt).toBe(true);
    // Filed: the ET1 limit has nothing left to do; the response window follows from the filing date.
    expect((await list(user, created.id)).map((item) => [item.kind, item.dueDate])).toEqual([['et3Response', '2026-12-18']]);
  });
});

describe('the limits of other dated events', () => {
  it('each event is a task of its own, the earliest first, and follows the event when it is deleted', async () => {
    const user = await signUp();
    // Discrimination, dismissed 2 October 2026 (limit 1 January 2027), no Acas yet; an act on
    // 26 September 2026 (limit 25 December 2026) entered under "other dates".
    const created = await createCase(user, { ...validCase, claimType: 'discrimination', dismissalDate: '2026-10-02' });
    const event = await api(`/cases/${created.id}/events`, user, {
      method: 'POST',
      body: { kind: 'discrimination', date: '2026-09-26', description: 'Manager mocked my accent' },
    });
    expect(event.status).toBe(201);
    const { id: eventId } = (await event.json()) as { id: string };
    // Stored with the event, before anyone lists them (the reminders read the rows).
    const stored = await env.DB.prepare(
      "SELECT kind, subject, due_date FROM case_tasks WHERE case_id = ? AND source = 'computed' ORDER BY due_date",
    )
      .bind(created.id)
      .all<{ kind: string; subject: string; due_date: string }>();
    expect(stored.results).toEqual([
      { kind: 'acasStartBy', subject: eventId, due_date: '2026-12-25' },
      { kind: 'acasStartBy', subject: '', due_date: '2027-01-01' },
    ]);
    const tasks = await list(user, created.id);
    expect(tasks.map((task) => [task.kind, task.dueDate])).toEqual([
      ['acasStartBy', '2026-12-25'],
      ['acasStartBy', '2027-01-01'],
    ]);
    expect(tasks[0]?.rule).toMatchObject({
      event: { eventId, kind: 'discrimination', date: '2026-09-26', description: 'Manager mocked my accent' },
      steps: [{ code: 'primary', eventDate: '2026-09-26', months: 3, date: '2026-12-25' }],
    });
    expect((await api(`/events/${eventId}`, user, { method: 'DELETE' })).status).toBe(204);
    expect((await list(user, created.id)).map((task) => [task.kind, task.dueDate])).toEqual([['acasStartBy', '2027-01-01']]);
  });

  it('a case with no main date but an act under "other dates" has its task (not "0 tasks to do")', async () => {
    const user = await signUp();
    const created = await createCase(user, {
      ...validCase,
      claimType: 'discrimination',
      dismissalDate: null,
      acasStartDate: '2026-11-01',
      acasEndDate: '2026-11-20',
    });
    expect(await list(user, created.id)).toEqual([]);
    await api(`/cases/${created.id}/events`, user, { method: 'POST', body: { kind: 'discrimination', date: '2026-09-26' } });
    expect((await list(user, created.id)).map((task) => [task.kind, task.dueDate])).toEqual([['presentBy', '2027-01-13']]);
  });
});

describe('suggestions from the hearing date', () => {
  it('suggests the plan; accepted and dismissed survive a re-list; a moved hearing moves them', async () => {
    const user = await signUp();
    const created = await createCase(user, { ...validCase, hearingDate: '2027-04-19' });
    const tasks = await list(user, created.id);
    const suggestions = tasks.filter((task) => task.source === 'suggested');
    expect(suggestions.map((task) => [task.kind, task.dueDate, task.status])).toEqual([
      ['issuesAndChronology', '2027-02-22', 'suggested'],
      ['disclosure', '2027-02-22', 'suggested'],
      ['bundle', '2027-03-08', 'suggested'],
      ['witnessStatements', '2027-03-22', 'suggested'],
      ['skeletonArgument', '2027-03-29', 'suggested'],
      ['scheduleOfLoss', '2027-04-05', 'suggested'],
      ['printed', '2027-04-12', 'suggested'],
      ['finalReview', '2027-04-18', 'suggested'],
    ]);
    expect(byKind(tasks, 'bundle')?.rule).toEqual({ type: 'preparation', from: 8, to: 6, unit: 'week', start: '2027-02-22' });

    const bundle = byKind(tasks, 'bundle');
    const review = byKind(tasks, 'finalReview');
    expect((await api(`/tasks/${bundle?.id}`, user, { method: 'PATCH', body: { status: 'open' } })).status).toBe(200);
    expect((await api(`/tasks/${review?.id}`, user, { method: 'PATCH', body: { status: 'dismissed' } })).status).toBe(200);
    let again = await list(user, created.id);
    expect(byKind(again, 'bundle')).toMatchObject({ id: bundle?.id, status: 'open' });
    expect(byKind(again, 'finalReview')).toMatchObject({ id: review?.id, status: 'dismissed' });

    // The hearing moves a week later: every suggestion moves a week, keeping its answer.
    await api(`/cases/${created.id}`, user, { method: 'PATCH', body: { hearingDate: '2027-04-26' } });
    again = await list(user, created.id);
    expect(byKind(again, 'bundle')).toMatchObject({ id: bundle?.id, status: 'open', dueDate: '2027-03-15' });
    expect(byKind(again, 'finalReview')).toMatchObject({ id: review?.id, status: 'dismissed', dueDate: '2027-04-25' });
    expect(byKind(again, 'printed')).toMatchObject({ status: 'suggested', dueDate: '2027-04-19' });

    // No hearing date: the suggestions go.
    await api(`/cases/${created.id}`, user, { method: 'PATCH', body: { hearingDate: null } });
    again = await list(user, created.id);
    expect(again.filter((task) => task.source === 'suggested')).toEqual([]);
  });

  it('refuses a change of date to a suggestion or a computed task, and their deletion', async () => {
    const user = await signUp();
    const created = await createCase(user, { ...validCase, hearingDate: '2027-04-19' });
    const tasks = await list(user, created.id);
    for (const task of [byKind(tasks, 'bundle'), byKind(tasks, 'acasStartBy')]) {
      const patch = await api(`/tasks/${task?.id}`, user, { method: 'PATCH', body: { date: '2027-01-01' } });
      expect(patch.status).toBe(409);
      expect(await patch.json()).toEqual({
        error: {
          code: 'TASK_NOT_EDITABLE',
          message:
            'Only the status of a task worked out for you can change: mark it done (or dismiss it, unless it is a legal time limit)',
          issues: [{ field: '', key: 'tasks.validation.notEditable' }],
        },
      });
      const removed = await api(`/tasks/${task?.id}`, user, { method: 'DELETE' });
      expect(removed.status).toBe(409);
      expect(await removed.json()).toEqual({
        error: {
          code: 'TASK_NOT_EDITABLE',
          message:
            'Only tasks you added can be deleted: dismiss this one instead, or mark a legal time limit done when you have met it',
          issues: [{ field: '', key: 'tasks.validation.notDeletable' }],
        },
      });
    }
    const status = await api(`/tasks/${byKind(tasks, 'bundle')?.id}`, user, { method: 'PATCH', body: { status: 'suggested' } });
    expect(status.status).toBe(400);
    expect(await status.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Choose open, done or dismissed' },
    });
  });
});

describe('the claimant’s own tasks', () => {
  it('adds, lists in date order, edits, marks done and deletes', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const response = await addOwn(user, created.id, {
      title: '  Disclosure of documents ',
      date: '2027-03-12',
      time: '16:00',
      notes: 'Order of 1 December',
    });
    expect(response.status).toBe(201);
    const own = (await response.json()) as TaskRecord;
    expect(own).toMatchObject({
      caseId: created.id,
      source: 'own',
      kind: null,
      title: 'Disclosure of documents',
      dueDate: '2027-03-12',
      dueTime: '16:00',
      notes: 'Order of 1 December',
      status: 'open',
      rule: null,
    });
    await addOwn(user, created.id, { title: 'Exchange witness statements', date: '2027-01-05' });
    expect((await list(user, created.id)).map((task) => task.title ?? task.kind)).toEqual([
      'acasStartBy',
      'Exchange witness statements',
      'Disclosure of documents',
    ]);

    const patched = await api(`/tasks/${own.id}`, user, {
      method: 'PATCH',
      body: { title: 'Disclosure (list of documents)', date: '2027-03-19', time: '', notes: null, status: 'done' },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      title: 'Disclosure (list of documents)',
      dueDate: '2027-03-19',
      dueTime: null,
      notes: null,
      status: 'done',
    });

    expect((await api(`/tasks/${own.id}`, user, { method: 'DELETE' })).status).toBe(204);
    expect((await list(user, created.id)).some((task) => task.id === own.id)).toBe(false);
    expect((await api(`/tasks/${own.id}`, user, { method: 'DELETE' })).status).toBe(404);
  });

  it.each([
    [{ date: '2027-03-12' }, 'Enter what the order asks you to do'],
    [{ title: ' ', date: '2027-03-12' }, 'Enter what the order asks you to do'],
    [{ title: 'x'.repeat(201), date: '2027-03-12' }, 'The task must be 200 characters or fewer'],
    [{ title: 'Disclosure' }, 'Enter the date it is due, like 2027-03-12'],
    [{ title: 'Disclosure', date: '12/03/2027' }, 'Enter the date it is due, like 2027-03-12'],
    [{ title: 'Disclosure', date: '2027-03-12', time: '4pm' }, 'Enter the time as hours and minutes, like 14:30'],
    [{ title: 'Disclosure', date: '2027-03-12', notes: 'n'.repeat(2001) }, 'Notes must be 2,000 characters or fewer'],
    [['Disclosure'], 'Send the task as a JSON object'],
  ])('refuses %j with “%s”', async (body, message) => {
    const user = await signUp();
    const created = await createCase(user);
    const response = await addOwn(user, created.id, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: { issues: { field: string; key: string }[] } };
    expect(answer).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
    // Every issue names a message key both languages hold, never an English sentence.
    expect(answer.error.issues.length).toBeGreaterThan(0);
    for (const issue of answer.error.issues) expect(issue.key).toMatch(/^tasks\.validation\./);
  });

  it('holds at most 200 tasks a case, counted inside the insert', async () => {
    const user = await signUp();
    const created = await createCase(user);
    await list(user, created.id); // the one computed task
    const [owner] = (
      await env.DB.prepare('SELECT user_id AS userId FROM cases WHERE id = ?').bind(created.id).all<{
        userId: string;
      }>()
    ).results;
    const now = new Date().toISOString();
    await env.DB.batch(
      Array.from({ length: 198 }, (_, n) =>
        env.DB.prepare(
          `INSERT INTO case_tasks (id, user_id, case_id, source, title, due_date, status, created_at, updated_at)
           VALUES (?, ?, ?, 'own', ?, '2027-01-01', 'open', ?, ?)`,
        ).bind(crypto.randomUUID(), owner?.userId, created.id, `Task ${n}`, now, now),
      ),
    );
    expect((await addOwn(user, created.id, { title: 'The 200th', date: '2027-01-02' })).status).toBe(201);
    const over = await addOwn(user, created.id, { title: 'The 201st', date: '2027-01-03' });
    expect(over.status).toBe(409);
    // The key names the refusal for the screen, which says it in its reader's language.
    expect(await over.json()).toEqual({
      error: {
        code: 'LIMIT_REACHED',
        message: 'This case already holds 200 tasks: delete some you no longer need first',
        issues: [{ field: '', key: 'tasks.validation.tooMany' }],
      },
    });
  });
});

describe('a judgment’s dates', () => {
  it('the judgment and then its written reasons add their limits, kept as records', async () => {
    const user = await signUp();
    const created = await createCase(user, { ...validCase, et1FiledDate: '2026-11-01' });
    const judgment = await api(`/cases/${created.id}/tasks/decision`, user, {
      method: 'POST',
      body: { decision: 'judgmentSent', date: '2026-11-20' },
    });
    expect(judgment.status).toBe(201);
    let tasks = ((await judgment.json()) as { items: TaskRecord[] }).items;
    expect(tasks.map((task) => [task.kind, task.dueDate, task.status])).toEqual([
      ['judgmentSent', '2026-11-20', 'done'],
      ['et3Response', '2026-11-29', 'open'],
      ['writtenReasons', '2026-12-04', 'open'],
      ['reconsideration', '2026-12-04', 'open'],
      // No reasons date yet: 42 days from the judgment (EAT Rules r.3(3)), by 4pm (r.37(1A)).
      ['eatAppeal', '2027-01-01', 'open'],
    ]);
    expect(byKind(tasks, 'eatAppeal')).toMatchObject({
      dueTime: '16:00',
      rule: { steps: [{ start: 'judgmentSent' }, { code: 'judgmentWithReasons' }, { code: 'by4pm' }] },
    });
    expect(byKind(tasks, 'reconsideration')?.rule).toMatchObject({ figure: 'reconsiderationTime', amount: 14 });

    await api(`/cases/${created.id}/tasks/decision`, user, {
      method: 'POST',
      body: { decision: 'writtenReasonsSent', date: '2026-11-22' },
    });
    tasks = await list(user, created.id);
    // Reasons came, but not known to have been asked for in time: still 42 days from the judgment
    // (EAT Rules r.3(3)), the working saying why.
    expect(byKind(tasks, 'eatAppeal')).toMatchObject({
      dueDate: '2027-01-01',
      rule: { steps: expect.arrayContaining([{ code: 'reasonsRequest', known: false }]) },
    });
    // Asked for at the hearing, the day the judgment was given: the 42 days run from the reasons.
    const asked = await api(`/cases/${created.id}/tasks/decision`, user, {
      method: 'POST',
      body: { decision: 'writtenReasonsRequested', date: '2026-11-20' },
    });
    expect(asked.status).toBe(201);
    tasks = await list(user, created.id);
    expect(byKind(tasks, 'eatAppeal')).toMatchObject({
      dueDate: '2027-01-03',
      dueTime: '16:00',
      status: 'open',
      rule: { amount: 42 },
    });
    // Statutory: not to be dismissed.
    const dismiss = await api(`/tasks/${byKind(tasks, 'eatAppeal')?.id}`, user, {
      method: 'PATCH',
      body: { status: 'dismissed' },
    });
    expect(dismiss.status).toBe(409);
    expect(byKind(tasks, 'reconsideration')).toMatchObject({ dueDate: '2026-12-06' });
    // The records cannot be reopened (they are not things to do).
    const reopen = await api(`/tasks/${byKind(tasks, 'judgmentSent')?.id}`, user, { method: 'PATCH', body: { status: 'open' } });
    expect(reopen.status).toBe(409);
  });

  it('"sent with its written reasons": both dates that day, the appeal from it and nothing to ask for', async () => {
    const user = await signUp();
    const created = await createCase(user, { ...validCase, et1FiledDate: '2026-11-01' });
    const response = await api(`/cases/${created.id}/tasks/decision`, user, {
      method: 'POST',
      body: { decision: 'judgmentWithReasons', date: '2026-11-20' },
    });
    expect(response.status).toBe(201);
    const tasks = ((await response.json()) as { items: TaskRecord[] }).items;
    expect(tasks.map((task) => [task.kind, task.dueDate])).toEqual([
      ['judgmentSent', '2026-11-20'],
      ['writtenReasonsSent', '2026-11-20'],
      ['et3Response', '2026-11-29'],
      ['reconsideration', '2026-12-04'],
      ['eatAppeal', '2027-01-01'],
    ]);
  });

  it('a judgment entered before the EAT rule change gets its appeal date, by 4pm, when the list is read', async () => {
    const user = await signUp();
    const created = await createCase(user, { ...validCase, et1FiledDate: '2026-11-01' });
    // The record as the earlier code kept it: the judgment's date only, no appeal task.
    await env.DB.prepare(
      `INSERT INTO case_tasks (id, user_id, case_id, source, kind, due_date, status, created_at, updated_at)
       SELECT ?1, user_id, id, 'computed', 'judgmentSent', '2026-11-20', 'done', ?2, ?2 FROM cases WHERE id = ?3`,
    )
      .bind(crypto.randomUUID(), new Date().toISOString(), created.id)
      .run();
    expect(byKind(await list(user, created.id), 'eatAppeal')).toMatchObject({ dueDate: '2027-01-01', dueTime: '16:00' });
  });

  it('refuses a date in the future', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const response = await api(`/cases/${created.id}/tasks/decision`, user, {
      method: 'POST',
      body: { decision: 'judgmentSent', date: '2026-11-23' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'The date it was sent cannot be in the future' },
    });
  });

  it('refuses a date before the rules began, naming that day in its English and its key for the screen', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const response = await api(`/cases/${created.id}/tasks/decision`, user, {
      method: 'POST',
      body: { decision: 'judgmentSent', date: '2013-07-28' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: "Enter a date from 29 July 2013 onwards: the tribunal's rules before then were different",
        issues: [{ field: 'date', key: 'tasks.validation.decisionTooEarly' }],
      },
    });
  });
});

describe('ownership', () => {
  it('another user’s case and tasks are 404 on every route; no session is 401', async () => {
    const owner = await signUp();
    const other = await signUp();
    const created = await createCase(owner);
    const [task] = await list(owner, created.id);
    const own = (await (await addOwn(owner, created.id, { title: 'Mine', date: '2027-01-01' })).json()) as TaskRecord;
    const requests: [string, { method?: string; body?: unknown }][] = [
      [`/cases/${created.id}/tasks`, {}],
      [`/cases/${created.id}/tasks`, { method: 'POST', body: { title: 'Theirs', date: '2027-01-01' } }],
      [`/cases/${created.id}/tasks/decision`, { method: 'POST', body: { decision: 'judgmentSent', date: '2026-11-20' } }],
      [`/tasks/${task?.id}`, { method: 'PATCH', body: { status: 'done' } }],
      [`/tasks/${own.id}`, { method: 'PATCH', body: { title: 'Changed' } }],
      [`/tasks/${own.id}`, { method: 'DELETE' }],
      [`/cases/${created.id}/calendar-feed`, {}],
      [`/cases/${created.id}/calendar-feed`, { method: 'POST' }],
      [`/cases/${created.id}/calendar-feed`, { method: 'DELETE' }],
    ];
    for (const [path, init] of requests) {
      const foreign = await api(path, other, init);
      expect(foreign.status, `${init.method ?? 'GET'} ${path}`).toBe(404);
      expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
      const anonymous = await api(path, null, init);
      expect(anonymous.status, `${init.method ?? 'GET'} ${path} signed out`).toBe(401);
    }
    // Nothing changed for the owner.
    const after = await list(owner, created.id);
    expect(after.map((t) => [t.title ?? t.kind, t.status])).toEqual([
      ['acasStartBy', 'open'],
      ['Mine', 'open'],
    ]);
    expect((await api(`/tasks/not-a-uuid`, owner, { method: 'PATCH', body: { status: 'done' } })).status).toBe(404);
  });
});

describe('the calendar feed', () => {
  it('serves the open tasks without a session, parsed by ical.js, never cached and without the e-mail', async () => {
    const user = await signUp();
    const created = await createCase(user, { ...validCase, hearingDate: '2027-04-19' });
    const tasks = await list(user, created.id);
    await api(`/tasks/${byKind(tasks, 'bundle')?.id}`, user, { method: 'PATCH', body: { status: 'open' } });
    await addOwn(user, created.id, { title: 'Exchange witness statements; both sides', date: '2027-06-10', time: '16:00' });
    const done = (await (await addOwn(user, created.id, { title: 'Already done', date: '2027-01-01' })).json()) as TaskRecord;
    await api(`/tasks/${done.id}`, user, { method: 'PATCH', body: { status: 'done' } });

    const url = await feedUrl(user, created.id);
    expect(url).toMatch(new RegExp(`^${ORIGIN}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).not.toContain(user.email);
    expect(text).not.toContain('Ana Silva');

    const { calendar, events } = parseEvents(text);
    expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('P1D');
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('P1D');
    // Open tasks only: the Acas date, the accepted bundle and the order; not suggestions or done ones.
    const summary = events.map((event) => [event.summary, event.startDate.toString(), event.startDate.isDate]);
    expect(summary.sort()).toEqual(
      [
        ['Agree the bundle', '2027-03-08', true],
        ['Exchange witness statements; both sides (by 4pm)', '2027-06-10T16:00:00', false],
        ['Last day to start Acas early conciliation', '2026-12-29', true],
      ].sort(),
    );
    const order = events.find((event) => event.summary.startsWith('Exchange'));
    expect(order?.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/London');
    // 16:00 in June is British Summer Time: 15:00 UTC.
    expect(order?.startDate.zone.tzid).toBe('Europe/London');
    expect(order?.startDate.toJSDate().toISOString()).toBe('2027-06-10T15:00:00.000Z');
    const acas = events.find((event) => event.summary.startsWith('Last day'));
    expect(acas?.description).toContain('Acas must receive your early conciliation notification by the end of this day.');
    expect(acas?.description).toContain('Rule: ERA 1996 ss.111(2)(a), 48(3)(a), 23(2); Equality Act 2010 s.123(1)(a)');
    // Its working, as the card shows it.
    expect(acas?.description).toContain('This limit runs from the dismissal on 30 September 2026.');
    expect(acas?.description).toContain(
      'A time limit of 3 months starting with 30 September 2026 (that day counts) ends on 29 December 2026',
    );
  });

  it('a rotated token stops the old address; revoking stops the feed', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const first = await feedUrl(user, created.id);
    expect((await fetchFeed(first)).status).toBe(200);
    expect(await (await api(`/cases/${created.id}/calendar-feed`, user)).json()).toMatchObject({ active: true });

    const second = await feedUrl(user, created.id);
    expect(second).not.toBe(first);
    const old = await fetchFeed(first);
    expect(old.status).toBe(404);
    expect(await old.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No calendar at this address' } });
    expect((await fetchFeed(second)).status).toBe(200);

    expect((await api(`/cases/${created.id}/calendar-feed`, user, { method: 'DELETE' })).status).toBe(204);
    expect((await fetchFeed(second)).status).toBe(404);
    expect(await (await api(`/cases/${created.id}/calendar-feed`, user)).json()).toEqual({ active: false, createdAt: null });
    // Only the hash is stored.
    const token = second.split('/').at(-1)?.replace('.ics', '') ?? '';
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM calendar_feeds WHERE token_hash = ?')
      .bind(token)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it('an unknown token is a 404', async () => {
    for (const path of ['/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics', '/api/calendar/short.ics']) {
      const response = await SELF.fetch(`${ORIGIN}${path}`);
      expect(response.status, path).toBe(404);
    }
  });

  it('is worded in the account’s reminder language when it has one', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const url = await feedUrl(user, created.id);
    const [owner] = (
      await env.DB.prepare('SELECT user_id AS userId FROM cases WHERE id = ?').bind(created.id).all<{
        userId: string;
      }>()
    ).results;
    await env.DB.prepare(`INSERT INTO reminder_settings (user_id, enabled, language, updated_at) VALUES (?, 1, 'pt', ?)`)
      .bind(owner?.userId, new Date().toISOString())
      .run();
    const { calendar, events } = parseEvents(await (await fetchFeed(url)).text());
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Tribunal Toolkit: tarefas');
    expect(events.map((event) => event.summary)).toEqual(['Último dia para iniciar a conciliação prévia na Acas']);
  });
});

describe('the account export', () => {
  it('includes the tasks and which cases have a feed', async () => {
    const user = await signUp();
    const created = await createCase(user);
    await list(user, created.id);
    await addOwn(user, created.id, { title: 'Disclosure', date: '2027-03-12' });
    await feedUrl(user, created.id);
    const exported = (await (await api('/account/export', user)).json()) as {
      tasks: TaskRecord[];
      calendarFeeds: { caseId: string }[];
    };
    expect(exported.tasks.map((task) => task.title ?? task.kind)).toEqual(['acasStartBy', 'Disclosure']);
    expect(exported.calendarFeeds).toEqual([{ caseId: created.id, createdAt: expect.any(String) }]);
  });
});
