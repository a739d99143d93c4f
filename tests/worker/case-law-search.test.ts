import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CaseLawPage } from '../../src/domain/case-law';
import { database } from '../../worker/db/client';
import { trimStoredSearchesStatements } from '../../worker/db/raw/case-law-search';

const NOW = '2026-11-22T00:00:00.000Z';

async function insert(row: {
  id: string;
  name: string;
  year: number;
  outcome: string | null;
  types: string[];
  summary: string;
  principle?: string;
  pt?: string;
}) {
  await env.DB.prepare(
    `INSERT INTO case_law (id, case_name, citation, year, court_level, outcome, claim_types, summary, key_points, legal_principle, summary_pt, key_points_pt, source, source_uri, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'Court of Appeal', ?, ?, ?, '["a point"]', ?, ?, ?, 'test', ?, ?, ?)`,
  )
    .bind(
      row.id,
      row.name,
      `[${row.year}] EWCA Civ 1`,
      row.year,
      row.outcome,
      JSON.stringify(row.types),
      row.summary,
      row.principle ?? null,
      row.pt ?? null,
      row.pt ? '["um ponto"]' : null,
      `test:${row.id}`,
      NOW,
      NOW,
    )
    .run();
}

async function search(query: string): Promise<CaseLawPage> {
  const response = await SELF.fetch(`https://example.com/api/case-law?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as CaseLawPage;
}

describe('GET /api/case-law', () => {
  beforeAll(async () => {
    await env.DB.exec('DELETE FROM case_law');
    await insert({
      id: 't1',
      name: 'Zeta Widgets v Okafor',
      year: 2019,
      outcome: 'Claimant Success',
      types: ['unfair-dismissal'],
      summary: 'A dismissal for gross misconduct without an investigation was unfair.',
      principle: 'The band of reasonable responses applies to the investigation.',
      pt: 'Um despedimento por falta grave sem investigação foi injusto.',
    });
    await insert({
      id: 't2',
      name: 'Alpha Care v Nwosu',
      year: 2021,
      outcome: 'Respondent Success',
      types: ['discrimination', 'harassment'],
      summary: 'Harassment related to race was not made out on the facts.',
    });
    await insert({
      id: 't3',
      name: 'Beta Foods v Silva',
      year: 2021,
      outcome: 'Claimant Success',
      types: ['discrimination'],
      summary:
        'Indirect discrimination: a shift pattern put women at a particular disadvantage; misconduct allegations were irrelevant.',
    });
    await insert({
      id: 't4',
      name: 'Gamma Ltd v Patel',
      year: 2015,
      outcome: null,
      types: ['whistleblowing'],
      summary: 'A protected disclosure about patient safety.',
    });
  });

  it('lists every decision, newest first, with facets of what is present', async () => {
    const page = await search('');
    expect(page.total).toBe(4);
    expect(page.items.map((i) => i.year)).toEqual([2021, 2021, 2019, 2015]);
    expect(page.facets.years).toEqual([
      { value: 2021, count: 2 },
      { value: 2019, count: 1 },
      { value: 2015, count: 1 },
    ]);
    expect(page.facets.outcomes).toEqual(
      expect.arrayContaining([
        { value: 'Claimant Success', count: 2 },
        { value: 'Respondent Success', count: 1 },
      ]),
    );
    expect(page.facets.claimTypes).toEqual(
      expect.arrayContaining([
        { value: 'discrimination', count: 2 },
        { value: 'whistleblowing', count: 1 },
      ]),
    );
  });

  it('searches name, summary and principle case-insensitively, ranked by relevance', async () => {
    expect((await search('q=OKAFOR')).items.map((i) => i.id)).toEqual(['t1']);
    expect((await search('q=reasonable%20responses')).items.map((i) => i.id)).toEqual(['t1']);
    const misconduct = await search('q=misconduct');
    expect(misconduct.items.map((i) => i.id).sort()).toEqual(['t1', 't3']);
    // Prefix matching: "disadvant" finds "disadvantage".
    expect((await search('q=disadvant')).items.map((i) => i.id)).toEqual(['t3']);
  });

  it('matches words of one or two letters exactly, longer words as prefixes', async () => {
    // "to" is in t1 ("applies to the investigation") and t2 ("related to race"); as a prefix it
    // would also have found t5's "tort", "total" and "Tortoise".
    await insert({
      id: 't5',
      name: 'Delta v Tortoise',
      year: 2010,
      outcome: null,
      types: ['wages'],
      summary: 'A total loss in tort.',
    });
    expect((await search('q=to')).items.map((i) => i.id).sort()).toEqual(['t1', 't2']);
    expect((await search('q=tor')).items.map((i) => i.id)).toEqual(['t5']);
    expect((await search('q=related%20to%20race')).items.map((i) => i.id)).toEqual(['t2']);
    await env.DB.prepare("DELETE FROM case_law WHERE id = 't5'").run();
  });

  it('finds the same decisions whichever way it tests words against filters', async () => {
    // Fewer decisions under the filters than the words match: the matches are tested against them as a set.
    const set = await search('q=misconduct&claimType=unfair-dismissal');
    expect(set.items.map((i) => i.id)).toEqual(['t1']);
    expect(set.total).toBe(1);
    expect((await search('q=a&claimType=discrimination&outcome=Claimant%20Success')).items.map((i) => i.id)).toEqual(['t3']);
    // As many or more under the filters: each match is looked up in case_law_keys.
    expect((await search('q=misconduct&year=2021')).items.map((i) => i.id)).toEqual(['t3']);
    expect((await search('q=Okafor&year=2019&outcome=Claimant%20Success')).items.map((i) => i.id)).toEqual(['t1']);
    expect((await search('q=Okafor&year=2021')).items).toEqual([]);
  });

  it('pages a search from its stored ranking, and ranks again after case_law changes', async () => {
    const whole = (await search('q=misconduct')).items.map((i) => i.id);
    const first = await search('q=misconduct&pageSize=1&page=1');
    const second = await search('q=misconduct&pageSize=1&page=2');
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(whole);
    expect((await search('q=misconduct&pageSize=1&page=3')).items).toEqual([]);
    await insert({ id: 't6', name: 'Epsilon v Misconduct', year: 2020, outcome: null, types: [], summary: 'Misconduct.' });
    const after = await search('q=misconduct');
    expect(after.items.map((i) => i.id).sort()).toEqual(['t1', 't3', 't6']);
    expect(after.total).toBe(3);
    await env.DB.prepare("DELETE FROM case_law WHERE id = 't6'").run();
    expect((await search('q=misconduct&pageSize=1&page=3')).items).toEqual([]);
    expect((await search('q=misconduct')).items.map((i) => i.id)).toEqual(whole);
  });

  it('filters by claim type, outcome and year, and combines them', async () => {
    expect((await search('claimType=discrimination')).total).toBe(2);
    expect((await search('claimType=discrimination&outcome=Claimant%20Success')).items.map((i) => i.id)).toEqual(['t3']);
    expect((await search('year=2015')).items.map((i) => i.id)).toEqual(['t4']);
    expect((await search('claimType=all&outcome=all&year=all')).total).toBe(4);
    expect((await search('q=nothing-like-this')).total).toBe(0);
  });

  it('uses the hyphenated claim-type ids, and still opens a link with the old underscored one', async () => {
    const hyphenated = await search('claimType=unfair-dismissal');
    expect(hyphenated.total).toBeGreaterThan(0);
    expect(hyphenated.items.every((i) => i.claimTypes.includes('unfair-dismissal'))).toBe(true);
    expect((await search('claimType=unfair_dismissal')).items.map((i) => i.id)).toEqual(hyphenated.items.map((i) => i.id));
    expect(hyphenated.facets.claimTypes.map((f) => f.value).filter((v) => v.includes('_'))).toEqual([]);
  });

  it('migration 0006 rewrites rows stored with underscored ids', async () => {
    await insert({
      id: 'legacy',
      name: 'Legacy v Row',
      year: 1999,
      outcome: null,
      types: ['unfair_dismissal', 'holiday_pay'],
      summary: 'A row synced before the ids changed.',
    });
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0006_'));
    expect(migration?.queries.length).toBeGreaterThan(0);
    for (const query of migration?.queries ?? []) await env.DB.prepare(query).run();
    const row = await env.DB.prepare("SELECT claim_types FROM case_law WHERE id = 'legacy'").first<{ claim_types: string }>();
    expect(JSON.parse(row?.claim_types ?? '[]')).toEqual(['unfair-dismissal', 'holiday-pay']);
    await env.DB.prepare("DELETE FROM case_law WHERE id = 'legacy'").run();
  });

  it('pages results', async () => {
    const first = await search('pageSize=3&page=1');
    const second = await search('pageSize=3&page=2');
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(1);
    expect(first.total).toBe(4);
  });

  it('answers in Portuguese where a translation exists, and says when it does not', async () => {
    const page = await search('lang=pt&q=Okafor');
    expect(page.items[0]).toMatchObject({
      summary: 'Um despedimento por falta grave sem investigação foi injusto.',
      keyPoints: ['um ponto'],
      untranslated: false,
    });
    expect((await search('lang=pt&q=Patel')).items[0]?.untranslated).toBe(true);
  });

  it('treats search operators as plain words', async () => {
    for (const q of ['"', 'AND OR NOT', '*', 'a:b', '((', 'NEAR(']) {
      const response = await SELF.fetch(`https://example.com/api/case-law?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
    }
  });

  it.each([
    ['pageSize=501', 'Page size must be between 1 and 500'],
    ['pageSize=0', 'Page size must be between 1 and 500'],
    ['page=-1', 'Page must be a whole number from 1'],
    ['page=abc', 'Page must be a whole number from 1'],
    ['year=20', 'Year must have four digits'],
    ['claimType=parking', 'Choose a claim type from the list'],
    ['outcome=Won', 'Choose an outcome from the list'],
  ])('refuses %s with 400 and a message', async (query, message) => {
    const response = await SELF.fetch(`https://example.com/api/case-law?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
  });
});

describe('stored searches', () => {
  it('keep only the newest ones, so distinct searches cannot fill the database between syncs', async () => {
    const keys = ['first', 'second', 'third'].map((name) => `trim-test-${name}-${crypto.randomUUID()}`);
    for (const key of keys) {
      await env.DB.prepare('INSERT INTO case_law_search_ranks (search, docs) VALUES (?, ?)').bind(key, '[1,2,3]').run();
      await env.DB.prepare('INSERT INTO case_law_search_counts (match, counts) VALUES (?, ?)').bind(key, '[]').run();
    }
    await env.DB.batch(trimStoredSearchesStatements(database(env.DB), 2));
    const left = async (table: string, column: string) =>
      (
        await env.DB.prepare(`SELECT ${column} AS k FROM ${table} WHERE ${column} LIKE 'trim-test-%'`).all<{ k: string }>()
      ).results.map((row) => row.k);
    for (const [table, column] of [
      ['case_law_search_ranks', 'search'],
      ['case_law_search_counts', 'match'],
    ] as const) {
      const kept = await left(table, column);
      expect(kept, table).not.toContain(keys[0]);
      expect(kept, table).toContain(keys[2]);
    }
  });
});
