/**
 * A task added from a tribunal's order keeps what the order says (its kind of direction, who must
 * act, its paragraph and words), through the Worker with real D1: listed with it, named from it in
 * the calendar feed in the reader's language whatever language the page that added it had, and
 * left to the claimant's own words once they change the title.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { TaskRecord } from '../../src/domain/tasks/record';
import type { CaseView } from '../../worker/db/views';
import { api, signUp, validCase } from './_factories';

const fromOrder = {
  kind: 'scheduleOfLoss',
  party: 'claimant',
  paragraph: '2',
  quote: 'The claimant must by 4pm on 8 December 2026 send the respondent a schedule of loss.',
};
// Added from the Portuguese page: the title and notes it sent are in Portuguese.
const added = {
  title: 'Mapa de prejuízos (schedule of loss), por si',
  date: '2026-12-08',
  time: '16:00',
  notes: 'Do despacho, parágrafo 2',
  fromOrder,
};

async function caseOf(user: Awaited<ReturnType<typeof signUp>>): Promise<CaseView> {
  const response = await api('/cases', user, { method: 'POST', body: validCase });
  expect(response.status).toBe(201);
  return (await response.json()) as CaseView;
}

describe('a task read from an order', () => {
  it('is stored and listed with the direction as the order gives it', async () => {
    const user = await signUp();
    const created = await caseOf(user);
    const response = await api(`/cases/${created.id}/tasks`, user, { method: 'POST', body: added });
    expect(response.status).toBe(201);
    const task = (await response.json()) as TaskRecord;
    expect(task).toMatchObject({ source: 'own', fromOrder });
    const listed = (await (await api(`/cases/${created.id}/tasks`, user)).json()) as { items: TaskRecord[] };
    expect(listed.items.find((item) => item.id === task.id)?.fromOrder).toEqual(fromOrder);
  });

  it('is named in the calendar feed in the reader’s language, not the page’s it was added from', async () => {
    const user = await signUp();
    const created = await caseOf(user);
    expect((await api(`/cases/${created.id}/tasks`, user, { method: 'POST', body: added })).status).toBe(201);
    const made = await api(`/cases/${created.id}/calendar-feed`, user, { method: 'POST' });
    const { url } = (await made.json()) as { url: string };
    const feed = (await (await SELF.fetch(url)).text()).replace(/\r\n /g, '');
    expect(feed).toContain('SUMMARY:Schedule of loss\\, by you');
    expect(feed).not.toContain('Mapa de prejuízos');
  });

  it('keeps the claimant’s own words once they change its title', async () => {
    const user = await signUp();
    const created = await caseOf(user);
    const task = (await (await api(`/cases/${created.id}/tasks`, user, { method: 'POST', body: added })).json()) as TaskRecord;
    const patched = await api(`/tasks/${task.id}`, user, { method: 'PATCH', body: { title: 'My schedule of loss' } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ title: 'My schedule of loss', fromOrder: null });
  });

  it.each([
    [{ ...fromOrder, kind: 'essay' }],
    [{ ...fromOrder, party: 'judge' }],
    [{ ...fromOrder, quote: 'q'.repeat(2001) }],
    ['scheduleOfLoss'],
  ])('refuses a direction that is not one: %j', async (bad) => {
    const user = await signUp();
    const created = await caseOf(user);
    const response = await api(`/cases/${created.id}/tasks`, user, { method: 'POST', body: { ...added, fromOrder: bad } });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: { code: string; issues: { key: string }[] } };
    expect(answer.error.code).toBe('VALIDATION_FAILED');
    for (const issue of answer.error.issues) expect(issue.key).toMatch(/^tasks\.validation\./);
  });
});
