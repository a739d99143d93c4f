/**
 * Never a row without a file, never a file without a row (services/bundle/store.ts; issue 12):
 * the real D1 and R2, with a failure injected into one of the two writes through a thin wrapper.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { type BundleStorage, storeBundleFiles } from '../../worker/services/bundle/store';
import type { CheckedUpload } from '../../worker/services/bundle/upload-checks';
import { signUp } from './_factories';
import { bundleRowCount, createCase, keysUnder, objectBytes, pdfBytes, textBytes, userIdOf } from './_files';

const pdf = (name: string): CheckedUpload => ({ name, type: 'application/pdf', bytes: pdfBytes() });

async function owner() {
  const user = await signUp();
  const created = await createCase(user);
  return { userId: await userIdOf(user), caseId: created.id };
}

/** The real database, except that the bundle's INSERT fails (the first `passes` times it runs, it works). */
function failingInsert(passes = 0): BundleStorage['db'] {
  let runs = 0;
  return {
    prepare(query: string) {
      if (query.startsWith('INSERT INTO document_bundles')) {
        runs += 1;
        if (runs > passes) throw new Error('D1 is unavailable (injected)');
      }
      return env.DB.prepare(query);
    },
  };
}

describe('bundle storage: both writes or neither', () => {
  it('stores the object, then the row', async () => {
    const { userId, caseId } = await owner();
    const [row] = await storeBundleFiles({ bucket: env.FILES, db: env.DB }, { userId, caseId }, [pdf('a.pdf')]);
    expect(row).toMatchObject({ userId, caseId, fileName: 'a.pdf', fileType: 'application/pdf', fileSize: pdfBytes().length });
    expect(await objectBytes(row?.filePath ?? '')).toEqual(pdfBytes());
  });

  it('writes no row when the object cannot be stored', async () => {
    const { userId, caseId } = await owner();
    const bucket: BundleStorage['bucket'] = {
      put: () => Promise.reject(new Error('R2 is unavailable (injected)')),
      delete: (keys) => env.FILES.delete(keys),
    };
    await expect(storeBundleFiles({ bucket, db: env.DB }, { userId, caseId }, [pdf('a.pdf')])).rejects.toThrow(
      'R2 is unavailable (injected)',
    );
    expect(await bundleRowCount(caseId)).toBe(0);
    expect(await keysUnder(`${userId}/`)).toEqual([]);
  });

  it('removes the object when its row cannot be written', async () => {
    const { userId, caseId } = await owner();
    await expect(
      storeBundleFiles({ bucket: env.FILES, db: failingInsert() }, { userId, caseId }, [pdf('a.pdf')]),
    ).rejects.toThrow('D1 is unavailable (injected)');
    expect(await bundleRowCount(caseId)).toBe(0);
    expect(await keysUnder(`${userId}/`)).toEqual([]);
  });

  it('removes the files stored before a later one fails: a request is stored all or none', async () => {
    const { userId, caseId } = await owner();
    await expect(
      storeBundleFiles({ bucket: env.FILES, db: failingInsert(2) }, { userId, caseId }, [
        pdf('1.pdf'),
        pdf('2.pdf'),
        pdf('3.pdf'),
      ]),
    ).rejects.toThrow('D1 is unavailable (injected)');
    expect(await bundleRowCount(caseId)).toBe(0);
    expect(await keysUnder(`${userId}/`)).toEqual([]);

    let puts = 0;
    const bucket: BundleStorage['bucket'] = {
      put: (...args) => {
        puts += 1;
        return puts === 2 ? Promise.reject(new Error('R2 is unavailable (injected)')) : env.FILES.put(...args);
      },
      delete: (keys) => env.FILES.delete(keys),
    };
    await expect(storeBundleFiles({ bucket, db: env.DB }, { userId, caseId }, [pdf('1.pdf'), pdf('2.pdf')])).rejects.toThrow(
      'R2 is unavailable (injected)',
    );
    expect(await bundleRowCount(caseId)).toBe(0);
    expect(await keysUnder(`${userId}/`)).toEqual([]);
  });

  it('removes the object when the case is not the user’s, and answers 404', async () => {
    const { userId } = await owner();
    const other = await owner();
    await expect(
      storeBundleFiles({ bucket: env.FILES, db: env.DB }, { userId, caseId: other.caseId }, [pdf('a.pdf')]),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await keysUnder(`${userId}/`)).toEqual([]);
    expect(await bundleRowCount(other.caseId)).toBe(0);
  });

  it('never replaces an object: two uploads of one name in the same millisecond get two keys', async () => {
    const { userId, caseId } = await owner();
    const storage = { bucket: env.FILES, db: env.DB, now: () => 1_795_000_000_000 };
    const first: CheckedUpload = { name: 'notes.txt', type: 'text/plain', bytes: textBytes('first') };
    const second: CheckedUpload = { name: 'notes.txt', type: 'text/plain', bytes: textBytes('second') };
    const [a] = await storeBundleFiles(storage, { userId, caseId }, [first]);
    const [b] = await storeBundleFiles(storage, { userId, caseId }, [second]);
    expect(a?.filePath).toBe(`${userId}/${caseId}/1795000000000_notes.txt`);
    expect(b?.filePath).toBe(`${userId}/${caseId}/1795000000001_notes.txt`);
    expect(await objectBytes(a?.filePath ?? '')).toEqual(textBytes('first'));
    expect(await objectBytes(b?.filePath ?? '')).toEqual(textBytes('second'));
    expect(a?.uploadDate).toBe('2026-11-18T11:06:40.000Z');
    expect(b?.uploadDate).toBe('2026-11-18T11:06:40.000Z');
    // Within one request too.
    const both = await storeBundleFiles(storage, { userId, caseId }, [first, second]);
    expect(both.map((row) => row.filePath.slice(row.filePath.lastIndexOf('/') + 1))).toEqual([
      '1795000000002_notes.txt',
      '1795000000003_notes.txt',
    ]);
  });
});
