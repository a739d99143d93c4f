import { env } from 'cloudflare:test';
import { expect } from 'vitest';

/**
 * The search's tables agree with case_law, whoever wrote it: every decision has its '' key and one
 * per claim type, and the counts are the keys counted (migrations/0013_case_law_search.sql).
 */
export async function expectSearchTablesInStep() {
  const expected = await env.DB.prepare(
    `SELECT c.rowid AS doc, '' AS claim_type, c.year, coalesce(c.outcome, '') AS outcome FROM case_law c
     UNION SELECT c.rowid, j.value, c.year, coalesce(c.outcome, '') FROM case_law c,
       json_each(CASE WHEN json_valid(c.claim_types) THEN c.claim_types ELSE '[]' END) j WHERE j.value <> ''
     ORDER BY 1, 2`,
  ).all();
  const keys = await env.DB.prepare('SELECT doc, claim_type, year, outcome FROM case_law_keys ORDER BY 1, 2').all();
  expect(keys.results).toEqual(expected.results);
  const counted = await env.DB.prepare(
    'SELECT claim_type, year, outcome, count(*) AS n FROM case_law_keys GROUP BY 1, 2, 3 ORDER BY 1, 2, 3',
  ).all();
  const counts = await env.DB.prepare(
    'SELECT claim_type, year, outcome, n FROM case_law_counts WHERE n > 0 ORDER BY 1, 2, 3',
  ).all();
  expect(counts.results).toEqual(counted.results);
}
