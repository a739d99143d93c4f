/**
 * The bundle in the account export and deletion: the files listed in the JSON export,
 * the files themselves in a streamed ZIP, and nothing left once the account is deleted.
 */
import { env, SELF } from 'cloudflare:test';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { BundleFile } from '../../src/domain/bundle-files';
import { fitsInZip, uniqueEntryName } from '../../worker/services/bundle/zip-export';
import { api, ORIGIN, signUp } from './_factories';
import { createCase, docxBytes, jpegBytes, keysUnder, pdfBytes, textBytes, uploaded, userIdOf } from './_files';

describe('account export of the bundle', () => {
  it('lists the user’s files (and nobody else’s) in the JSON export', async () => {
    const user = await signUp();
    const other = await signUp();
    const created = await createCase(user);
    const files = await uploaded(created.id, user, [
      { name: 'a.pdf', bytes: pdfBytes() },
      { name: 'b.txt', bytes: textBytes() },
    ]);
    const theirs = await createCase(other);
    await uploaded(theirs.id, other, [{ name: 'not mine.pdf', bytes: pdfBytes() }]);
    const exported = (await (await api('/account/export', user)).json()) as { bundleFiles: BundleFile[] };
    expect(exported.bundleFiles).toEqual(files);
  });

  it('answers every file as a ZIP of {caseId}/{fileName}, byte for byte, names made unique', async () => {
    const user = await signUp();
    const other = await signUp();
    const first = await createCase(user);
    const second = await createCase(user, { claimantName: 'Ana Silva', employerName: 'Other Employer Ltd' });
    const big = new Uint8Array(3 * 1024 * 1024).map((_, n) => (n * 31) % 256);
    big.set(pdfBytes());
    await uploaded(first.id, user, [
      { name: 'Carta – João.pdf', bytes: big },
      { name: 'notes.txt', bytes: textBytes('one') },
    ]);
    await uploaded(first.id, user, [{ name: 'NOTES.txt', bytes: textBytes('two') }]);
    await uploaded(second.id, user, [
      { name: 'notes.txt', bytes: textBytes('three') },
      { name: 'Grievance.docx', bytes: docxBytes() },
      { name: 'photo.jpg', bytes: jpegBytes() },
    ]);
    const theirs = await createCase(other);
    await uploaded(theirs.id, other, [{ name: 'not mine.pdf', bytes: pdfBytes() }]);

    const response = await api('/account/export/files', user);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="tribunal-toolkit-files.zip"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const cases = [first.id, second.id].sort();
    const expected: Record<string, Uint8Array> = {
      [`${first.id}/Carta – João.pdf`]: big,
      [`${first.id}/notes.txt`]: textBytes('one'),
      // Another name differing only in case would overwrite it on Windows and macOS.
      [`${first.id}/NOTES (2).txt`]: textBytes('two'),
      [`${second.id}/notes.txt`]: textBytes('three'),
      [`${second.id}/Grievance.docx`]: docxBytes(),
      [`${second.id}/photo.jpg`]: jpegBytes(),
    };
    expect(Object.keys(entries).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, bytes] of Object.entries(expected)) expect(entries[name], name).toEqual(bytes);
    // Cases in id order, each case's files oldest first.
    expect(Object.keys(entries).map((name) => name.split('/')[0])).toEqual([
      ...Array(3).fill(cases[0]),
      ...Array(3).fill(cases[1]),
    ]);
  });

  it('answers an empty ZIP when there are no files, and 401 signed out', async () => {
    const user = await signUp();
    const response = await api('/account/export/files', user);
    expect(response.status).toBe(200);
    expect(unzipSync(new Uint8Array(await response.arrayBuffer()))).toEqual({});
    expect((await api('/account/export/files', null)).status).toBe(401);
  });

  it('leaves out a file whose object has gone, rather than failing the archive', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const [gone, kept] = await uploaded(created.id, user, [
      { name: 'gone.txt', bytes: textBytes('gone') },
      { name: 'kept.txt', bytes: textBytes('kept') },
    ]);
    const row = await env.DB.prepare('SELECT file_path AS path FROM document_bundles WHERE id = ?')
      .bind(gone?.id)
      .first<{ path: string }>();
    await env.FILES.delete(row?.path ?? '');
    const entries = unzipSync(new Uint8Array(await (await api('/account/export/files', user)).arrayBuffer()));
    expect(Object.keys(entries)).toEqual([`${created.id}/kept.txt`]);
    expect(kept).toBeDefined();
  });
});

describe('fitsInZip', () => {
  it('keeps an archive under 4 GiB (fflate writes no ZIP64)', () => {
    expect(fitsInZip(Array(400).fill(10_485_760))).toBe(true);
    expect(fitsInZip(Array(410).fill(10_485_760))).toBe(false);
    expect(fitsInZip([])).toBe(true);
  });
});

describe('uniqueEntryName', () => {
  it('numbers repeats before the extension, ignoring case', () => {
    const taken = new Set<string>();
    expect(
      ['c/a.pdf', 'c/A.pdf', 'c/a.pdf', 'c/a (2).pdf', 'c/README', 'c/readme', 'd/a.pdf', 'c/.pdf'].map((n) =>
        uniqueEntryName(n, taken),
      ),
    ).toEqual(['c/a.pdf', 'c/A (2).pdf', 'c/a (3).pdf', 'c/a (2) (2).pdf', 'c/README', 'c/readme (2)', 'd/a.pdf', 'c/.pdf']);
  });
});

describe('account deletion with a bundle', () => {
  it('removes every bundle row and object of the user, and keeps other users’', async () => {
    const user = await signUp();
    const other = await signUp();
    const created = await createCase(user);
    const theirs = await createCase(other);
    await uploaded(created.id, user, [
      { name: 'a.pdf', bytes: pdfBytes() },
      { name: 'b.txt', bytes: textBytes() },
    ]);
    await uploaded(theirs.id, other, [{ name: 'keep.pdf', bytes: pdfBytes() }]);
    const userId = await userIdOf(user);
    const otherId = await userIdOf(other);
    const response = await SELF.fetch(`${ORIGIN}/api/account`, {
      method: 'DELETE',
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: user.cookie },
      body: JSON.stringify({ email: user.email }),
    });
    expect(response.status).toBe(204);
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM document_bundles WHERE user_id = ?')
      .bind(userId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
    expect(await keysUnder(`${userId}/`)).toEqual([]);
    expect(await keysUnder(`${otherId}/`)).toHaveLength(1);
    const theirRows = await env.DB.prepare('SELECT count(*) AS n FROM document_bundles WHERE user_id = ?')
      .bind(otherId)
      .first<{ n: number }>();
    expect(theirRows?.n).toBe(1);
  });
});
