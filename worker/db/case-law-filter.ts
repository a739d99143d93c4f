/**
 * The /case-law search's conditions (the reader's words through FTS5 and the three filters), shared
 * by GET /api/case-law and the saved-search alerts (services/alerts/collect.ts), so an alert finds
 * exactly what the same search on the screen would (the screen's own statements, shaped for a page
 * of 150,000 decisions, are in db/case-law-search.ts: the same MATCH, and the claim type through
 * the same case_law_keys table).
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type CaseLawQuery, ftsQuery } from '../../src/domain/case-law';
import { caseLaw } from './schema';

export interface CaseLawConditions {
  /** The FTS5 query, or '' when there are no words. */
  match: string;
  /** The text search alone (what the facets describe). */
  searched: SQL | undefined;
  /** The text search and the filters. */
  filtered: SQL | undefined;
}

export function caseLawConditions({
  q,
  claimType,
  outcome,
  year,
}: Pick<CaseLawQuery, 'q' | 'claimType' | 'outcome' | 'year'>): CaseLawConditions {
  const match = ftsQuery(q);
  // Membership in the words' matches, read once per statement, rather than a join to the FTS index:
  // the alerts ask for the few decisions added since a search was saved (by the created_at index), and
  // a join made SQLite walk every match of the words and read its case_law row, about 90 ms per saved
  // search for a common word at 150,000 decisions even when nothing was new. "+" keeps SQLite from
  // looking the matches up in case_law one by one instead.
  const searched: SQL | undefined = match
    ? sql`+${caseLaw}.rowid IN (SELECT rowid FROM case_law_fts WHERE case_law_fts MATCH ${match})`
    : undefined;
  const filtered = and(
    searched,
    claimType && claimType !== 'all'
      ? sql`EXISTS (SELECT 1 FROM case_law_keys WHERE case_law_keys.doc = ${caseLaw}.rowid AND case_law_keys.claim_type = ${claimType})`
      : undefined,
    outcome && outcome !== 'all' ? eq(caseLaw.outcome, outcome) : undefined,
    year && year !== 'all' ? eq(caseLaw.year, Number(year)) : undefined,
  );
  return { match, searched, filtered };
}
