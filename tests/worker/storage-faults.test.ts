/**
 * D1 and R2 failing under a request (docs/reliability.md): each ends with a
 * clear answer (503 STORAGE_UNAVAILABLE, Retry-After), nothing half written, and the same
 * request succeeding when sent again. The bindings are the real ones behind thin wrappers
 * (tests/worker/_faults.ts) that fail one statement, one batch or one R2 put.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CaseView } from '../../worker/db/views';
import { isStorageOutage } from '../../worker/storage-faults';
import { api, signUp, validCase } from './_factories';
import { apiWith, bucketWhosePutFails, d1Outage, faultyD1, r2Outage } from './_faults';
import { bundleRowCount, createCase, keysUnder, multipart, pdfBytes, userIdOf } from './_files';

const WRITE_FAILED = {
  error: {
    code: 'STORAGE_UNAVAILABLE',
    message: 'Your change could not be saved because our storage did not answer. Please try again in a moment.',
  },
};

async function expectStorageUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(await response.json()).toEqual(WRITE_FAILED);
}

async function evidenceCount(caseId: string): Promise<number> {
  return (
    (await env.DB.prepare('SELECT count(*) AS n FROM evidence_items WHERE case_id = ?').bind(caseId).first<{ n: number }>())?.n ??
    -1
  );
}

async function taskDates(caseId: string): Promise<string[]> {
  const rows = await env.DB.prepare('SELECT kind, due_date FROM case_tasks WHERE case_id = ? ORDER BY kind')
    .bind(caseId)
    .all<{ kind: string; due_date: string }>();
  return rows.results.map((row) => `${row.kind} ${row.due_date}`);
}

const pdfUpload = () => multipart([{ name: 'dismissal-letter.pdf', bytes: pdfBytes(), type: 'application/pdf' }]);

describe('R2 failing during a bundle upload', () => {
  it('answers 503 with nothing stored, and the same upload then succeeds', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const userId = await userIdOf(user);
    const failed = await apiWith({ FILES: bucketWhosePutFails() }, `/cases/${created.id}/bundle`, user, {
      method: 'POST',
      raw: pdfUpload(),
    });
    await expectStorageUnavailable(failed);
    expect(await bundleRowCount(created.id)).toBe(0);
    expect(await keysUnder(`${userId}/`)).toEqual([]);

    const retried = await apiWith({}, `/cases/${created.id}/bundle`, user, { method: 'POST', raw: pdfUpload() });
    expect(retried.status).toBe(201);
    expect(await bundleRowCount(created.id)).toBe(1);
    expect(await keysUnder(`${userId}/`)).toHaveLength(1);
  });

  it('removes the stored object when D1 fails to write its row, and the retry succeeds', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const userId = await userIdOf(user);
    const db = faultyD1({ statement: { matches: (sql) => /^insert into "?document_bundles\b/i.test(sql) } });
    await expectStorageUnavailable(
      await apiWith({ DB: db }, `/cases/${created.id}/bundle`, user, { method: 'POST', raw: pdfUpload() }),
    );
    expect(db.failures()).toBe(1);
    expect(await bundleRowCount(created.id)).toBe(0);
    expect(await keysUnder(`${userId}/`)).toEqual([]);
    const retried = await apiWith({}, `/cases/${created.id}/bundle`, user, { method: 'POST', raw: pdfUpload() });
    expect(retried.status).toBe(201);
    expect(await bundleRowCount(created.id)).toBe(1);
  });
});

describe('D1 failing during a case save', () => {
  it('answers 503 and keeps the case as it was; the same save then succeeds', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const save = { employerName: 'Acme Freight Ltd', updatedAt: created.updatedAt };
    const db = faultyD1({ statement: { matches: (sql) => sql.startsWith('update "cases"') } });
    await expectStorageUnavailable(await apiWith({ DB: db }, `/cases/${created.id}`, user, { method: 'PATCH', body: save }));
    expect(db.failures()).toBe(1);
    const unchanged = (await (await api(`/cases/${created.id}`, user)).json()) as CaseView;
    expect(unchanged.employerName).toBe(validCase.employerName);
    expect(unchanged.updatedAt).toBe(created.updatedAt);
    // The retry is the very same request, based on the same updatedAt: no conflict with itself.
    const retried = await api(`/cases/${created.id}`, user, { method: 'PATCH', body: save });
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as CaseView).employerName).toBe('Acme Freight Ltd');
  });

  it('keeps a save whose tasks could not follow, and the task list brings them in step', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const before = await taskDates(created.id);
    const db = faultyD1({ batch: { times: 1 } });
    const saved = await apiWith({ DB: db }, `/cases/${created.id}`, user, {
      method: 'PATCH',
      body: { dismissalDate: '2026-10-15', updatedAt: created.updatedAt },
    });
    // Answered as saved: a failure answer would have the claimant send a save that is already in.
    expect(saved.status).toBe(200);
    expect(db.failures()).toBe(1);
    expect(((await saved.json()) as CaseView).dismissalDate).toBe('2026-10-15');
    expect(await taskDates(created.id)).toEqual(before);
    // Reading the task list syncs them: the same tasks as a case created with that date.
    expect((await api(`/cases/${created.id}/tasks`, user)).status).toBe(200);
    const fresh = await createCase(user, { ...validCase, dismissalDate: '2026-10-15' });
    expect(await taskDates(created.id)).toEqual(await taskDates(fresh.id));
    expect(await taskDates(created.id)).not.toEqual(before);
  });

  it('creates one case, not two, when its tasks cannot follow', async () => {
    const user = await signUp();
    const db = faultyD1({ batch: { times: 1 } });
    const response = await apiWith({ DB: db }, '/cases', user, { method: 'POST', body: validCase });
    expect(response.status).toBe(201);
    expect(db.failures()).toBe(1);
    const list = (await (await api('/cases', user)).json()) as { items: CaseView[] };
    expect(list.items.map((item) => item.id)).toEqual([((await response.json()) as CaseView).id]);
  });
});

describe('D1 failing while evidence is added', () => {
  it('answers 503 with no item written; the same request then adds exactly one', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const item = { title: 'Dismissal letter', category: 'contract', importance: 'critical' };
    const db = faultyD1({ statement: { matches: (sql) => /^\s*insert into "?evidence_items\b/i.test(sql) } });
    await expectStorageUnavailable(
      await apiWith({ DB: db }, `/cases/${created.id}/evidence`, user, { method: 'POST', body: item }),
    );
    expect(db.failures()).toBe(1);
    expect(await evidenceCount(created.id)).toBe(0);
    const retried = await api(`/cases/${created.id}/evidence`, user, { method: 'POST', body: item });
    expect(retried.status).toBe(201);
    expect(await evidenceCount(created.id)).toBe(1);
  });

  it('answers a read that D1 fails with its own message', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const db = faultyD1({ statement: { matches: (sql) => sql.startsWith('select') && sql.includes('"evidence_items"') } });
    const response = await apiWith({ DB: db }, `/cases/${created.id}/evidence`, user);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: {
        code: 'STORAGE_UNAVAILABLE',
        message: 'This could not be loaded because our storage did not answer. Please try again in a moment.',
      },
    });
  });

  it('still answers a bug in our SQL as a 500, not as an outage', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const db = faultyD1({
      statement: { matches: (sql) => /^\s*insert into "?evidence_items\b/i.test(sql) },
      error: () => new Error('D1_ERROR: no such column: titel: SQLITE_ERROR'),
    });
    const response = await apiWith({ DB: db }, `/cases/${created.id}/evidence`, user, {
      method: 'POST',
      body: { title: 'Payslip', category: 'other', importance: 'low' },
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
  });
});

describe('what counts as an outage', () => {
  it('is R2 or D1 failing for a while, however deep in the causes; never a bug of ours', () => {
    expect(isStorageOutage(r2Outage('put'))).toBe(true);
    expect(isStorageOutage(new Error('get: Reduce your concurrent request rate for the same object. (10058)'))).toBe(true);
    expect(isStorageOutage(d1Outage())).toBe(true);
    // As drizzle reports a failed query: its own error, with D1's as the cause.
    expect(isStorageOutage(new Error('Failed query: update "cases" set …', { cause: d1Outage() }))).toBe(true);
    expect(isStorageOutage(new Error('D1_ERROR: D1 DB is overloaded. Too many requests queued.'))).toBe(true);
    expect(isStorageOutage(new Error('put: The specified object name is not valid. (10020)'))).toBe(false);
    expect(isStorageOutage(new Error('D1_ERROR: UNIQUE constraint failed: cases.id: SQLITE_CONSTRAINT'))).toBe(false);
    expect(isStorageOutage(new Error('Failed query: select …', { cause: new Error('D1_ERROR: no such table: nope') }))).toBe(
      false,
    );
    expect(isStorageOutage('Network connection lost')).toBe(false);
  });
});
