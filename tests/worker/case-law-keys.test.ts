import { env, SELF } from 'cloudflare:test';
import { afterAll, describe, expect, it } from 'vitest';
import type { CaseLawPage } from '../../src/domain/case-law';
import { RANKED } from '../../worker/db/raw/case-law-search';
import { expectSearchTablesInStep } from './_case-law-keys';

const NOW = '2026-11-22T00:00:00.000Z';
// Years no other test file uses, so the totals below count only this file's rows.
const YEAR = 1901;

async function insert(id: string, types: string, outcome: string | null, summary: string, year = YEAR) {
  await env.DB.prepare(
    `INSERT INTO case_law (id, case_name, citation, year, court_level, outcome, claim_types, summary, source, source_uri, created_at, updated_at)
     VALUES (?, ?, 'c', ?, 'Employment Tribunal', ?, ?, ?, 'keys-test', ?, ?, ?)`,
  )
    .bind(id, `Keys ${id} v Employer`, year, outcome, types, summary, `keys-test:${id}`, NOW, NOW)
    .run();
}

async function search(query: string): Promise<CaseLawPage> {
  const response = await SELF.fetch(`https://example.com/api/case-law?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as CaseLawPage;
}

afterAll(async () => {
  await env.DB.exec("DELETE FROM case_law WHERE source = 'keys-test'");
});

describe('the case-law search tables', () => {
  it('follow case_law on insert, update and delete, and give the totals without words', async () => {
    await insert('k1', '["wages","wages","harassment"]', 'Settled', 'Unpaid wages.');
    await insert('k2', 'not json', null, 'A row whose claim types cannot be read.');
    await expectSearchTablesInStep();
    expect((await search(`year=${YEAR}`)).total).toBe(2);
    expect((await search(`year=${YEAR}&claimType=wages`)).items.map((i) => i.id)).toEqual(['k1']);
    expect((await search(`year=${YEAR}&outcome=Settled&claimType=harassment`)).total).toBe(1);
    // The filters' terms in the index are out of a reader's reach, however the words are typed.
    for (const words of [`yr_${YEAR}`, `yr${YEAR}`, 'oc_settled', 'ct_harassment', 'ct harassment']) {
      expect((await search(`q=${encodeURIComponent(words)}&year=${YEAR}`)).total, words).toBe(0);
    }

    await env.DB.prepare(
      `UPDATE case_law SET claim_types = '["whistleblowing"]', outcome = 'Claimant Success' WHERE id = 'k1'`,
    ).run();
    await expectSearchTablesInStep();
    expect((await search(`year=${YEAR}&claimType=wages`)).total).toBe(0);
    expect((await search(`year=${YEAR}&claimType=whistleblowing&outcome=Claimant%20Success`)).items.map((i) => i.id)).toEqual([
      'k1',
    ]);

    await env.DB.prepare(`DELETE FROM case_law WHERE id = 'k1'`).run();
    await expectSearchTablesInStep();
    expect((await search(`year=${YEAR}`)).items.map((i) => i.id)).toEqual(['k2']);
  });

  it("recounts a search's words after case_law changes", async () => {
    const before = await search('q=zyxquorum');
    expect(before.total).toBe(0);
    await insert('k3', '["remedies"]', 'Split Decision', 'The zyxquorum point.');
    const after = await search('q=zyxquorum');
    expect(after.total).toBe(1);
    expect(after.facets).toEqual({
      claimTypes: [{ value: 'remedies', count: 1 }],
      outcomes: [{ value: 'Split Decision', count: 1 }],
      years: [{ value: YEAR, count: 1 }],
    });
    expect((await search('q=zyxquorum&claimType=remedies&outcome=Settled')).total).toBe(0);
  });

  it('pages past the ranked matches without losing or repeating a decision', async () => {
    const rows = RANKED + 10;
    // One statement for every row: the FTS and keys triggers run as for any insert.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO case_law (id, case_name, citation, year, court_level, outcome, claim_types, summary, source, source_uri, created_at, updated_at)
       SELECT 'bulk' || i, 'Bulk ' || i, 'c', 1902, 'Employment Tribunal', NULL, '[]',
         'The qwvortex rule' || substr(' qwvortex qwvortex', 1, 9 * (i % 3)), 'keys-test', 'keys-test:bulk' || i, ?, ? FROM n`,
    )
      .bind(rows, NOW, NOW)
      .run();
    const pageSize = 300;
    const ids: string[] = [];
    for (let page = 1; page <= Math.ceil(rows / pageSize); page++) {
      const result = await search(`q=qwvortex&pageSize=${pageSize}&page=${page}`);
      expect(result.total).toBe(rows);
      ids.push(...result.items.map((i) => i.id));
    }
    expect(ids).toHaveLength(rows);
    expect(new Set(ids).size).toBe(rows);
    // Within the ranked matches, the rows saying the word most come first.
    expect(ids.slice(0, 5).every((id) => Number(id.slice(4)) % 3 === 2)).toBe(true);

    // Under a filter (1902's decisions, not this one of 1901), the words and the filter are one FTS5
    // query, past the ranked matches too; the total passing it is counted exactly, though more than
    // RANKED pass and the word matches more than SAMPLE (whose facets are a sample's).
    await insert('k4', '[]', null, 'One more qwvortex, in another year.');
    const filtered: string[] = [];
    for (let page = 1; page <= Math.ceil(rows / pageSize); page++) {
      const result = await search(`q=qwvortex&year=1902&pageSize=${pageSize}&page=${page}`);
      expect(result).toMatchObject({ total: rows, totalEstimated: false });
      filtered.push(...result.items.map((i) => i.id));
    }
    expect(filtered).toHaveLength(rows);
    expect(new Set(filtered)).toEqual(new Set(ids));
    expect((await search('q=qwvortex')).total).toBe(rows + 1);
  });
});
