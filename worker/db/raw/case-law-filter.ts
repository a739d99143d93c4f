/**
 * The /case-law search's conditions (the reader's words through FTS5 and the three filters), shared
 * by GET /api/case-law and the saved-search alerts (services/alerts/collect.ts), so an alert finds
 * exactly what the same search on the screen would (the screen's own statements, shaped for a page
 * of 150,000 decisions, are in db/case-law-search.ts: the same MATCH, and the claim type through
 * the same case_law_keys table).
 */
import { and, type SQL, sql } from 'drizzle-orm';
import { type CaseLawQuery, ftsQuery } from '../../../src/domain/case-law';
import { caseLaw } from '../schema';

export interface CaseLawConditions {
  /** The FTS5 query, or '' when there are no words. */
  match: string;
  /** The text search alone (what the facets describe). */
  searched: SQL | undefined;
  /** The text search and the filters. */
  filtered: SQL | undefined;
}

export function caseLawConditions(
  { q, claimType, outcome, year }: Pick<CaseLawQuery, 'q' | 'claimType' | 'outcome' | 'year'>,
  /**
   * Only decisions added after this time are asked for (the alerts): FTS5 then walks the words'
   * matches only from the first such decision's rowid on, instead of every match.
   */
  addedAfter?: string,
): CaseLawConditions {
  const match = ftsQuery(q);
  // Membership in the words' matches, read once per statement, rather than a join to the FTS index:
  // the alerts ask for the few decisions added since a search was saved (by the created_at index), and
  // a join made SQLite walk every match of the words and read its case_law row, about 90 ms per saved
  // search for a common word at 150,000 decisions even when nothing was new. "+" keeps SQLite from
  // looking the matches up in case_law one by one instead.
  //
  // With `addedAfter`, the matches are walked from the smallest rowid of a decision added since (read
  // on the created_at index: the decisions the statement looks at anyway), so a common word's 100,000
  // matches are not all listed for the few decisions a sync added; the created_at condition itself
  // stays with the caller, so the bound only leaves out matches that could never pass it.
  const from =
    addedAfter === undefined
      ? sql``
      : sql` AND rowid >= (SELECT min(rowid) FROM ${caseLaw} INDEXED BY case_law_created WHERE ${caseLaw.createdAt} > ${addedAfter})`;
  const searched: SQL | undefined = match
    ? sql`+${caseLaw}.rowid IN (SELECT rowid FROM case_law_fts WHERE case_law_fts MATCH ${match}${from})`
    : undefined;
  const filtered = and(
    searched,
    claimType && claimType !== 'all'
      ? sql`EXISTS (SELECT 1 FROM case_law_keys WHERE case_law_keys.doc = ${caseLaw}.rowid AND case_law_keys.claim_type = ${claimType})`
      : undefined,
    // "+": never the statement's index. The alerts ask for the decisions added since a search was
    // saved, by the created_at index; on the year or outcome index instead (SQLite's choice without
    // statistics), a search with either filter read every decision of that year or outcome, tens of
    // thousands of rows, on every run, even when nothing was new.
    outcome && outcome !== 'all' ? sql`+${caseLaw.outcome} = ${outcome}` : undefined,
    year && year !== 'all' ? sql`+${caseLaw.year} = ${Number(year)}` : undefined,
  );
  return { match, searched, filtered };
}
