/**
 * GET /api/case-law's one call: a page of decisions under the reader's words and filters, the total
 * and the facets of the words (the statements, and why they are shaped so, in raw/case-law-search.ts).
 */
import { type CaseLawQuery, ftsQuery } from '../../src/domain/case-law';
import { chosen, summarise } from '../../src/domain/case-law-facets';
import type { Database } from './client';
import { findCaseLaw } from './raw/case-law-page';

export async function searchCaseLaw(
  db: Database,
  query: Pick<CaseLawQuery, 'q' | 'claimType' | 'outcome' | 'year' | 'page' | 'pageSize'>,
) {
  const filters = chosen(query);
  const found = await findCaseLaw(db, ftsQuery(query.q), filters, query.pageSize, (query.page - 1) * query.pageSize);
  const { total, facets } = summarise(found.counts, filters);
  return {
    rows: found.rows,
    // Exact where the statements know it; otherwise the counts' sum, estimated from a sample or not.
    total: found.total ?? total,
    totalEstimated: found.total === null && found.estimated,
    facets,
    facetsEstimated: found.estimated,
  };
}
