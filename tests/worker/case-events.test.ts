import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CaseEventRecord } from '../../src/domain/case-events';
import type { CaseView } from '../../worker/db/views';
import { api, signUp, type TestUser, validCase } from './_factories';

async function createCase(user: TestUser): Promise<CaseView> {
  const response = await api('/cases', user, { method: 'POST', body: validCase });
  expect(response.status).toBe(201);
  return (await response.json()) as CaseView;
}

async function addEvent(user: TestUser, caseId: string, body: unknown): Promise<Response> {
  return api(`/cases/${caseId}/events`, user, { method: 'POST', body });
}

describe('dated events on a case', () => {
  it('adds, lists in date order, edits and deletes events, with an empty description as null', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const first = await addEvent(user, created.id, {
      kind: 'deduction',
      date: '2026-08-28',
      description: '  Last short payslip ',
    });
    expect(first.status).toBe(201);
    const deduction = (await first.json()) as CaseEventRecord;
    expect(deduction).toMatchObject({
      caseId: created.id,
      kind: 'deduction',
      date: '2026-08-28',
      description: 'Last short payslip',
    });
    const second = await addEvent(user, created.id, { kind: 'detriment', date: '2026-06-02', description: '' });
    expect(await second.json()).toMatchObject({ kind: 'detriment', description: null });

    const list = (await (await api(`/cases/${created.id}/events`, user)).json()) as { items: CaseEventRecord[] };
    expect(list.items.map((item) => item.date)).toEqual(['2026-06-02', '2026-08-28']);

    const patched = await api(`/events/${deduction.id}`, user, { method: 'PATCH', body: { date: '2026-09-30' } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id: deduction.id, kind: 'deduction', date: '2026-09-30' });

    expect((await api(`/events/${deduction.id}`, user, { method: 'DELETE' })).status).toBe(204);
    const after = (await (await api(`/cases/${created.id}/events`, user)).json()) as { items: CaseEventRecord[] };
    expect(after.items).toHaveLength(1);
  });

  it.each([
    [{ date: '2026-06-02' }, 'Choose what happened'],
    [{ kind: 'holiday', date: '2026-06-02' }, 'Choose what happened'],
    [{ kind: 'detriment' }, 'Enter the date it happened, like 2026-03-27'],
    [{ kind: 'detriment', date: '2026-02-30' }, 'Enter the date it happened, like 2026-03-27'],
    [{ kind: 'detriment', date: '2999-01-01' }, 'The date cannot be in the future'],
    [
      { kind: 'detriment', date: '1994-03-23' },
      'Enter a date from 1 October 2010 onwards: this tool cannot work out time limits for earlier events',
    ],
    [{ kind: 'detriment', date: '2026-06-02', description: 'x'.repeat(2001) }, 'Description must be 2,000 characters or fewer'],
    [['detriment'], 'Send the event as a JSON object'],
  ])('refuses %j with its message', async (body, message) => {
    const user = await signUp();
    const created = await createCase(user);
    const response = await addEvent(user, created.id, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
  });

  it('answers malformed JSON with 400', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const response = await api(`/cases/${created.id}/events`, user, { method: 'POST', rawBody: '{"kind":' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('MALFORMED_JSON');
  });

  it("keeps another user's case and events out of reach (404) and needs a session (401)", async () => {
    const owner = await signUp();
    const other = await signUp();
    const created = await createCase(owner);
    const event = (await (
      await addEvent(owner, created.id, { kind: 'dismissal', date: '2026-09-30' })
    ).json()) as CaseEventRecord;

    expect((await api(`/cases/${created.id}/events`, other)).status).toBe(404);
    expect((await addEvent(other, created.id, { kind: 'dismissal', date: '2026-09-30' })).status).toBe(404);
    expect((await api(`/events/${event.id}`, other, { method: 'PATCH', body: { date: '2026-09-01' } })).status).toBe(404);
    expect((await api(`/events/${event.id}`, other, { method: 'DELETE' })).status).toBe(404);
    expect((await api('/events/not-a-uuid', owner, { method: 'DELETE' })).status).toBe(404);

    expect((await api(`/cases/${created.id}/events`, null)).status).toBe(401);
    expect((await addEvent(null as unknown as TestUser, created.id, { kind: 'dismissal', date: '2026-09-30' })).status).toBe(401);
    expect((await api(`/events/${event.id}`, null, { method: 'DELETE' })).status).toBe(401);

    // Nothing changed for the owner.
    const list = (await (await api(`/cases/${created.id}/events`, owner)).json()) as { items: CaseEventRecord[] };
    expect(list.items).toEqual([event]);
  });

  it('holds at most 50 events a case, even when requests race', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const stmt = env.DB.prepare(
      `INSERT INTO case_events (id, case_id, user_id, kind, date, created_at, updated_at)
       SELECT ?1, ?2, user_id, 'detriment', '2026-06-01', '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z' FROM cases WHERE id = ?2`,
    );
    await env.DB.batch(Array.from({ length: 47 }, () => stmt.bind(crypto.randomUUID(), created.id)));
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => addEvent(user, created.id, { kind: 'detriment', date: '2026-06-03' })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    const refused = responses.find((response) => response.status === 409);
    expect(await refused?.json()).toEqual({
      error: { code: 'LIMIT_REACHED', message: 'A case can hold at most 50 dated events' },
    });
    const count = await env.DB.prepare('SELECT count(*) AS n FROM case_events WHERE case_id = ?')
      .bind(created.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(50);
  });

  it('deletes the events with their case, and exports them with the account', async () => {
    const user = await signUp();
    const kept = await createCase(user);
    const removed = await createCase(user);
    await addEvent(user, kept.id, { kind: 'equalPay', date: '2026-07-31', description: 'Left the job' });
    await addEvent(user, removed.id, { kind: 'detriment', date: '2026-06-02' });
    expect((await api(`/cases/${removed.id}`, user, { method: 'DELETE' })).status).toBe(204);
    const orphans = await env.DB.prepare('SELECT count(*) AS n FROM case_events WHERE case_id = ?')
      .bind(removed.id)
      .first<{ n: number }>();
    expect(orphans?.n).toBe(0);

    const exported = (await (await api('/account/export', user)).json()) as { caseEvents: CaseEventRecord[] };
    expect(exported.caseEvents).toEqual([
      expect.objectContaining({ caseId: kept.id, kind: 'equalPay', description: 'Left the job' }),
    ]);
  });
});
