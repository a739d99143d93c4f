import { env, SELF } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaseLawPage, ftsQuery } from '../../src/domain/case-law';
import { RANKED, SAMPLE } from '../../worker/db/raw/case-law-search';

const NOW = '2026-11-22T00:00:00.000Z';
// More matches than SAMPLE, so a search's counts are a sample's; years no other file uses.
const ROWS = 4 * SAMPLE;

async function search(query: string): Promise<CaseLawPage> {
  const response = await SELF.fetch(`https://example.com/api/case-law?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as CaseLawPage;
}

beforeAll(async () => {
  // One statement for every row (the FTS and keys triggers run as for any insert): every decision
  // holds the word; one in three is filed under wages, one in ten was decided in 1904, and the
  // claimant won one in twenty of 1904's.
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO case_law (id, case_name, citation, year, court_level, outcome, claim_types, summary, source, source_uri, created_at, updated_at)
     SELECT 'est' || i, 'Estimate ' || i, 'c', CASE WHEN i % 10 = 0 THEN 1904 ELSE 1903 END, 'Employment Tribunal',
       CASE WHEN i % 200 = 0 THEN 'Claimant Success' ELSE NULL END,
       CASE WHEN i % 3 = 0 THEN '["wages"]' ELSE '["unfair-dismissal"]' END,
       'The zqestimand rule.', 'estimate-test', 'estimate-test:' || i, ?, ? FROM n`,
  )
    .bind(ROWS, NOW, NOW)
    .run();
});

afterAll(async () => {
  await env.DB.exec("DELETE FROM case_law WHERE source = 'estimate-test'");
});

describe('a search matching more decisions than are counted one by one', () => {
  it('gives the exact total of the words alone, and facets estimated from a sample', async () => {
    const page = await search('q=zqestimand');
    expect(page.total).toBe(ROWS);
    expect(page.totalEstimated).toBe(false);
    expect(page.facetsEstimated).toBe(true);
    const years = Object.fromEntries(page.facets.years.map((y) => [y.value, y.count]));
    expect(Math.abs((years[1904] ?? 0) - ROWS / 10)).toBeLessThan(ROWS / 50);
    expect(Math.abs((years[1903] ?? 0) - (ROWS * 9) / 10)).toBeLessThan(ROWS / 50);
    // The repeat reads the stored counts and says the same.
    expect(await search('q=zqestimand')).toMatchObject({ total: ROWS, totalEstimated: false });
  });

  it('counts a total under filters exactly though more than the ranked matches pass, and keeps it for the next page', async () => {
    expect(ROWS / 3).toBeGreaterThan(RANKED);
    const page = await search('q=zqestimand&claimType=wages');
    expect(page).toMatchObject({ total: Math.floor(ROWS / 3), totalEstimated: false, facetsEstimated: true });
    expect(page.items).toHaveLength(20);
    expect(await search('q=zqestimand&claimType=wages&page=200')).toMatchObject({
      total: Math.floor(ROWS / 3),
      totalEstimated: false,
    });
  });

  it('still estimates a total under filters from a ranking stored before totals were kept with it', async () => {
    await search('q=zqestimand&claimType=unfair-dismissal');
    await env.DB.exec('UPDATE case_law_search_ranks SET matches = NULL');
    const page = await search('q=zqestimand&claimType=unfair-dismissal');
    expect(page.totalEstimated).toBe(true);
    expect(Math.abs(page.total - (ROWS - Math.floor(ROWS / 3)))).toBeLessThan(ROWS / 30);
  });

  it('counts a total under filters exactly when the ranking holds every match passing them', async () => {
    const year = await search('q=zqestimand&year=1904');
    expect(year).toMatchObject({ total: ROWS / 10, totalEstimated: false });
    const few = await search('q=zqestimand&year=1904&outcome=Claimant%20Success&pageSize=100');
    expect(few).toMatchObject({ total: ROWS / 200, totalEstimated: false });
    expect(few.items.map((i) => i.id).sort()).toEqual(Array.from({ length: ROWS / 200 }, (_, i) => `est${(i + 1) * 200}`).sort());
  });
});

describe('counts stored in the shape before migration 0024', () => {
  it('are still read, as every match counted', async () => {
    const match = ftsQuery('zqoldshape');
    await env.DB.prepare('INSERT OR REPLACE INTO case_law_search_counts (match, counts) VALUES (?, ?)')
      .bind(match, JSON.stringify([['', 1905, '', 7]]))
      .run();
    const page = await search('q=zqoldshape');
    expect(page).toMatchObject({ total: 7, totalEstimated: false, facetsEstimated: false });
  });
});
