/**
 * The one capped insert (worker/db/capped-insert.ts) against the real D1: a row under a case is
 * written only under its owner's case, within the cap and any further condition, all in the one
 * INSERT, and a refusal says which condition stopped it.
 */
import { env } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertUnderOwnedCase, insertWithinUserCap } from '../../worker/db/capped-insert';
import { database } from '../../worker/db/client';
import { caseEvents, savedSearches } from '../../worker/db/schema';
import { signUp } from './_factories';
import { createCase, userIdOf } from './_files';

async function ownerWithCase() {
  const user = await signUp();
  const created = await createCase(user);
  return { userId: await userIdOf(user), caseId: created.id };
}

const event = (owner: { userId: string; caseId: string }) => ({
  id: crypto.randomUUID(),
  ...owner,
  kind: 'detriment',
  date: '2026-06-02',
  createdAt: '2026-11-22T12:00:00.000Z',
  updatedAt: '2026-11-22T12:00:00.000Z',
});

const eventCount = async (caseId: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM case_events WHERE case_id = ?1').bind(caseId).first<{ n: number }>())?.n;

describe('the capped insert', () => {
  it('answers the row as drizzle reads it, with the columns not given at their defaults', async () => {
    const owner = await ownerWithCase();
    const inserted = await insertUnderOwnedCase(database(env.DB), caseEvents, event(owner), { cap: 5 });
    expect(inserted.refused).toBeUndefined();
    expect(inserted.row).toMatchObject({ caseId: owner.caseId, userId: owner.userId, kind: 'detriment', description: null });
  });

  it('refuses another user’s case as not found, and writes nothing', async () => {
    const owner = await ownerWithCase();
    const stranger = await ownerWithCase();
    const inserted = await insertUnderOwnedCase(
      database(env.DB),
      caseEvents,
      event({ userId: stranger.userId, caseId: owner.caseId }),
      { cap: 5 },
    );
    expect(inserted).toEqual({ refused: 'caseNotFound' });
    expect(await eventCount(owner.caseId)).toBe(0);
  });

  it('says a failed further condition before a full case, and the cap once the condition holds', async () => {
    const owner = await ownerWithCase();
    const db = database(env.DB);
    expect((await insertUnderOwnedCase(db, caseEvents, event(owner), { cap: 1 })).row).toBeDefined();
    expect(await insertUnderOwnedCase(db, caseEvents, event(owner), { cap: 1, also: sql`0` })).toEqual({
      refused: 'conditionFailed',
    });
    expect(await insertUnderOwnedCase(db, caseEvents, event(owner), { cap: 1, also: sql`1` })).toEqual({ refused: 'capReached' });
    expect(await eventCount(owner.caseId)).toBe(1);
  });

  it('lets parallel inserts pass the cap no further than it allows', async () => {
    const owner = await ownerWithCase();
    const db = database(env.DB);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => insertUnderOwnedCase(db, caseEvents, event(owner), { cap: 3 })),
    );
    expect(results.filter((result) => result.row).length).toBe(3);
    expect(results.filter((result) => result.refused === 'capReached').length).toBe(3);
    expect(await eventCount(owner.caseId)).toBe(3);
  });

  it('counts a user’s own rows for a per-user cap', async () => {
    const { userId } = await ownerWithCase();
    const db = database(env.DB);
    const search = () => ({
      id: crypto.randomUUID(),
      userId,
      name: 'Unfair dismissal',
      query: '{}',
      createdAt: '2026-11-22T12:00:00.000Z',
      updatedAt: '2026-11-22T12:00:00.000Z',
    });
    const first = await insertWithinUserCap(db, savedSearches, search(), 1);
    expect(first).toMatchObject({ userId, name: 'Unfair dismissal', lastDigestAt: null });
    expect(await insertWithinUserCap(db, savedSearches, search(), 1)).toBeUndefined();
  });
});
