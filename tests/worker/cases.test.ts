import { describe, expect, it } from 'vitest';
import type { CaseView } from '../../worker/db/views';
import { api, signUp, validCase } from './_factories';
import { apiWith, recordingD1 } from './_faults';

async function createCase(
  user: Awaited<ReturnType<typeof signUp>>,
  body: Record<string, unknown> = validCase,
): Promise<CaseView> {
  const response = await api('/cases', user, { method: 'POST', body });
  expect(response.status).toBe(201);
  return (await response.json()) as CaseView;
}

describe('cases API', () => {
  it('needs a session: 401 with a message', async () => {
    const response = await api('/cases', null);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
    expect((await api('/cases', null, { method: 'POST', body: validCase })).status).toBe(401);
  });

  it('creates, reads, updates and deletes a case, with empty optional values as null', async () => {
    const user = await signUp();
    const created = await createCase(user, {
      ...validCase,
      acasCertificateNumber: '',
      notes: '  ',
      claimType: 'unfair-dismissal',
    });
    expect(created).toMatchObject({
      claimantName: 'Ana Silva',
      employerName: 'Acme Logistics Ltd',
      claimType: 'unfair-dismissal',
      dismissalDate: '2026-09-30',
      acasCertificateNumber: null,
      notes: null,
      hearingDate: null,
      stage2Checklist: { timeline: false, evidence: false, grievance: false, witnesses: false },
    });
    const read = await api(`/cases/${created.id}`, user);
    expect(await read.json()).toEqual(created);

    const patched = await api(`/cases/${created.id}`, user, {
      method: 'PATCH',
      body: { acasStartDate: '2026-10-02', acasCertificateNumber: 'R123456/26/01', notes: 'Spoke to Acas' },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      acasStartDate: '2026-10-02',
      acasCertificateNumber: 'R123456/26/01',
      notes: 'Spoke to Acas',
      claimantName: 'Ana Silva',
    });

    expect((await api(`/cases/${created.id}`, user, { method: 'DELETE' })).status).toBe(204);
    expect((await api(`/cases/${created.id}`, user)).status).toBe(404);
  });

  it('saves a whistleblowing dismissal (ERA s.103A) and reads it back, with s.103A ticked for its particulars', async () => {
    const user = await signUp();
    const created = await createCase(user, { ...validCase, claimType: 'whistleblowing-dismissal' });
    expect(created.claimType).toBe('whistleblowing-dismissal');
    expect(await (await api(`/cases/${created.id}`, user)).json()).toEqual(created);
    const list = (await (await api('/cases', user)).json()) as { items: CaseView[] };
    expect(list.items.map((c) => c.claimType)).toEqual(['whistleblowing-dismissal']);
    const patched = await api(`/cases/${created.id}`, user, { method: 'PATCH', body: { notes: 'Reported the fraud' } });
    expect(((await patched.json()) as CaseView).claimType).toBe('whistleblowing-dismissal');
    const complaints = (await (await api(`/cases/${created.id}/complaints`, user)).json()) as {
      offered: { id: string; reason: string }[];
    };
    expect(complaints.offered).toContainEqual({ id: 'whistleblowingDismissal', reason: 'claimType' });
  });

  it('lists only the user’s own cases, newest first', async () => {
    const user = await signUp();
    const other = await signUp();
    const first = await createCase(user, { ...validCase, employerName: 'First Employer' });
    const second = await createCase(user, { ...validCase, employerName: 'Second Employer' });
    await createCase(other, { ...validCase, employerName: 'Someone Else' });
    const list = (await (await api('/cases', user)).json()) as { items: CaseView[] };
    expect(list.items.map((c) => c.id)).toEqual([second.id, first.id]);
  });

  it("sends the newest case's dated events and complaints with the list, never another user's", async () => {
    const user = await signUp();
    const other = await signUp();
    const empty = (await (await api('/cases', user)).json()) as { newest: unknown };
    expect(empty.newest).toBeNull();
    await createCase(user, { ...validCase, employerName: 'Older Employer' });
    const mine = await createCase(user);
    const added = await api(`/cases/${mine.id}/events`, user, {
      method: 'POST',
      body: { kind: 'detriment', date: '2026-06-02', description: 'Mine' },
    });
    expect(added.status).toBe(201);
    await api(`/cases/${mine.id}/complaints`, user, { method: 'PUT', body: { complaints: ['healthAndSafetyDismissal'] } });
    // Another claimant's case, created after: newer than any of the user's, with its own event and choice.
    const theirs = await createCase(other);
    await api(`/cases/${theirs.id}/events`, other, {
      method: 'POST',
      body: { kind: 'deduction', date: '2026-07-01', description: 'Theirs' },
    });
    type Listed = {
      items: CaseView[];
      newest: { caseId: string; events: { caseId: string; description: string | null }[]; complaints: unknown } | null;
    };
    const list = (await (await api('/cases', user)).json()) as Listed;
    expect(list.newest?.caseId).toBe(mine.id);
    expect(list.newest?.events.map((event) => [event.caseId, event.description])).toEqual([[mine.id, 'Mine']]);
    expect(list.newest?.complaints).toMatchObject({ complaints: ['healthAndSafetyDismissal'] });
    const theirList = (await (await api('/cases', other)).json()) as Listed;
    expect(theirList.newest?.caseId).toBe(theirs.id);
    expect(theirList.newest?.events.map((event) => event.description)).toEqual(['Theirs']);
    expect(theirList.newest?.complaints).toBeNull();
  });

  it('saves a field no rule compares with the stored case (the employer’s name) with its UPDATE alone, no read first', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const { db, statements } = recordingD1();
    const response = await apiWith({ DB: db }, `/cases/${created.id}`, user, {
      method: 'PATCH',
      body: { employerName: 'Harbour Logistics Ltd' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as CaseView).employerName).toBe('Harbour Logistics Ltd');
    expect(statements.find((sql) => /"cases"/.test(sql))).toMatch(/^update "cases"/i);
  });

  it('answers 404 to a save of a case id that is not one, and of another user’s case, with or without a date to check', async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const theirs = await createCase(owner);
    for (const body of [{ employerName: 'Hijacked' }, { hearingDate: '2027-03-01' }, { acasEndDate: '2026-10-20' }]) {
      expect((await api('/cases/not-a-case', owner, { method: 'PATCH', body })).status).toBe(404);
      expect((await api(`/cases/${theirs.id}`, intruder, { method: 'PATCH', body })).status).toBe(404);
    }
    expect(((await (await api(`/cases/${theirs.id}`, owner)).json()) as CaseView).employerName).toBe(validCase.employerName);
  });

  it("answers 404 for another user's case on read, update, checklist and delete, and changes nothing", async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const theirs = await createCase(owner);
    const attempts = [
      api(`/cases/${theirs.id}`, intruder),
      api(`/cases/${theirs.id}`, intruder, { method: 'PATCH', body: { employerName: 'Hijacked' } }),
      api(`/cases/${theirs.id}/checklist`, intruder, {
        method: 'PUT',
        body: { stage2Checklist: { timeline: true, evidence: true, grievance: true, witnesses: true } },
      }),
      api(`/cases/${theirs.id}`, intruder, { method: 'DELETE' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No case with that id' } });
    }
    expect(await (await api(`/cases/${theirs.id}`, owner)).json()).toEqual(theirs);
  });

  it('answers 404, not 500, for an id that is not a UUID', async () => {
    const user = await signUp();
    expect((await api('/cases/not-a-uuid', user)).status).toBe(404);
  });

  it.each([
    [{ ...validCase, claimantName: ' ' }, 'Claimant name is required'],
    [{ ...validCase, claimantName: 'x'.repeat(201) }, 'Claimant name must be less than 200 characters'],
    [{ ...validCase, employerName: '' }, 'Employer name is required'],
    [{ ...validCase, employerName: 'y'.repeat(201) }, 'Employer name must be less than 200 characters'],
    [{ ...validCase, dismissalDate: '2999-01-01' }, 'Dismissal date cannot be in the future'],
    // The day after the suite's fixed clock (tests/worker/fixed-clock.ts): future whatever the real date.
    [{ ...validCase, dismissalDate: '2026-11-23' }, 'Dismissal date cannot be in the future'],
    [{ ...validCase, acasCertificateNumber: 'R12/34' }, 'Acas certificate must be in format R######/##/## (e.g., R123456/12/34)'],
    [
      { ...validCase, acasCertificateNumber: `R123456/12/34${'0'.repeat(40)}` },
      'Certificate number must be less than 50 characters',
    ],
    [{ ...validCase, hearingDate: '2020-01-01' }, 'Hearing date cannot be in the past'],
    [
      { ...validCase, acasStartDate: '2026-10-10', acasEndDate: '2026-10-09' },
      'The Acas certificate date cannot be before the Acas start date',
    ],
    [{ ...validCase, notes: 'z'.repeat(5001) }, 'Notes must be less than 5000 characters'],
    [{ ...validCase, dismissalDate: 20260930 }, 'Enter a real date, like 2026-03-27'],
    [{ ...validCase, claimantName: 42 }, 'Claimant name is required'],
    [[1, 2, 3], 'Send the case as a JSON object'],
  ])('refuses %j with 400 and the case form’s message', async (body, message) => {
    const user = await signUp();
    const response = await api('/cases', user, { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
    expect(((await (await api('/cases', user)).json()) as { items: unknown[] }).items).toEqual([]);
  });

  it('names every field at fault in one 400, each with its message key, the first one’s words as the message', async () => {
    const user = await signUp();
    const response = await api('/cases', user, {
      method: 'POST',
      body: { ...validCase, claimantName: ' ', hearingDate: '2020-01-01', notes: 'z'.repeat(5001) },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Claimant name is required',
        issues: [
          { field: 'claimantName', key: 'caseValidation.claimantRequired' },
          { field: 'hearingDate', key: 'caseValidation.hearingInPast' },
          { field: 'notes', key: 'caseValidation.notesTooLong' },
        ],
      },
    });
  });

  it('names both fields when a PATCH’s hearing date has passed and its Acas date is out of order with the stored other', async () => {
    const user = await signUp();
    const created = await createCase(user, { ...validCase, acasStartDate: '2026-10-10', acasEndDate: '2026-10-24' });
    const response = await api(`/cases/${created.id}`, user, {
      method: 'PATCH',
      body: { acasEndDate: '2026-10-01', hearingDate: '2020-01-01' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Hearing date cannot be in the past',
        issues: [
          { field: 'hearingDate', key: 'caseValidation.hearingInPast' },
          { field: 'acasEndDate', key: 'caseValidation.acasEndBeforeStart' },
        ],
      },
    });
  });

  it('refuses a PATCH whose one Acas date is out of order with the stored other, and keeps the case', async () => {
    const user = await signUp();
    const created = await createCase(user, { ...validCase, acasStartDate: '2026-10-10', acasEndDate: '2026-10-24' });
    const response = await api(`/cases/${created.id}`, user, { method: 'PATCH', body: { acasEndDate: '2026-10-01' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'The Acas certificate date cannot be before the Acas start date',
        issues: [{ field: 'acasEndDate', key: 'caseValidation.acasEndBeforeStart' }],
      },
    });
    expect(await (await api(`/cases/${created.id}`, user)).json()).toMatchObject({ acasEndDate: '2026-10-24' });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const user = await signUp();
    const response = await api('/cases', user, { method: 'POST', rawBody: '{"claimantName": "Ana"' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'MALFORMED_JSON', message: 'The request body must be valid JSON sent as application/json' },
    });
    const created = await createCase(user);
    const patch = await api(`/cases/${created.id}`, user, { method: 'PATCH', rawBody: 'nope' });
    expect(patch.status).toBe(400);
  });

  it('saves the stage 2 checklist in the notes JSON, keeping the free-text notes', async () => {
    const user = await signUp();
    const created = await createCase(user, { ...validCase, notes: 'Keep this' });
    const checklist = { timeline: true, evidence: true, grievance: false, witnesses: false };
    const saved = await api(`/cases/${created.id}/checklist`, user, { method: 'PUT', body: { stage2Checklist: checklist } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ notes: 'Keep this', stage2Checklist: checklist });
    const bad = await api(`/cases/${created.id}/checklist`, user, {
      method: 'PUT',
      body: { stage2Checklist: { timeline: 'yes' } },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Send the four checklist items as true or false' },
    });
  });

  it('lets a passed hearing date stay when other fields change', async () => {
    const user = await signUp();
    const created = await createCase(user);
    // Written straight to the database: a hearing that has since happened.
    const { env } = await import('cloudflare:test');
    await env.DB.prepare('UPDATE cases SET hearing_date = ? WHERE id = ?').bind('2026-01-15', created.id).run();
    const response = await api(`/cases/${created.id}`, user, {
      method: 'PATCH',
      body: { hearingDate: '2026-01-15', employerName: 'Renamed Ltd' },
    });
    expect(response.status).toBe(200);
  });
});
