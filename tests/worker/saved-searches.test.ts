/**
 * Saved case-law searches: the CRUD routes and their ownership, the hits collected
 * after a sync, and the weekly digest, once.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ftsQuery } from '../../src/domain/case-law';
import { chosen } from '../../src/domain/case-law-facets';
import type { SavedSearchView } from '../../src/domain/reminders/schema';
import { hitsStatement } from '../../worker/db/alerts';
import { database } from '../../worker/db/client';
import { searchKey } from '../../worker/db/raw/case-law-search';
import { collectHits, MAX_HITS_PER_SEARCH } from '../../worker/services/alerts/collect';
import { sendDigests } from '../../worker/services/alerts/digest';
import { warmSavedSearches } from '../../worker/services/alerts/warm';
import { signUnsubscribe } from '../../worker/services/reminders/tokens';
import { api, ORIGIN, signUp, type TestUser } from './_factories';
import { recordingMailer, SITE } from './_reminder-fixtures';

const query = { q: 'zanzibar', claimType: 'whistleblowing', outcome: '', year: '' };

async function save(user: TestUser, name: string, q = query): Promise<Response> {
  return api('/saved-searches', user, { method: 'POST', body: { name, query: q } });
}

describe('/api/saved-searches', () => {
  it('saves, lists, renames and deletes a reader’s own searches', async () => {
    const user = await signUp();
    const created = await save(user, '  Whistleblowing in Zanzibar  ');
    expect(created.status).toBe(201);
    const search = (await created.json()) as SavedSearchView;
    expect(search).toMatchObject({ name: 'Whistleblowing in Zanzibar', query });
    const list = (await (await api('/saved-searches', user)).json()) as { items: SavedSearchView[] };
    expect(list.items.map((item) => item.name)).toEqual(['Whistleblowing in Zanzibar']);
    const renamed = await api(`/saved-searches/${search.id}`, user, { method: 'PATCH', body: { name: 'Zanzibar' } });
    expect(await renamed.json()).toMatchObject({ id: search.id, name: 'Zanzibar', query });
    // The data export holds them, and the reminder choice (none made yet).
    const exported = (await (await api('/account/export', user)).json()) as {
      savedSearches: unknown[];
      reminderSettings: unknown;
    };
    expect(exported.savedSearches).toEqual([
      { id: search.id, name: 'Zanzibar', query, lastDigestAt: null, createdAt: search.createdAt },
    ]);
    expect(exported.reminderSettings).toBeNull();
    expect((await api(`/saved-searches/${search.id}`, user, { method: 'DELETE' })).status).toBe(204);
    expect(await (await api('/saved-searches', user)).json()).toEqual({ items: [] });
  });

  it('treats another reader’s search as missing (404) and a signed-out request as 401', async () => {
    const owner = await signUp();
    const other = await signUp();
    const search = (await (await save(owner, 'Mine')).json()) as SavedSearchView;
    for (const [method, body] of [
      ['PATCH', { name: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await api(`/saved-searches/${search.id}`, other, { method, ...(body ? { body } : {}) });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Saved search not found' } });
    }
    expect(await (await api('/saved-searches', other)).json()).toEqual({ items: [] });
    expect((await api('/saved-searches/not-a-uuid', owner, { method: 'DELETE' })).status).toBe(404);
    expect((await api('/saved-searches', null)).status).toBe(401);
    expect((await api('/saved-searches', null, { method: 'POST', body: { name: 'x', query } })).status).toBe(401);
    const list = (await (await api('/saved-searches', owner)).json()) as { items: SavedSearchView[] };
    expect(list.items.map((item) => item.name)).toEqual(['Mine']);
  });

  it('checks the name and the query, and keeps at most 20 searches per reader', async () => {
    const user = await signUp();
    const blank = await save(user, '   ');
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: 'Enter a name for the search' } });
    const long = await save(user, 'x'.repeat(101));
    expect(await long.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Name must be 100 characters or fewer' },
    });
    const badType = await save(user, 'Bad', { ...query, claimType: 'piracy' });
    expect(await badType.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Choose a claim type from the list' },
    });
    const results = await Promise.all(Array.from({ length: 22 }, (_, i) => save(user, `Search ${i + 1}`)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(20);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(2);
    expect(await refused[0]?.json()).toEqual({
      error: { code: 'LIMIT_REACHED', message: 'You can save up to 20 searches. Delete one to save another.' },
    });
  });
});

async function decision(id: string, name: string, summary: string, types: string[], createdAt: string, decisionDate: string) {
  await env.DB.prepare(
    `INSERT INTO case_law (id, case_name, citation, year, court_level, outcome, claim_types, summary, key_points, source, source_uri, decision_date, created_at, updated_at)
     VALUES (?, ?, ?, 2026, 'Employment Appeal Tribunal', NULL, ?, ?, '[]', 'test', ?, ?, ?, ?)`,
  )
    .bind(
      id,
      name,
      `[2026] EAT ${Math.floor(Math.random() * 900) + 100}`,
      JSON.stringify(types),
      summary,
      `test:${id}`,
      decisionDate,
      createdAt,
      createdAt,
    )
    .run();
}

describe('alerts after a sync and the weekly digest', () => {
  it('collects new matching decisions once, and sends one digest on Monday, then nothing', async () => {
    const user = await signUp();
    const userId =
      (await env.DB.prepare('SELECT id FROM user WHERE email = ?').bind(user.email).first<{ id: string }>())?.id ?? '';
    await env.DB.prepare('UPDATE user SET email_verified = 1 WHERE id = ?').bind(userId).run();
    await api('/account/reminders', user, { method: 'PUT', body: { enabled: true, language: 'en' } });
    const search = (await (await save(user, 'Zanzibar whistleblowing')).json()) as SavedSearchView;

    // Saved at about 12:00 on Sunday 22 November; the sync adds decisions that evening.
    const old = crypto.randomUUID();
    const match = crypto.randomUUID();
    const wrongType = crypto.randomUUID();
    const otherWords = crypto.randomUUID();
    await decision(
      old,
      'Old v Zanzibar Ltd',
      'A zanzibar whistleblowing case from before.',
      ['whistleblowing'],
      '2026-11-01T00:00:00.000Z',
      '2026-10-20',
    );
    await decision(
      match,
      'Mwinyi v Zanzibar Shipping Ltd',
      'Detriment after a zanzibar disclosure.',
      ['whistleblowing'],
      '2026-11-22T20:00:00.000Z',
      '2026-11-18',
    );
    await decision(
      wrongType,
      'Ali v Zanzibar Hotels',
      'Zanzibar hotel unfair dismissal.',
      ['unfair-dismissal'],
      '2026-11-22T20:00:00.000Z',
      '2026-11-17',
    );
    await decision(
      otherWords,
      'Smith v Jones',
      'Whistleblowing at a bakery.',
      ['whistleblowing'],
      '2026-11-22T20:00:00.000Z',
      '2026-11-16',
    );

    const sundayNight = new Date('2026-11-22T21:00:00.000Z');
    await collectHits(database(env.DB), { now: sundayNight });
    const hits = () =>
      env.DB.prepare('SELECT case_law_id, sent_at FROM saved_search_hits WHERE search_id = ?')
        .bind(search.id)
        .all<{ case_law_id: string; sent_at: string | null }>();
    expect((await hits()).results).toEqual([{ case_law_id: match, sent_at: null }]);
    await collectHits(database(env.DB), { now: sundayNight });
    expect((await hits()).results).toHaveLength(1);

    // Sunday's own run: the week's digest went last Monday, before these were found.
    const sunday = recordingMailer();
    await sendDigests(database(env.DB), { mailer: sunday, origin: SITE, secret: env.BETTER_AUTH_SECRET, now: sundayNight });
    expect(sunday.sent.filter((m) => m.to === user.email)).toEqual([]);

    const monday = recordingMailer();
    const mondayRun = { mailer: monday, origin: SITE, secret: env.BETTER_AUTH_SECRET, now: new Date('2026-11-23T03:17:00.000Z') };
    await sendDigests(database(env.DB), mondayRun);
    const mine = monday.sent.filter((m) => m.to === user.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.subject).toBe('New case law for your saved searches: 1 decision');
    expect(mine[0]?.text).toContain(`Saved search: Zanzibar whistleblowing\n- Mwinyi v Zanzibar Shipping Ltd, [2026] EAT `);
    expect(mine[0]?.text).toContain(
      // The decision's own address (a synced decision's /case-law/d/<id>), not a search for its name.
      `(decided Wednesday 18 November 2026)\n  ${SITE}/case-law/d/${match}\n`,
    );
    expect(mine[0]?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mine[0]?.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/tribunal\.example\/api\/reminders\/unsubscribe\?token=/);
    const sent = (await hits()).results[0]?.sent_at ?? '';
    expect(sent).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // A re-run (or Tuesday's) sends nothing.
    const again = recordingMailer();
    await sendDigests(database(env.DB), { ...mondayRun, mailer: again });
    expect(again.sent.filter((m) => m.to === user.email)).toEqual([]);

    // The digest's one-click unsubscribe turns the digest off, without a session; the searches stay.
    const token = await signUnsubscribe(env.BETTER_AUTH_SECRET, userId, 'digest');
    const response = await SELF.fetch(`${ORIGIN}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { origin: 'https://mail.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await response.json()).toEqual({ unsubscribed: 'digest' });
    const kept = (await (await api('/saved-searches', user)).json()) as { items: { name: string }[] };
    expect(kept.items.map((item) => item.name)).toEqual(['Zanzibar whistleblowing']);
    // Reminders stay on: one purpose per link.
    expect(await (await api('/account/reminders', user)).json()).toMatchObject({ enabled: true, digest: false });

    // While the digest is off, a new decision is set aside: no e-mail, then or after it is back on.
    await env.DB.prepare('UPDATE saved_search_hits SET sent_at = NULL WHERE search_id = ?').bind(search.id).run();
    const muted = recordingMailer();
    await sendDigests(database(env.DB), { ...mondayRun, mailer: muted });
    expect(muted.sent.filter((m) => m.to === user.email)).toEqual([]);
    expect((await hits()).results[0]?.sent_at).toMatch(/^muted:/);
    const back = await api('/account/reminders', user, { method: 'PUT', body: { enabled: true, language: 'en', digest: true } });
    expect(await back.json()).toEqual({ enabled: true, language: 'en', digest: true, chosen: true });
    const resumed = recordingMailer();
    await sendDigests(database(env.DB), { ...mondayRun, mailer: resumed });
    expect(resumed.sent.filter((m) => m.to === user.email)).toEqual([]);
  });

  it('retries a refused digest on the next run, and sends none to an unverified reader', async () => {
    const verified = await signUp();
    const unverified = await signUp();
    await env.DB.prepare('UPDATE user SET email_verified = 1 WHERE email = ?').bind(verified.email).run();
    await api('/account/reminders', verified, { method: 'PUT', body: { enabled: true, language: 'pt' } });
    const q = { q: 'quokka', claimType: '', outcome: '', year: '' };
    await save(verified, 'Quokka', q);
    await save(unverified, 'Quokka', q);
    const quokka = crypto.randomUUID();
    await decision(quokka, 'Quokka v Rottnest', 'A quokka at work.', ['wages'], '2026-11-22T20:00:00.000Z', '2026-11-10');
    await collectHits(database(env.DB), { now: new Date('2026-11-22T21:00:00.000Z') });

    const options = { origin: SITE, secret: env.BETTER_AUTH_SECRET, now: new Date('2026-11-23T03:17:00.000Z') };
    const refusing = recordingMailer([verified.email]);
    await sendDigests(database(env.DB), { ...options, mailer: refusing });
    expect(refusing.sent.filter((m) => [verified.email, unverified.email].includes(m.to))).toEqual([]);
    const retry = recordingMailer();
    await sendDigests(database(env.DB), { ...options, mailer: retry });
    const mine = retry.sent.filter((m) => [verified.email, unverified.email].includes(m.to));
    expect(mine.map((m) => [m.to, m.subject])).toEqual([
      [verified.email, 'Nova jurisprudência nas suas pesquisas guardadas: 1 decisão'],
    ]);
    expect(mine[0]?.text).toContain(
      `(decidido em terça-feira, 10 de novembro de 2026)\n  https://tribunal.example/pt/case-law/d/${quokka}`,
    );
  });
});

describe('the collection of a saved search’s new hits', () => {
  it('reads only the decisions added since it was saved, and the words’ matches from the first of them on', async () => {
    const db = database(env.DB);
    const statement = hitsStatement(
      db,
      {
        id: 'plan-test',
        createdAt: '2026-11-20T00:00:00.000Z',
        query: { q: 'dismissal', claimType: 'wages', outcome: 'Settled', year: '2023' },
      },
      '2026-11-22T00:00:00.000Z',
      MAX_HITS_PER_SEARCH,
    ).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
      .bind(...statement.params)
      .all<{ detail: string }>();
    const details = plan.results.map((row) => row.detail);
    // Driven by the created_at index, never by the year's or the outcome's (every decision of 2023).
    expect(details.find((detail) => detail.startsWith('SEARCH case_law USING'))).toBe(
      'SEARCH case_law USING INDEX case_law_created (created_at>?)',
    );
    // FTS5 is given a lower bound on the rowid (">" in its plan), found on the created_at index.
    expect(details.some((detail) => /^SCAN case_law_fts VIRTUAL TABLE INDEX \d+:M\d+>/.test(detail))).toBe(true);
    expect(details).toContain('SEARCH case_law USING COVERING INDEX case_law_created (created_at>?)');
  });
});

describe('the saved searches ranked after a sync', () => {
  it('stores the ranking and counts of the most saved searches with words, before anyone opens them', async () => {
    await env.DB.prepare(
      `INSERT INTO case_law (id, case_name, citation, year, court_level, outcome, claim_types, summary, source, source_uri, created_at, updated_at)
       VALUES ('warm1', 'Warm v Ranked', 'c', 2024, 'Employment Tribunal', NULL, '["wages"]', 'A qxwarmword deduction.', 'test', 'test:warm1', ?1, ?1)`,
    )
      .bind('2026-11-22T00:00:00.000Z')
      .run();
    const wages = { q: 'qxwarmword', claimType: 'wages', outcome: '', year: '' } as const;
    for (const user of [await signUp(), await signUp()]) expect((await save(user, 'Warm', wages)).status).toBe(201);
    expect((await save(await signUp(), 'Listing', { q: '', claimType: 'wages', outcome: '', year: '' })).status).toBe(201);
    const match = ftsQuery('qxwarmword');
    const stored = async () => ({
      ranking: await env.DB.prepare('SELECT docs FROM case_law_search_ranks WHERE search = ?')
        .bind(searchKey(match, chosen(wages)))
        .first<{ docs: string }>(),
      counts: await env.DB.prepare('SELECT counts FROM case_law_search_counts WHERE match = ?').bind(match).first(),
    });
    expect(await stored()).toEqual({ ranking: null, counts: null });

    expect((await warmSavedSearches(database(env.DB), 1000)).searches).toBeGreaterThanOrEqual(1);
    const after = await stored();
    const row = await env.DB.prepare("SELECT rowid AS doc FROM case_law WHERE id = 'warm1'").first<{ doc: number }>();
    expect(JSON.parse(after.ranking?.docs ?? '[]')).toEqual([row?.doc]);
    expect(after.counts).not.toBeNull();
  });
});
