/**
 * An evidence item pointing at a file of its case's bundle: accepted only for the same
 * user's file of the same case, checked in the write itself; null again when the file is deleted.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { EvidenceRecord } from '../../src/domain/evidence';
import { api, signUp, type TestUser } from './_factories';
import { createCase, pdfBytes, uploaded } from './_files';

const item = { title: 'Dismissal letter', category: 'email', importance: 'critical' };
const notInBundle = {
  error: {
    code: 'BUNDLE_FILE_NOT_FOUND',
    message: 'That file is not in this case’s bundle. Choose one of its files, or none.',
    issues: [{ field: 'bundleFileId', key: 'evidence.validation.bundleFileNotFound' }],
  },
};

async function setting() {
  const user = await signUp();
  const created = await createCase(user);
  const [file] = await uploaded(created.id, user, [{ name: 'letter.pdf', bytes: pdfBytes() }]);
  if (!file) throw new Error('not uploaded');
  return { user, caseId: created.id, fileId: file.id };
}

async function add(user: TestUser, caseId: string, body: Record<string, unknown>): Promise<EvidenceRecord> {
  const response = await api(`/cases/${caseId}/evidence`, user, { method: 'POST', body });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as EvidenceRecord;
}

async function evidenceCount(caseId: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM evidence_items WHERE case_id = ?')
    .bind(caseId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('evidence and the bundle', () => {
  it('accepts a file of the same case, on create and on edit, and clears it with null', async () => {
    const { user, caseId, fileId } = await setting();
    const added = await add(user, caseId, { ...item, bundleFileId: fileId });
    expect(added.bundleFileId).toBe(fileId);
    const plain = await add(user, caseId, { ...item, bundleFileId: '' });
    expect(plain.bundleFileId).toBeNull();

    const linked = await api(`/evidence/${plain.id}`, user, { method: 'PATCH', body: { bundleFileId: fileId } });
    expect(linked.status).toBe(200);
    expect(await linked.json()).toMatchObject({ id: plain.id, bundleFileId: fileId, title: 'Dismissal letter' });
    const cleared = await api(`/evidence/${added.id}`, user, { method: 'PATCH', body: { bundleFileId: null } });
    expect(await cleared.json()).toMatchObject({ id: added.id, bundleFileId: null });
    // Editing other fields leaves the file alone.
    const retitled = await api(`/evidence/${plain.id}`, user, { method: 'PATCH', body: { title: 'The letter' } });
    expect(await retitled.json()).toMatchObject({ title: 'The letter', bundleFileId: fileId });
  });

  it('refuses another case’s file or another user’s (400 BUNDLE_FILE_NOT_FOUND), and writes nothing', async () => {
    const { user, caseId } = await setting();
    const otherCase = await createCase(user, { claimantName: 'Ana Silva', employerName: 'Second Employer Ltd' });
    const [otherCaseFile] = await uploaded(otherCase.id, user, [{ name: 'other.pdf', bytes: pdfBytes() }]);
    const stranger = await setting();
    const existing = await add(user, caseId, item);
    for (const bundleFileId of [otherCaseFile?.id, stranger.fileId, '00000000-0000-4000-8000-000000000000']) {
      const created = await api(`/cases/${caseId}/evidence`, user, { method: 'POST', body: { ...item, bundleFileId } });
      expect(created.status, bundleFileId).toBe(400);
      expect(await created.json()).toEqual(notInBundle);
      const edited = await api(`/evidence/${existing.id}`, user, {
        method: 'PATCH',
        body: { bundleFileId, title: 'Changed' },
      });
      expect(edited.status, bundleFileId).toBe(400);
      expect(await edited.json()).toEqual(notInBundle);
    }
    expect(await evidenceCount(caseId)).toBe(1);
    const list = (await (await api(`/cases/${caseId}/evidence`, user)).json()) as { items: EvidenceRecord[] };
    expect(list.items).toEqual([existing]);
  });

  it('checks the form of the id, and still answers 404 for another user’s item or case', async () => {
    const { user, caseId, fileId } = await setting();
    const invalid = await api(`/cases/${caseId}/evidence`, user, {
      method: 'POST',
      body: { ...item, bundleFileId: 'letter.pdf' },
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Choose a file from this case’s bundle' },
    });
    const intruder = await signUp();
    const existing = await add(user, caseId, item);
    expect(
      (await api(`/cases/${caseId}/evidence`, intruder, { method: 'POST', body: { ...item, bundleFileId: fileId } })).status,
    ).toBe(404);
    expect((await api(`/evidence/${existing.id}`, intruder, { method: 'PATCH', body: { bundleFileId: fileId } })).status).toBe(
      404,
    );
  });

  it('keeps the item, without its file, when the file is deleted', async () => {
    const { user, caseId, fileId } = await setting();
    const added = await add(user, caseId, { ...item, bundleFileId: fileId });
    expect((await api(`/bundles/${fileId}`, user, { method: 'DELETE' })).status).toBe(204);
    const list = (await (await api(`/cases/${caseId}/evidence`, user)).json()) as { items: EvidenceRecord[] };
    expect(list.items).toEqual([{ ...added, bundleFileId: null }]);
  });
});
