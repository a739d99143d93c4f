/** Evidence items: owner-scoped CRUD, the schema's rules and messages, order, export and deletion. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { EvidenceRecord } from '../../src/domain/evidence';
import type { CaseView } from '../../worker/db/views';
import { api, signUp, type TestUser, validCase } from './_factories';

async function createCase(user: TestUser): Promise<CaseView> {
  const response = await api('/cases', user, { method: 'POST', body: validCase });
  expect(response.status).toBe(201);
  return (await response.json()) as CaseView;
}

async function add(user: TestUser, caseId: string, body: Record<string, unknown>): Promise<EvidenceRecord> {
  const response = await api(`/cases/${caseId}/evidence`, user, { method: 'POST', body });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as EvidenceRecord;
}

const item = { title: 'Dismissal letter', category: 'email', importance: 'critical' };

describe('evidence API', () => {
  it('needs a session: 401 with a message', async () => {
    const user = await signUp();
    const created = await createCase(user);
    expect((await api(`/cases/${created.id}/evidence`, null)).status).toBe(401);
    expect((await api(`/cases/${created.id}/evidence`, null, { method: 'POST', body: item })).status).toBe(401);
  });

  it('adds, lists, edits and deletes an item; empty optional values are null and tags are split', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const added = await add(user, created.id, {
      ...item,
      evidenceDate: '2026-09-30',
      description: '  ',
      documentUrl: 'Paper copy in the blue folder',
      tags: 'dismissal, , letter,dismissal ',
      notes: '',
    });
    expect(added).toMatchObject({
      caseId: created.id,
      title: 'Dismissal letter',
      category: 'email',
      importance: 'critical',
      evidenceDate: '2026-09-30',
      description: null,
      documentUrl: 'Paper copy in the blue folder',
      tags: ['dismissal', 'letter'],
      notes: null,
    });
    const list = (await (await api(`/cases/${created.id}/evidence`, user)).json()) as { items: EvidenceRecord[] };
    expect(list.items).toEqual([added]);

    const edited = await api(`/evidence/${added.id}`, user, { method: 'PATCH', body: { importance: 'high', tags: ['appeal'] } });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ importance: 'high', tags: ['appeal'], title: 'Dismissal letter' });

    expect((await api(`/evidence/${added.id}`, user, { method: 'DELETE' })).status).toBe(204);
    expect(((await (await api(`/cases/${created.id}/evidence`, user)).json()) as { items: unknown[] }).items).toEqual([]);
  });

  it('lists by evidence date, newest first, undated last', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const older = await add(user, created.id, { ...item, title: 'Older', evidenceDate: '2025-01-10' });
    const undated = await add(user, created.id, { ...item, title: 'Undated' });
    const newer = await add(user, created.id, { ...item, title: 'Newer', evidenceDate: '2026-06-01' });
    const list = (await (await api(`/cases/${created.id}/evidence`, user)).json()) as { items: EvidenceRecord[] };
    expect(list.items.map((i) => i.id)).toEqual([newer.id, older.id, undated.id]);
  });

  it.each([
    [{ ...item, title: ' ' }, 'Title is required'],
    [{ ...item, title: 'x'.repeat(201) }, 'Title must be less than 200 characters'],
    [{ ...item, category: 'rumour' }, 'Choose a category'],
    [{ ...item, importance: 'urgent' }, 'Choose how important it is'],
    [{ ...item, evidenceDate: '2026-02-30' }, 'Enter a real date, like 2026-03-27'],
    // The day after the suite's fixed clock (tests/worker/fixed-clock.ts).
    [{ ...item, evidenceDate: '2026-11-23' }, 'The date of the evidence cannot be in the future'],
    [{ ...item, tags: Array.from({ length: 21 }, (_, n) => `t${n}`) }, 'Use at most 20 tags'],
    [{ ...item, tags: 'x'.repeat(51) }, 'Each tag must be less than 50 characters'],
    [{ ...item, notes: 'x'.repeat(5001) }, 'Notes must be less than 5000 characters'],
  ])('refuses %j with 400 and the message', async (body, message) => {
    const user = await signUp();
    const created = await createCase(user);
    const response = await api(`/cases/${created.id}/evidence`, user, { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
  });

  it('answers 404 for another user’s case or item, and changes nothing', async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const created = await createCase(owner);
    const theirs = await add(owner, created.id, item);
    const attempts = [
      api(`/cases/${created.id}/evidence`, intruder),
      api(`/cases/${created.id}/evidence`, intruder, { method: 'POST', body: item }),
      api(`/evidence/${theirs.id}`, intruder, { method: 'PATCH', body: { title: 'Hijacked' } }),
      api(`/evidence/${theirs.id}`, intruder, { method: 'DELETE' }),
      api('/evidence/not-a-uuid', intruder, { method: 'DELETE' }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    const list = (await (await api(`/cases/${created.id}/evidence`, owner)).json()) as { items: EvidenceRecord[] };
    expect(list.items).toEqual([theirs]);
  });

  it('is in the account export, and account deletion removes it', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const added = await add(user, created.id, item);
    const exported = (await (await api('/account/export', user)).json()) as { evidence: EvidenceRecord[] };
    expect(exported.evidence).toEqual([added]);
    expect((await api('/account', user, { method: 'DELETE', body: { email: user.email } })).status).toBe(204);
    const row = await env.DB.prepare('SELECT count(*) AS n FROM evidence_items WHERE id = ?')
      .bind(added.id)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it('answers the chronology: case dates, events and dated evidence by date, owner-scoped', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const event = await api(`/cases/${created.id}/events`, user, {
      method: 'POST',
      body: { kind: 'detriment', date: '2026-08-01', description: 'Shifts cut' },
    });
    expect(event.status).toBe(201);
    const eventId = ((await event.json()) as { id: string }).id;
    const letter = await add(user, created.id, { ...item, evidenceDate: '2026-09-30' });
    await add(user, created.id, { ...item, title: 'Undated' });
    const response = await api(`/cases/${created.id}/chronology`, user);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      items: [
        { date: '2026-08-01', kind: 'event', eventKind: 'detriment', description: 'Shifts cut', eventId },
        { date: '2026-09-30', kind: 'caseDate', field: 'dismissalDate' },
        { date: '2026-09-30', kind: 'evidence', title: 'Dismissal letter', evidenceId: letter.id, reference: 'E1' },
      ],
    });
    const other = await signUp();
    expect((await api(`/cases/${created.id}/chronology`, other)).status).toBe(404);
    expect((await api(`/cases/${created.id}/chronology`, null)).status).toBe(401);
  });
});
