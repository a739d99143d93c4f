/**
 * Never a row without a file, never a file without a row (services/bundle/store.ts):
 * the real D1 and R2, with a failure injected into one of the two writes through a thin wrapper.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { BundleFile } from '../../src/domain/bundle-files';
import { STORAGE_QUOTA_BYTES } from '../../src/domain/plans';
import { database } from '../../worker/db/client';
import { type BundleStorage, storeBundleFiles } from '../../worker/services/bundle/store';
import { ORPHAN_AGE_MS, sweepBundleOrphans } from '../../worker/services/bundle/sweep';
import type { CheckedUpload } from '../../worker/services/bundle/upload-checks';
import { api, signUp, type TestUser } from './_factories';
import { bundleRowCount, createCase, keysUnder, objectBytes, pdfBytes, textBytes, userIdOf } from './_files';

const pdf = (name: string): CheckedUpload => ({ name, type: 'application/pdf', bytes: pdfBytes() });

const quotaBytes = STORAGE_QUOTA_BYTES.free;

async function owner() {
  const user = await signUp();
  const created = await createCase(user);
  return { user, userId: await userIdOf(user), caseId: created.id, quotaBytes };
}

/** The real database, except that the bundle's INSERT fails (the first `passes` times it runs, it works). */
function failingInsert(passes = 0): BundleStorage['db'] {
  let runs = 0;
  return withPrepare((query) => {
    if (/^insert into "?document_bundles\b/i.test(query)) {
      runs += 1;
      if (runs > passes) throw new Error('D1 is unavailable (injected)');
    }
  });
}

