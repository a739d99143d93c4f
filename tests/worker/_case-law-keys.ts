import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import type { Chosen } from '../../src/domain/case-law-facets';
import { caseLawClaimTypes, outcomes } from '../../src/domain/case-law-values';
import { keyTerms } from '../../worker/db/raw/case-law-key-terms';

/**
 * The search's tables agree with case_law, whoever wrote it: every decision has its '' key and one
 * per claim type, and the counts are the keys counted (migrations/0013_case_law_search.sql); the
 * index agrees with its content (FTS5's integrity check reads case_law_fts_source), and the terms
 * the search writes for each claim type, outcome and year find exactly the decisions case_law_keys
 * files under it (migrations/0029_case_law_fts_keys.sql).
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

  await env.DB.exec("INSERT INTO case_law_fts(case_law_fts) VALUES ('integrity-check')");
  const years = await env.DB.prepare('SELECT DISTINCT year FROM case_law_keys').all<{ year: number }>();
  const none: Chosen = { claimType: '', year: null, outcome: null };
  const filters: [Chosen, string, (string | number)[]][] = [
    ...caseLawClaimTypes.map((claimType): [Chosen, string, string[]] => [{ ...none, claimType }, 'claim_type = ?', [claimType]]),
    ...outcomes.map((outcome): [Chosen, string, string[]] => [
      { ...none, outcome },
      "claim_type = '' AND outcome = ?",
      [outcome],
    ]),
    ...years.results.map(({ year }): [Chosen, string, number[]] => [{ ...none, year }, "claim_type = '' AND year = ?", [year]]),
  ];
  for (const [chosen, where, binds] of filters) {
    const [term] = keyTerms(chosen);
    const indexed = await env.DB.prepare('SELECT rowid AS doc FROM case_law_fts WHERE case_law_fts MATCH ? ORDER BY 1')
      .bind(`{keys} : ${term}`)
      .all();
    const filed = await env.DB.prepare(`SELECT doc FROM case_law_keys WHERE ${where} ORDER BY 1`)
      .bind(...binds)
      .all();
    expect(indexed.results, JSON.stringify(chosen)).toEqual(filed.results);
  }
}
