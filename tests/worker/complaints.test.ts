/**
 * PUT /api/cases/:caseId/complaints keeps the claimant's choice, and everything that reads the
 * complaint registry follows it: the tasks (interim relief only for an ERA s.128(1) complaint)
 * and the complaints offered from a recorded disclosure. On migrated D1, with the fixed clock
 * (22 November 2026).
 */
import { describe, expect, it } from 'vitest';
import type { TaskRecord } from '../../src/domain/tasks/record';
import type { CaseView } from '../../worker/db/views';
import { api, signUp, type TestUser } from './_factories';

async function createCase(user: TestUser, body: Record<string, unknown>): Promise<CaseView> {
  const response = await api('/cases', user, { method: 'POST', body });
  expect(response.status).toBe(201);
  return (await response.json()) as CaseView;
}

async function tasks(user: TestUser, caseId: string): Promise<TaskRecord[]> {
  const response = await api(`/cases/${caseId}/tasks`, user);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: TaskRecord[] }).items;
}

// Dismissed on 18 November 2026: interim relief's 7 days (ERA s.128(2)) run to 25 November.
const dismissed = { claimantName: 'Rosa Lima', employerName: 'Sunrise Care Ltd', dismissalDate: '2026-11-18' };

describe('the complaints a case pleads', () => {
  it('keeps the choice, and gives interim relief its own task only for a complaint ERA s.128(1) lists', async () => {
    const user = await signUp();
    const created = await createCase(user, { ...dismissed, claimType: 'unfair-dismissal' });
    // Ordinary unfair dismissal: no interim relief.
    expect((await tasks(user, created.id)).map((task) => task.kind)).not.toContain('interimRelief');

    const choice = { complaints: ['whistleblowingDismissal', 'unfairDismissal', 'whistleblowingDetriment'] };
    const saved = await api(`/cases/${created.id}/complaints`, user, { method: 'PUT', body: choice });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('cache-control')).toContain('no-store');
    const read = (await (await api(`/cases/${created.id}/complaints`, user)).json()) as { saved: { complaints: string[] } };
    expect(read.saved.complaints).toEqual(choice.complaints);

    const interim = (await tasks(user, created.id)).find((task) => task.kind === 'interimRelief');
    expect(interim).toMatchObject({ dueDate: '2026-11-25', status: 'open', source: 'computed' });

    // A dismissal for raising a safety concern (s.100(1)(c)) brings none; a designated representative's does.
    await api(`/cases/${created.id}/complaints`, user, { method: 'PUT', body: { complaints: ['healthAndSafetyDismissal'] } });
    expect((await tasks(user, created.id)).map((task) => task.kind)).not.toContain('interimRelief');
    await api(`/cases/${created.id}/complaints`, user, {
      method: 'PUT',
      body: { complaints: ['healthAndSafetyDismissal'], safetyRepresentative: true },
    });
    expect((await tasks(user, created.id)).map((task) => task.kind)).toContain('interimRelief');
  });

  it('refuses a choice the schema refuses with per-field keys, and another user’s case as a 404', async () => {
    const user = await signUp();
    const created = await createCase(user, dismissed);
    const bad = await api(`/cases/${created.id}/complaints`, user, { method: 'PUT', body: { complaints: ['harassment'] } });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { code: string; issues: { field: string; key: string }[] } };
    expect(body.error.issues).toContainEqual({
      field: 'harassmentCharacteristics',
      key: 'complaints.validation.harassmentCharacteristicRequired',
    });
    const other = await signUp();
    const intruder = await api(`/cases/${created.id}/complaints`, other, {
      method: 'PUT',
      body: { complaints: ['unfairDismissal'] },
    });
    expect(intruder.status).toBe(404);
    const kept = (await (await api(`/cases/${created.id}/complaints`, user)).json()) as { saved: unknown };
    expect(kept.saved).toBeNull();
  });

  it('records a disclosure as a dated event of its own, told at length, which starts no limit but is offered as a complaint', async () => {
    const user = await signUp();
    const created = await createCase(user, { ...dismissed, claimType: 'unfair-dismissal' });
    const words = `On 2 June 2026 I wrote to the registered manager that night shifts ran below safe staffing. ${'Details. '.repeat(150)}`;
    const event = await api(`/cases/${created.id}/events`, user, {
      method: 'POST',
      body: { kind: 'disclosure', date: '2026-06-02', description: words.slice(0, 2000) },
    });
    expect(event.status).toBe(201);
    const offered = (await (await api(`/cases/${created.id}/complaints`, user)).json()) as {
      offered: { id: string; reason: string }[];
    };
    expect(offered.offered).toEqual(
      expect.arrayContaining([
        { id: 'whistleblowingDetriment', reason: 'disclosure' },
        { id: 'whistleblowingDismissal', reason: 'disclosure' },
      ]),
    );
    // No ET1 task runs from the disclosure itself: the only limit tasks run from the dismissal.
    const limitTasks = (await tasks(user, created.id)).filter((task) => task.kind === 'presentBy' || task.kind === 'acasStartBy');
    expect(limitTasks.map((task) => task.rule?.type === 'figure' && task.rule.event?.kind)).toEqual(['dismissal']);
  });
});