/** The real database, `check` seeing (and perhaps failing) each statement before it is prepared. */
function withPrepare(check: (query: string) => void): BundleStorage['db'] {
  return database(
    new Proxy(env.DB, {
      get(target, property) {
        if (property === 'prepare')
          return (query: string) => {
            check(query);
            return target.prepare(query);
          };
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }),
  );
}

describe('bundle storage: both writes or neither', () => {
  it('stores the object, then the row', async () => {
    const { userId, caseId } = await owner();
    const [row] = await storeBundleFiles({ bucket: env.FILES, db: database(env.DB) }, { userId, caseId, quotaBytes }, [
      pdf('a.pdf'),
    ]);
    expect(row).toMatchObject({ userId, caseId, fileName: 'a.pdf', fileType: 'application/pdf', fileSize: pdfBytes().length });
    expect(await objectBytes(row?.filePath ?? '')).toEqual(pdfBytes());
  });

  it('writes no row when the object cannot be stored', async () => {
    const { userId, caseId } = await owner();
    const bucket: BundleStorage['bucket'] = {
      put: () => Promise.reject(new Error('R2 is unavailable (injected)')),
      delete: (keys) => env.FILES.delete(keys),
    };
    await expect(
      storeBundleFiles({ bucket, db: database(env.DB) }, { userId, caseId, quotaBytes }, [pdf('a.pdf')]),
    ).rejects.toThrow('R2 is unavailable (injected)');
    expect(await bundleRowCount(caseId)).toBe(0);
    expect(await keysUnder(`${userId}/`)).toEqual([]);
  });

  it('removes the object when its row cannot be written', async () => {
    const { userId, caseId } = await owner();
    await expect(
      storeBundleFiles({ bucket: env.FILES, db: failingInsert() }, { userId, caseId, quotaBytes }, [pdf('a.pdf')]),
    ).rejects.toThrow('D1 is unavailable (injected)');
    expect(await bundleRowCount(caseId)).toBe(0);
    expect(await keysUnder(`${userId}/`)).toEqual([]);
  });

  it('removes the files stored before a later one fails: a request is stored all or none', async () => {
    const { userId, caseId } = await owner();
    await expect(
      storeBundleFiles({ bucket: env.FILES, db: failingInsert(2) }, { userId, caseId, quotaBytes }, [
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
    await expect(
      storeBundleFiles({ bucket, db: database(env.DB) }, { userId, caseId, quotaBytes }, [pdf('1.pdf'), pdf('2.pdf')]),
    ).rejects.toThrow('R2 is unavailable (injected)');
    expect(await bundleRowCount(caseId)).toBe(0);
    expect(await keysUnder(`${userId}/`)).toEqual([]);
  });

  it('removes the object when the case is not the user’s, and answers 404', async () => {
    const { userId } = await owner();
    const other = await owner();
    await expect(
      storeBundleFiles({ bucket: env.FILES, db: database(env.DB) }, { userId, caseId: other.caseId, quotaBytes }, [pdf('a.pdf')]),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await keysUnder(`${userId}/`)).toEqual([]);
    expect(await bundleRowCount(other.caseId)).toBe(0);
  });

  it('never replaces an object: uploads of one name in the same millisecond get keys of their own', async () => {
    const { userId, caseId } = await owner();
    const storage = { bucket: env.FILES, db: database(env.DB), now: () => 1_795_000_000_000 };
    const first: CheckedUpload = { name: 'notes.txt', type: 'text/plain', bytes: textBytes('first') };
    const second: CheckedUpload = { name: 'notes.txt', type: 'text/plain', bytes: textBytes('second') };
    const [a] = await storeBundleFiles(storage, { userId, caseId, quotaBytes }, [first]);
    const [b] = await storeBundleFiles(storage, { userId, caseId, quotaBytes }, [second]);
    const key = new RegExp(`^${userId}/${caseId}/1795000000000_[0-9a-f]{16}_notes\\.txt$`);
    expect(a?.filePath).toMatch(key);
    expect(b?.filePath).toMatch(key);
    expect(a?.filePath).not.toBe(b?.filePath);
    expect(await objectBytes(a?.filePath ?? '')).toEqual(textBytes('first'));
    expect(await objectBytes(b?.filePath ?? '')).toEqual(textBytes('second'));
    expect(a?.uploadDate).toBe('2026-11-18T11:06:40.000Z');
    expect(b?.uploadDate).toBe('2026-11-18T11:06:40.000Z');
    // Within one request too.
    const both = await storeBundleFiles(storage, { userId, caseId, quotaBytes }, [first, second]);
    expect(new Set(both.map((row) => row.filePath)).size).toBe(2);
  });

  it('ten parallel uploads of one file name, in one millisecond: every one stored, none a 500', async () => {
    const { userId, caseId } = await owner();
    const storage = { bucket: env.FILES, db: database(env.DB), now: () => 1_795_000_000_000 };
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, n) =>
        storeBundleFiles(storage, { userId, caseId, quotaBytes }, [
          { name: 'payslip.pdf', type: 'application/pdf', bytes: pdfBytes() },
        ])
          .then((rows) => rows[0]?.filePath ?? '')
          .then((key) => `${n}:${key}`),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const keys = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.split(':')[1]] : []));
    expect(new Set(keys).size).toBe(10);
    expect((await keysUnder(`${userId}/${caseId}/`)).length).toBe(10);
  });

  it('a key that is never free is a coded 503, never a 500, and leaves nothing behind', async () => {
    const { userId, caseId } = await owner();
    // Every conditional put answers null, as R2 does when the key is taken.
    const takenPut = (() => Promise.resolve(null)) as unknown as BundleStorage['bucket']['put'];
    const taken: BundleStorage['bucket'] = { put: takenPut, delete: (keys) => env.FILES.delete(keys) };
    const failure = await storeBundleFiles({ bucket: taken, db: database(env.DB) }, { userId, caseId, quotaBytes }, [
      pdf('a.pdf'),
    ]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 503, code: 'STORAGE_UNAVAILABLE' });
    expect(await bundleRowCount(caseId)).toBe(0);
  });
});

/** What the case's bundle lists through the API. */
async function listed(user: TestUser, caseId: string): Promise<BundleFile[]> {
  const response = await api(`/cases/${caseId}/bundle`, user);
  expect(response.status).toBe(200);
  return ((await response.json()) as { files: BundleFile[] }).files;
}

