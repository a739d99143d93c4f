/**
 * One page of /case-law results and the counts behind its total and facets, from the statements in
 * db/case-law-search.ts: one D1 round trip when the search's counts and ranking are stored (every
 * search after its first, until case_law changes), two or three more the first time.
 */

import type { Chosen, Count } from '../../../src/domain/case-law-facets';
import { exactMatch, prefixWords, wordCount } from '../../../src/domain/case-law-terms';
import type { Database } from '../client';
import {
  type CaseLawRow,
  countMatchesStatement,
  countRankedStatement,
  countsStatement,
  filteredDecisionsStatement,
  isFiltered,
  listingStatement,
  narrowFilters,
  pageRows,
  RANKED,
  rankedLengthStatement,
  rankedPageStatement,
  rankStatement,
  searchCounts,
  searchKey,
  trimStoredSearchesStatements,
  unrankedPageStatement,
} from './case-law-search';
import { readForms, termsStatement } from './case-law-terms';
import { d1Of } from './d1';

export interface Found {
  rows: CaseLawRow[];
  /** Per claim type, year and outcome: the facets, and the total when `total` is null. */
  counts: Count[];
  /** The total under the filters when it is known exactly without summing the counts. */
  total: number | null;
  /** True when the counts are estimated from a sample of the matches (the total too when it is null). */
  estimated: boolean;
}

function stored(result: D1Result | undefined): string | undefined {
  return (result?.results[0] as { counts?: string } | undefined)?.counts;
}

export async function findCaseLaw(db: Database, match: string, filters: Chosen, limit: number, offset: number): Promise<Found> {
  if (!match) {
    const [counts, page] = await d1Of(db).batch([countsStatement(db, ''), listingStatement(db, filters, limit, offset)]);
    const all = stored(counts);
    return { counts: all ? (JSON.parse(all) as Count[]) : [], rows: pageRows(page ? [page] : []), total: null, estimated: false };
  }
  const key = searchKey(match, filters);
  const filtered = isFiltered(filters);
  // The terms the prefix words begin are read with the stored search (a read of a few index
  // entries), so a first search walks them as exact terms without a round trip of its own.
  const words = prefixWords(match);
  const [countsResult, lengthResult, pageResult, termsResult] = await d1Of(db).batch([
    countsStatement(db, match),
    rankedLengthStatement(db, key),
    rankedPageStatement(db, key, limit, offset),
    ...(words.length > 0 ? [termsStatement(db, words)] : []),
  ]);
  const walk = exactMatch(match, readForms(termsResult));
  let rows = pageRows(pageResult ? [pageResult] : []);
  let ranked = (lengthResult?.results[0] as { n?: number } | undefined)?.n;
  let counts = stored(countsResult);
  let decisions: number | undefined;
  const count = () => [countMatchesStatement(db, match, walk, wordCount(match)), countsStatement(db, match)];
  if (counts === undefined && (filtered || ranked !== undefined)) {
    // The words' own counts are needed first: with filters, to choose the plan below (and the
    // ranking, under the filters, cannot give them).
    const needDecisions = filtered && ranked === undefined;
    const results = await d1Of(db).batch([...count(), ...(needDecisions ? [filteredDecisionsStatement(db, filters)] : [])]);
    counts = stored(results[1]);
    if (needDecisions) decisions = (results[2]?.results[0] as { n?: number } | undefined)?.n ?? 0;
  }
  // Which plan tests the matches against the filters (db/case-law-search.ts `matches`): read with
  // the counts the first time, or alone for a page past the ranked matches.
  let narrow: boolean | undefined;
  const plan = async (): Promise<boolean> => {
    if (narrow === undefined) {
      const selected =
        decisions ?? (filtered ? ((await filteredDecisionsStatement(db, filters).first<{ n: number }>())?.n ?? 0) : 0);
      decisions = selected;
      narrow = narrowFilters(filters, selected, counts === undefined ? 0 : searchCounts(counts).matches);
    }
    return narrow;
  };

  if (ranked === undefined) {
    // Ranked, trimmed and paged in one batch (one transaction, in order: the page reads the ranking
    // just stored). Without filters and not yet counted, the same batch counts the words from the
    // ranking when it holds every match; a full ranking leaves them to be walked below.
    const counting = counts === undefined ? [countRankedStatement(db, match), countsStatement(db, match)] : [];
    const results = await d1Of(db).batch([
      rankStatement(db, match, filters, await plan(), walk),
      ...trimStoredSearchesStatements(db),
      rankedPageStatement(db, key, limit, offset),
      ...counting,
    ]);
    ranked = (results[0]?.results[0] as { n?: number } | undefined)?.n ?? 0;
    rows = pageRows(results[3] ? [results[3]] : []);
    if (counting.length > 0) counts = stored(results[results.length - 1]);
  }
  if (counts === undefined) counts = stored((await d1Of(db).batch(count()))[1]);
  const found = searchCounts(counts ?? JSON.stringify({ matches: 0, stride: 1, counts: [] }));
  // A full ranking may leave matches after it; one with fewer holds them all. (A ranking stored
  // before RANKED changed still counts as full at its own length.)
  if (ranked >= RANKED && offset + limit > ranked) {
    const rest = await unrankedPageStatement(db, match, filters, await plan(), limit, offset, ranked, walk).all();
    rows = [...rows, ...pageRows([rest])];
  }
  // Exact totals where they are known: every match without filters; with filters, a ranking shorter
  // than RANKED holds every match passing them. Otherwise the counts' sum, estimated or not.
  const total = !filtered ? found.matches : ranked < RANKED ? ranked : null;
  return { counts: found.counts, rows, total, estimated: found.estimated };
}
