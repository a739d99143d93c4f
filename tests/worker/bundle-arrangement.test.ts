/**
 * The bundle's arrangement kept on the server: order, sections, files left out, and each
 * document's own date and description, saved in one statement and read back by the list. Who may
 * call it (401, another user's case 404, another site 403) is the generated suites' subject
 * (ownership.test.ts and route-policy.test.ts, from the route table); here, what it keeps.
 */
import { describe, expect, it } from 'vitest';
import type { BundleFile } from '../../src/domain/bundle-files';
import { api, signUp } from './_factories';
import { createCase, pdfBytes, textBytes, uploaded } from './_files';

type User = Awaited<ReturnType<typeof signUp>>;

async function arrange(caseId: string, user: User, items: unknown) {
  return api(`/cases/${caseId}/bundle/arrangement`, user, { method: 'PUT', body: { items } });
}

async function caseWithThreeFiles() {
  const user = await signUp();
  const { id: caseId } = await createCase(user);
  const files = await uploaded(caseId, user, [
    { name: 'dismissal-letter.pdf', bytes: pdfBytes() },
    { name: 'payslip.pdf', bytes: pdfBytes() },
    { name: 'notes.txt', bytes: textBytes() },
  ]);
  return { user, caseId, ids: files.map((file) => file.id) };
}

describe('bundle arrangement', () => {
  it('keeps the order, sections, files left out, dates and descriptions, and the list reads them back (no-store)', async () => {
    const { user, caseId, ids } = await caseWithThreeFiles();
    const [letter = '', payslip = '', notes = ''] = ids;
    const items = [
      { id: payslip, section: 'evidence', included: true, documentDate: '2026-08-31', description: 'Payslip for August 2026' },
      { id: letter, section: 'correspondence', included: true, documentDate: '2026-09-30', description: ' Letter of dismissal ' },
      { id: notes, section: null, included: false, documentDate: '', description: '' },
    ];
    const saved = await arrange(caseId, user, items);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('cache-control')).toBe('no-store');

    const listed = await api(`/cases/${caseId}/bundle`, user);
    const files = ((await listed.json()) as { files: BundleFile[] }).files;
    const byId = new Map(files.map((file) => [file.id, file]));
    expect(byId.get(payslip)).toMatchObject({
      position: 0,
      section: 'evidence',
      included: true,
      documentDate: '2026-08-31',
      description: 'Payslip for August 2026',
    });
    expect(byId.get(letter)).toMatchObject({ position: 1, section: 'correspondence', description: 'Letter of dismissal' });
    // Empty date and description are stored as none: the index says "Undated" and uses the file name.
    expect(byId.get(notes)).toMatchObject({ position: 2, section: null, included: false, documentDate: null, description: null });
    expect(((await saved.json()) as { files: BundleFile[] }).files).toEqual(files);
  });

  it('leaves files it does not name as they were, and ignores ids of files in other cases', async () => {
    const { user, caseId, ids } = await caseWithThreeFiles();
    const other = await createCase(user);
    const [elsewhere] = await uploaded(other.id, user, [{ name: 'other.pdf', bytes: pdfBytes() }]);
    const [first = ''] = ids;
    const response = await arrange(caseId, user, [
      { id: first, section: 'pleadings', included: true, documentDate: null, description: null },
      { id: elsewhere?.id, section: 'orders', included: false, documentDate: null, description: 'Moved?' },
    ]);
    expect(response.status).toBe(200);
    const otherFiles = ((await (await api(`/cases/${other.id}/bundle`, user)).json()) as { files: BundleFile[] }).files;
    expect(otherFiles[0]).toMatchObject({ position: null, section: null, included: true, description: null });
    const files = ((await response.json()) as { files: BundleFile[] }).files;
    expect(files.filter((file) => file.position !== null).map((file) => file.id)).toEqual([first]);
  });

  it.each([
    [
      [{ id: 'not-a-uuid', section: null, included: true, documentDate: null, description: null }],
      'Each item needs the id of one of the case’s files',
    ],
    [
      [{ id: crypto.randomUUID(), section: 'appendix', included: true, documentDate: null, description: null }],
      'The section must be one of pleadings, orders, correspondence, evidence, witness_statements, or null',
    ],
    [
      [{ id: crypto.randomUUID(), section: null, included: 'yes', documentDate: null, description: null }],
      'included must be true or false',
    ],
    [
      [{ id: crypto.randomUUID(), section: null, included: true, documentDate: '2026-02-30', description: null }],
      'Enter the document’s date as a real date, like 2026-03-27, or null',
    ],
    [
      [{ id: crypto.randomUUID(), section: null, included: true, documentDate: null, description: 'd'.repeat(201) }],
      'The description must be at most 200 characters',
    ],
    [
      Array.from({ length: 2 }, () => ({
        id: '00000000-0000-4000-8000-000000000001',
        section: null,
        included: true,
        documentDate: null,
        description: null,
      })),
      'Each file may appear once',
    ],
    ['all of them', 'Send the arrangement as { items: [...] }'],
  ])('refuses %j with 400 VALIDATION_FAILED and its message, changing nothing', async (items, message) => {
    const { user, caseId } = await caseWithThreeFiles();
    const response = await arrange(caseId, user, items);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
    const files = ((await (await api(`/cases/${caseId}/bundle`, user)).json()) as { files: BundleFile[] }).files;
    expect(files.every((file) => file.position === null && file.included)).toBe(true);
  });
});