describe('bundle storage across a crash: all or none, and the daily sweep', () => {
  /**
   * A Worker that dies part way through a three-file request: the second file's row never gets
   * written and nothing is cleaned up (the clean-up's D1 and R2 calls fail too, as a dead process
   * makes none).
   */
  function crashingStorage(): BundleStorage {
    let inserts = 0;
    return {
      bucket: { put: (...args) => env.FILES.put(...args), delete: () => Promise.reject(new Error('process gone (injected)')) },
      db: withPrepare((query) => {
        if (/^insert into "?document_bundles\b/i.test(query)) {
          inserts += 1;
          if (inserts === 2) throw new Error('process gone (injected)');
        }
        if (/^delete\b/i.test(query)) throw new Error('process gone (injected)');
      }),
    };
  }

  it('lists none of a request’s files until its last object has landed, then the sweep removes rows and objects', async () => {
    const { user, userId, caseId } = await owner();
    await expect(
      storeBundleFiles(crashingStorage(), { userId, caseId, quotaBytes }, [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf')]),
    ).rejects.toThrow('process gone (injected)');
    // Left behind: the first file's row (pending) and two objects; none of it is listed.
    expect(await bundleRowCount(caseId)).toBe(1);
    expect(await keysUnder(`${userId}/`)).toHaveLength(2);
    expect(await listed(user, caseId)).toEqual([]);

    // A request that completes is listed whole.
    const [kept] = await storeBundleFiles({ bucket: env.FILES, db: database(env.DB) }, { userId, caseId, quotaBytes }, [
      pdf('kept.pdf'),
    ]);
    expect((await listed(user, caseId)).map((f) => f.fileName)).toEqual(['kept.pdf']);

    // Not yet: an upload under way is minutes old.
    await sweepBundleOrphans({ bucket: env.FILES, db: database(env.DB) }, Date.now() + 60_000);
    expect(await bundleRowCount(caseId)).toBe(2);

    const later = Date.now() + ORPHAN_AGE_MS + 60_000;
    // The objects' own upload time comes from R2's clock, not the test's fixed one: the later of the two.
    const uploaded = await Promise.all((await keysUnder(`${userId}/`)).map(async (key) => (await env.FILES.head(key))?.uploaded));
    const newest = Math.max(...uploaded.map((date) => date?.getTime() ?? 0));
    const result = await sweepBundleOrphans(
      { bucket: env.FILES, db: database(env.DB) },
      Math.max(later, newest + ORPHAN_AGE_MS + 60_000),
    );
    expect(result.pendingRows).toBeGreaterThanOrEqual(1);
    expect(await bundleRowCount(caseId)).toBe(1);
    expect(await keysUnder(`${userId}/`)).toEqual([kept?.filePath]);
    expect((await listed(user, caseId)).map((f) => f.fileName)).toEqual(['kept.pdf']);
  });

  it('removes an object no row names once it is hours old, and keeps young ones and ones with a row', async () => {
    const { userId, caseId } = await owner();
    const [kept] = await storeBundleFiles({ bucket: env.FILES, db: database(env.DB) }, { userId, caseId, quotaBytes }, [
      pdf('kept.pdf'),
    ]);
    const orphan = `${userId}/${caseId}/1795000000000_orphan.pdf`;
    await env.FILES.put(orphan, pdfBytes());
    // Not a bundle key: never touched.
    const other = `health-${crypto.randomUUID()}`;
    await env.FILES.put(other, 'x');
    const uploaded = (await env.FILES.head(orphan))?.uploaded.getTime() ?? 0;

    await sweepBundleOrphans({ bucket: env.FILES, db: database(env.DB) }, uploaded + 60_000);
    expect((await keysUnder(`${userId}/`)).sort()).toEqual([kept?.filePath, orphan].sort());

    const result = await sweepBundleOrphans({ bucket: env.FILES, db: database(env.DB) }, uploaded + ORPHAN_AGE_MS + 60_000);
    expect(result.orphanObjects).toBeGreaterThanOrEqual(1);
    expect(await keysUnder(`${userId}/`)).toEqual([kept?.filePath]);
    expect(await env.FILES.head(other)).not.toBeNull();
    await env.FILES.delete(other);
  });
});
