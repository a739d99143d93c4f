/**
 * A search's filters as terms of the case-law index: migration 0029 indexes each decision's claim
 * types, year and outcome in the index's `keys` column as `ct_<claim type>`, `yr_<year>` and
 * `oc_<outcome>` (lower case, hyphens and spaces as "_"; the view case_law_fts_source writes them),
 * so that a search under filters is one FTS5 query that FTS5 answers by intersecting the lists.
 * These must be written exactly as the view writes them: tests/worker/case-law-keys.test.ts checks
 * every claim type and outcome against case_law_keys.
 */
import type { Chosen } from '../../../src/domain/case-law-facets';

// Only letters, digits and "_" reach the FTS5 query: the filters are checked against their lists
// before they come here, and a value that somehow was not could otherwise break the query's syntax.
const term = (prefix: string, value: string) =>
  `"${prefix}_${value
    .toLowerCase()
    .replace(/[- ]/g, '_')
    .replace(/[^a-z0-9_]/g, '')}"`;

/** The filters' terms, each of which a decision passing them holds ([] without filters). */
export function keyTerms(filters: Chosen): string[] {
  return [
    ...(filters.claimType ? [term('ct', filters.claimType)] : []),
    ...(filters.year !== null ? [term('yr', String(filters.year))] : []),
    ...(filters.outcome !== null ? [term('oc', filters.outcome)] : []),
  ];
}

/**
 * The words' FTS5 query under the filters: the words as they are, and the filters' terms in the
 * `keys` column. A reader's words never reach that column's terms ("_" is a token character of
 * this index only, and src/domain/case-law.ts `ftsQuery` splits the words on it), so the words
 * need no column filter of their own (one costs FTS5 a read of every match's positions: 9 to 18 ms
 * for "the" at 150,000 decisions).
 */
export function filteredMatch(walk: string, filters: Chosen): string {
  const keys = keyTerms(filters);
  return keys.length === 0 ? walk : `(${walk}) AND {keys} : (${keys.join(' AND ')})`;
}
