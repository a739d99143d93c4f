/**
 * Page references that stay right: the index of each build kept for the case (PUT|GET
 * /api/cases/:caseId/bundle/build-index), a witness statement drafted against it citing "[B: n–m]",
 * out of date once the bundle is rebuilt in another order, and refreshed from the newest index
 * without spending anything. Who may call these routes (another user's case or document: 404;
 * another site: 403; no-store) is also the generated suites' subject (ownership.test.ts,
 * route-policy.test.ts, from the route table); here, what they keep and answer.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { BundleIndex, BundleIndexEntry } from '../../src/domain/bundle-index';
import { api, signUp, type TestUser } from './_factories';
import { createCase, pdfBytes, uploaded } from './_files';
import { insertDocument, userWithPlan } from './_paid-users';

const index = (caseId: string, user: TestUser | null, entries: unknown) =>
  api(`/cases/${caseId}/bundle/build-index`, user, { method: 'PUT', body: { entries } });

const entry = (documentId: string, firstPage: number, lastPage: number): BundleIndexEntry => ({
  documentId,
  section: 'evidence',
  firstPage,
  lastPage,
});

async function caseWithTwoFiles(user: TestUser) {
  const { id: caseId } = await createCase(user, {
    claimantName: 'Ana Silva',
    employerName: 'Acme Logistics Ltd',
    dismissalDate: '2026-09-30',
  });
  const [letter, payslip] = await uploaded(caseId, user, [
    { name: 'dismissal-letter.pdf', bytes: pdfBytes() },
    { name: 'payslip.pdf', bytes: pdfBytes() },
  ]);
  return { caseId, letter: letter?.id ?? '', payslip: payslip?.id ?? '' };
}

async function evidenceFor(caseId: string, user: TestUser, title: string, evidenceDate: string, bundleFileId: string) {
  const response = await api(`/cases/${caseId}/evidence`, user, {
    method: 'POST',
    body: { title, category: 'letter', importance: 'high', evidenceDate, bundleFileId },
  });
  expect(response.status).toBe(201);
}

describe('the bundle index', () => {
  it('keeps the index of the last build with a build id and the time, and answers it back (no-store)', async () => {
    const user = await signUp();
    const { caseId, letter, payslip } = await caseWithTwoFiles(user);
    expect(((await (await api(`/cases/${caseId}/bundle/build-index`, user)).json()) as { index: null }).index).toBeNull();

    const before = Date.now();
    const stored = await index(caseId, user, [entry(letter, 2, 3), { ...entry(payslip, 4, 4), section: null }]);
    const after = Date.now();
    expect(stored.status).toBe(200);
    expect(stored.headers.get('cache-control')).toBe('no-store');
    const first = ((await stored.json()) as { index: BundleIndex }).index;
    expect(first.entries).toEqual([entry(letter, 2, 3), { ...entry(payslip, 4, 4), section: null }]);
    // The Worker's clock (tests/worker/fixed-clock.ts), not the browser's: it moves on in real time,
    // so the build's time is somewhere between the request's start and its answer, as an ISO instant.
    const builtAt = Date.parse(first.builtAt);
    expect(first.builtAt).toBe(new Date(builtAt).toISOString());
    expect(builtAt).toBeGreaterThanOrEqual(before);
    expect(builtAt).toBeLessThanOrEqual(after);

    const rebuilt = (
      (await (await index(caseId, user, [entry(payslip, 2, 2), entry(letter, 3, 4)])).json()) as { index: BundleIndex }
    ).index;
    expect(rebuilt.id).not.toBe(first.id);
    const read = await api(`/cases/${caseId}/bundle/build-index`, user);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(((await read.json()) as { index: BundleIndex }).index).toEqual(rebuilt);
  });

  it('leaves out entries naming a file that is not one of the case’s (another case’s, another user’s)', async () => {
    const user = await signUp();
    const { caseId, letter } = await caseWithTwoFiles(user);
    const elsewhere = await caseWithTwoFiles(user);
    const stranger = await signUp();
    const theirs = await caseWithTwoFiles(stranger);
    const response = await index(caseId, user, [entry(letter, 2, 3), entry(elsewhere.letter, 4, 5), entry(theirs.letter, 6, 6)]);
    expect(((await response.json()) as { index: BundleIndex }).index.entries).toEqual([entry(letter, 2, 3)]);
  });

  it('answers 401 signed out and 404 for another user’s case, keeping nothing', async () => {
    const user = await signUp();
    const { caseId, letter } = await caseWithTwoFiles(user);
    expect((await index(caseId, null, [entry(letter, 2, 3)])).status).toBe(401);
    const intruder = await index(caseId, await signUp(), [entry(letter, 2, 3)]);
    expect(intruder.status).toBe(404);
    expect(((await intruder.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    expect((await api(`/cases/${caseId}/bundle/build-index`, await signUp())).status).toBe(404);
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM bundle_indexes WHERE case_id = ?')
      .bind(caseId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it.each([
    [[], 'A built bundle holds at least one document'],
    [
      [entry(crypto.randomUUID(), 2, 4), entry(crypto.randomUUID(), 4, 5)],
      'Each document’s pages follow the one before, without overlapping, and its last page is not before its first',
    ],
    [[entry('not-a-uuid', 2, 2)], 'Each entry needs the id of one of the case’s files'],
    [[entry(crypto.randomUUID(), 0, 2)], 'Pages are whole numbers from 1 to 20000'],
  ])('refuses a bad index with 400 VALIDATION_FAILED: %j', async (entries, message) => {
    const user = await signUp();
    const { caseId } = await caseWithTwoFiles(user);
    const response = await index(caseId, user, entries);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
  });
});

describe('a draft’s page references', () => {
  it('a witness statement cites the pages, is out of date after a reorder, and the refresh (free) makes its references follow', async () => {
    const user = await userWithPlan('premium_base');
    const { caseId, letter, payslip } = await caseWithTwoFiles(user);
    await evidenceFor(caseId, user, 'Dismissal letter', '2026-09-30', letter);
    await evidenceFor(caseId, user, 'August payslip', '2026-08-31', payslip);
    await index(caseId, user, [entry(letter, 2, 3), entry(payslip, 4, 4)]);

    const generated = await api('/documents/generate', user, {
      method: 'POST',
      body: { caseId, documentType: 'witness_statement', language: 'en' },
    });
    expect(generated.status).toBe(201);
    const { document } = (await generated.json()) as { document: { id: string; content: string } };
    expect(document.content).toContain('A copy is in the bundle as payslip.pdf (E1) [B: 4].');
    expect(document.content).toContain('A copy is in the bundle as dismissal-letter.pdf (E2) [B: 2–3].');
    const refs = (id: string) => api(`/documents/${id}/page-refs`, user).then((r) => r.json());
    expect(await refs(document.id)).toMatchObject({ state: 'current' });

    // Rebuilt in the same order: nothing to refresh. Then the payslip goes first.
    await index(caseId, user, [entry(letter, 2, 3), entry(payslip, 4, 4)]);
    expect(await refs(document.id)).toMatchObject({ state: 'current' });
    const reordered = (
      (await (await index(caseId, user, [entry(payslip, 2, 2), entry(letter, 3, 4)])).json()) as { index: BundleIndex }
    ).index;
    expect(await refs(document.id)).toEqual({ state: 'stale', bundleBuiltAt: reordered.builtAt });

    const usage = async () => (await env.DB.prepare('SELECT count(*) AS n FROM user_usage').first<{ n: number }>())?.n;
    const usageBefore = await usage();
    const refreshed = await api(`/documents/${document.id}/page-refs`, user, { method: 'POST' });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('cache-control')).toBe('no-store');
    const after = (await refreshed.json()) as { document: { content: string }; moved: number; removed: number };
    expect(after).toMatchObject({ moved: 2, removed: 0 });
    expect(after.document.content).toContain('payslip.pdf (E1) [B: 2].');
    expect(after.document.content).toContain('dismissal-letter.pdf (E2) [B: 3–4].');
    expect(after.document.content.replace(/\[B: [^\]]*\]/g, '')).toBe(document.content.replace(/\[B: [^\]]*\]/g, ''));
    expect(await refs(document.id)).toMatchObject({ state: 'current' });
    expect(await usage()).toBe(usageBefore);

    // Both are the claimant's data: the account export holds them.
    const exported = (await (await api('/account/export', user)).json()) as {
      bundleIndexes: { caseId: string; id: string; entries: unknown[] }[];
      documentPageRefs: { documentId: string; bundleIndexId: string }[];
    };
    expect(exported.bundleIndexes).toEqual([expect.objectContaining({ caseId, id: reordered.id, entries: expect.any(Array) })]);
    expect(exported.documentPageRefs).toEqual([
      expect.objectContaining({ documentId: document.id, bundleIndexId: reordered.id }),
    ]);
  });

  it('a reference to a file deleted from the bundle since is marked, in the draft’s language', async () => {
    const user = await userWithPlan('premium_base');
    const { caseId, letter, payslip } = await caseWithTwoFiles(user);
    await evidenceFor(caseId, user, 'Dismissal letter', '2026-09-30', letter);
    await index(caseId, user, [entry(letter, 2, 3), entry(payslip, 4, 4)]);
    const generated = await api('/documents/generate', user, {
      method: 'POST',
      body: { caseId, documentType: 'timeline', language: 'pt' },
    });
    const { document } = (await generated.json()) as { document: { id: string; content: string } };
    expect(document.content).toContain('E1 [B: 2–3]');
    await index(caseId, user, [entry(payslip, 2, 2)]);
    const refreshed = await api(`/documents/${document.id}/page-refs`, user, { method: 'POST' });
    const after = (await refreshed.json()) as { document: { content: string }; removed: number };
    expect(after.removed).toBe(1);
    expect(after.document.content).toContain('E1 [B: fora do dossier]');
  });

  it('a draft that cites no page has nothing to refresh; another user’s draft is a 404', async () => {
    const user = await userWithPlan('premium_base');
    const { caseId } = await caseWithTwoFiles(user);
    const id = await insertDocument(user.id, caseId, { content: '# Witness statement\n\n1. See [B: 2].' });
    expect(await (await api(`/documents/${id}/page-refs`, user)).json()).toEqual({ state: 'none', bundleBuiltAt: null });
    const refreshed = await api(`/documents/${id}/page-refs`, user, { method: 'POST' });
    expect(await refreshed.json()).toMatchObject({ document: { content: '# Witness statement\n\n1. See [B: 2].' }, moved: 0 });
    const stranger = await signUp();
    expect((await api(`/documents/${id}/page-refs`, stranger)).status).toBe(404);
    expect((await api(`/documents/${id}/page-refs`, stranger, { method: 'POST' })).status).toBe(404);
    expect((await api(`/documents/${id}/page-refs`, null, { method: 'POST' })).status).toBe(401);
  });
});
