/**
 * No lost writes: concurrent saves of different fields never undo each other, and a
 * save based on an older updatedAt is refused when a field it sends has changed since.
 */
import { describe, expect, it } from 'vitest';
import type { CaseView } from '../../worker/db/views';
import { api, signUp, validCase } from './_factories';

const items = ['timeline', 'evidence', 'grievance', 'witnesses'] as const;

async function createCase(user: Awaited<ReturnType<typeof signUp>>): Promise<CaseView> {
  const response = await api('/cases', user, { method: 'POST', body: validCase });
  expect(response.status).toBe(201);
  return (await response.json()) as CaseView;
}

describe('concurrent saves', () => {
  it('50 parallel saves of notes, the checklist and other fields: every acknowledged change is read back', async () => {
    const user = await signUp();
    const created = await createCase(user);
    // Each save changes a field no other save touches, so every one must survive.
    const saves = Array.from({ length: 50 }, (_, n) => {
      const kind = n % 3;
      if (kind === 0) return { kind: 'notes' as const, n };
      if (kind === 1) return { kind: 'checklist' as const, n };
      return { kind: 'employer' as const, n };
    });
    // Notes and the employer are single fields, so of those the last acknowledged write wins; the
    // checklist items are set one save per item (four items, true), each merged with the others.
    const responses = await Promise.all(
      saves.map(({ kind, n }) => {
        if (kind === 'notes') return api(`/cases/${created.id}`, user, { method: 'PATCH', body: { notes: `note ${n}` } });
        if (kind === 'employer')
          return api(`/cases/${created.id}`, user, { method: 'PATCH', body: { employerName: `Employer ${n}` } });
        return api(`/cases/${created.id}/checklist`, user, {
          method: 'PUT',
          body: { stage2Checklist: { timeline: true, evidence: true, grievance: true, witnesses: true } },
        });
      }),
    );
    expect(responses.map((r) => r.status)).toEqual(saves.map(() => 200));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as CaseView[];
    const read = (await (await api(`/cases/${created.id}`, user)).json()) as CaseView;
    // The newest acknowledged write of each field is what is stored: updatedAt orders them.
    const newest = (kind: string) =>
      saves
        .map((save, index) => ({ save, body: bodies[index] as CaseView }))
        .filter(({ save }) => save.kind === kind)
        .sort((a, b) => a.body.updatedAt.localeCompare(b.body.updatedAt))
        .at(-1);
    expect(read.notes).toBe(`note ${newest('notes')?.save.n}`);
    expect(read.employerName).toBe(`Employer ${newest('employer')?.save.n}`);
    expect(read.stage2Checklist).toEqual({ timeline: true, evidence: true, grievance: true, witnesses: true });
    // updatedAt strictly increases: 50 writes, 50 distinct instants.
    expect(new Set(bodies.map((b) => b.updatedAt)).size).toBe(50);
  });

  it('notes and checklist saved at the same time both survive (the pair that lost 11 in 40)', async () => {
    const user = await signUp();
    for (let round = 0; round < 10; round += 1) {
      const created = await createCase(user);
      const checklist = Object.fromEntries(items.map((item, i) => [item, (round + i) % 2 === 0]));
      const [notes, list] = await Promise.all([
        api(`/cases/${created.id}`, user, { method: 'PATCH', body: { notes: `round ${round}` } }),
        api(`/cases/${created.id}/checklist`, user, { method: 'PUT', body: { stage2Checklist: checklist } }),
      ]);
      expect([notes.status, list.status]).toEqual([200, 200]);
      const read = (await (await api(`/cases/${created.id}`, user)).json()) as CaseView;
      expect(read.notes).toBe(`round ${round}`);
      expect(read.stage2Checklist).toEqual(checklist);
    }
  });
});

describe('the updatedAt precondition', () => {
  it('refuses a stale save of the same field with 409 and the message, and keeps the newer value', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const first = await api(`/cases/${created.id}`, user, {
      method: 'PATCH',
      body: { notes: 'from the phone', updatedAt: created.updatedAt },
    });
    expect(first.status).toBe(200);
    const stale = await api(`/cases/${created.id}`, user, {
      method: 'PATCH',
      body: { notes: 'from the laptop', updatedAt: created.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      error: { code: 'EDIT_CONFLICT', message: 'This case was changed elsewhere — reload to see the latest' },
    });
    const read = (await (await api(`/cases/${created.id}`, user)).json()) as CaseView;
    expect(read.notes).toBe('from the phone');
  });

  it('lets a save based on an older updatedAt through when only other fields changed since', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const checklist = { timeline: true, evidence: false, grievance: false, witnesses: false };
    const other = await api(`/cases/${created.id}/checklist`, user, {
      method: 'PUT',
      body: { stage2Checklist: checklist, updatedAt: created.updatedAt },
    });
    expect(other.status).toBe(200);
    const mine = await api(`/cases/${created.id}`, user, {
      method: 'PATCH',
      body: { employerName: 'Acme Holdings plc', updatedAt: created.updatedAt },
    });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({ employerName: 'Acme Holdings plc', stage2Checklist: checklist });
  });

  it('applies to the checklist too, and a save based on the latest updatedAt succeeds', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const all = { timeline: true, evidence: true, grievance: true, witnesses: true };
    const saved = (await (
      await api(`/cases/${created.id}/checklist`, user, {
        method: 'PUT',
        body: { stage2Checklist: all, updatedAt: created.updatedAt },
      })
    ).json()) as CaseView;
    const none = { timeline: false, evidence: false, grievance: false, witnesses: false };
    const stale = await api(`/cases/${created.id}/checklist`, user, {
      method: 'PUT',
      body: { stage2Checklist: none, updatedAt: created.updatedAt },
    });
    expect(stale.status).toBe(409);
    const fresh = await api(`/cases/${created.id}/checklist`, user, {
      method: 'PUT',
      body: { stage2Checklist: none, updatedAt: saved.updatedAt },
    });
    expect(fresh.status).toBe(200);
    expect(((await fresh.json()) as CaseView).stage2Checklist).toEqual(none);
  });

  it('answers 404, not 409, for another user’s case', async () => {
    const owner = await signUp();
    const other = await signUp();
    const created = await createCase(owner);
    const response = await api(`/cases/${created.id}`, other, {
      method: 'PATCH',
      body: { notes: 'x', updatedAt: created.updatedAt },
    });
    expect(response.status).toBe(404);
  });

  it('refuses an updatedAt that is not an instant', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const response = await api(`/cases/${created.id}`, user, { method: 'PATCH', body: { notes: 'x', updatedAt: 'yesterday' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
  });
});
