/**
 * Per-user limits that hold under concurrency: the storage quota of the user's plan, counted in the
 * same SQL statement as each upload's row, and the most cases one account may hold, counted in the
 * case's INSERT.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MAX_CASES_PER_USER, STORAGE_QUOTA_BYTES } from '../../src/domain/plans';
import { api, signUp, validCase } from './_factories';
import { createCase, keysUnder, textBytes, upload, userIdOf } from './_files';

const FREE_QUOTA = STORAGE_QUOTA_BYTES.free;

describe('the storage quota', () => {
  it('is 500 MB on the free plan and larger on the paid plans that keep a bundle', () => {
    expect(FREE_QUOTA).toBe(500 * 1024 * 1024);
    expect(STORAGE_QUOTA_BYTES.premium_base).toBeGreaterThan(FREE_QUOTA);
    expect(STORAGE_QUOTA_BYTES.complete_bundle).toBeGreaterThan(STORAGE_QUOTA_BYTES.premium_base);
    expect(STORAGE_QUOTA_BYTES.paralegal).toBeGreaterThan(STORAGE_QUOTA_BYTES.complete_bundle);
  });

  it('ten parallel uploads with room for three: exactly three stored, seven refused with 409 naming the quota, no object left', async () => {
    const user = await signUp();
    const userId = await userIdOf(user);
    const created = await createCase(user);
    const bytes = textBytes('x'.repeat(1000));
    // Files the user already has (as rows: their bytes do not matter here), leaving room for three more.
    await env.DB.prepare(
      `INSERT INTO document_bundles (id, user_id, case_id, file_name, file_path, file_type, file_size, upload_date)
       VALUES (?1, ?2, ?3, 'earlier.pdf', ?4, 'application/pdf', ?5, ?6)`,
    )
      .bind(
        crypto.randomUUID(),
        userId,
        created.id,
        `${userId}/${created.id}/1_earlier.pdf`,
        FREE_QUOTA - 3 * bytes.length - 500,
        new Date().toISOString(),
      )
      .run();

    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) => upload(created.id, user, [{ name: `note-${n}.txt`, bytes }])),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    const refusal = await responses.find((r) => r.status === 409)?.json();
    expect(refusal).toEqual({
      error: {
        code: 'STORAGE_QUOTA_EXCEEDED',
        message:
          'Your files can take at most 500 MB on your plan, and this upload would pass it. Delete files you no longer need, or choose a plan with more room.',
      },
    });
    const used = await env.DB.prepare('SELECT sum(file_size) AS used FROM document_bundles WHERE user_id = ?')
      .bind(userId)
      .first<{ used: number }>();
    expect(used?.used).toBeLessThanOrEqual(FREE_QUOTA);
    expect(await keysUnder(`${userId}/`)).toHaveLength(3);

    // The bundle page shows how much is used, against which quota.
    const listed = await api(`/cases/${created.id}/bundle`, user);
    expect(((await listed.json()) as { storage: unknown }).storage).toEqual({ usedBytes: used?.used, quotaBytes: FREE_QUOTA });
  });

  it('a file that alone would pass the quota is refused, and one that fits exactly is taken', async () => {
    const user = await signUp();
    const userId = await userIdOf(user);
    const created = await createCase(user);
    const bytes = textBytes('y'.repeat(100));
    await env.DB.prepare(
      `INSERT INTO document_bundles (id, user_id, case_id, file_name, file_path, file_type, file_size, upload_date)
       VALUES (?1, ?2, ?3, 'earlier.pdf', ?4, 'application/pdf', ?5, ?6)`,
    )
      .bind(
        crypto.randomUUID(),
        userId,
        created.id,
        `${userId}/${created.id}/1_earlier.pdf`,
        FREE_QUOTA - bytes.length,
        new Date().toISOString(),
      )
      .run();
    expect((await upload(created.id, user, [{ name: 'exact.txt', bytes }])).status).toBe(201);
    const over = await upload(created.id, user, [{ name: 'one-more.txt', bytes: textBytes('z') }]);
    expect(over.status).toBe(409);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe('STORAGE_QUOTA_EXCEEDED');
  });
});

describe('the most cases one account may hold', () => {
  it(`is ${MAX_CASES_PER_USER}: five parallel creations with room for one make exactly one`, async () => {
    const user = await signUp();
    const userId = await userIdOf(user);
    const now = new Date().toISOString();
    const insert = env.DB.prepare(
      `INSERT INTO cases (id, user_id, claimant_name, employer_name, created_at, updated_at) VALUES (?1, ?2, 'Ana', 'Acme', ?3, ?3)`,
    );
    await env.DB.batch(Array.from({ length: MAX_CASES_PER_USER - 1 }, () => insert.bind(crypto.randomUUID(), userId, now)));
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => api('/cases', user, { method: 'POST', body: validCase })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await responses.find((r) => r.status === 409)?.json()).toEqual({
      error: {
        code: 'CASE_LIMIT_REACHED',
        message: `One account can hold at most ${MAX_CASES_PER_USER} cases. Delete a case you no longer need to add another.`,
      },
    });
    const count = await env.DB.prepare('SELECT count(*) AS n FROM cases WHERE user_id = ?').bind(userId).first<{ n: number }>();
    expect(count?.n).toBe(MAX_CASES_PER_USER);
  });
});
