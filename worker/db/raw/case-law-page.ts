/**
 * One page of /case-law results and the counts behind its total and facets, from the statements in
 * db/case-law-search.ts: one D1 round trip when the search's counts and ranking are stored (every
 * search after its first, until case_law changes), one or two more the first time.
 */

import type { Chosen, Count } from '../../../src/domain/case-law-facets';
import { exactMatch, prefixWords, wordCount } from '../../../src/domain/case-law-terms';
import type { Database } from '../client';
import {
  type CaseLawRow,
  countMatchesStatement,
  countRankedStatement,
  countsStatement,
  isFiltered,
  listingStatement,
  pageRows,
  RANKED,
  type RankedLength,
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
  let ranking = lengthResult?.results[0] as RankedLength | undefined;
  let counts = stored(countsResult);
  const walkCount = () => countMatchesStatement(db, match, walk, wordCount(match));

  if (ranking === undefined) {
    // Ranked, trimmed and paged in one batch (one transaction, in order: the page reads the ranking
    // just stored). The words' counts, for the facets, come in the same batch: under filters, by
    // walking the words; without, from the ranking when it holds every match (a full ranking leaves
    // them to be walked below).
    const counting =
      counts === undefined ? [filtered ? walkCount() : countRankedStatement(db, match), countsStatement(db, match)] : [];
    const results = await d1Of(db).batch([
      rankStatement(db, match, filters, walk),
      ...trimStoredSearchesStatements(db),
      rankedPageStatement(db, key, limit, offset),
      ...counting,
    ]);
    ranking = (results[0]?.results[0] as RankedLength | undefined) ?? { n: 0, matches: null };
    rows = pageRows(results[3] ? [results[3]] : []);
    if (counting.length > 0) counts = stored(results[results.length - 1]);
  }
  if (counts === undefined) counts = stored((await d1Of(db).batch([walkCount(), countsStatement(db, match)]))[1]);
  const found = searchCounts(counts ?? JSON.stringify({ matches: 0, stride: 1, counts: [] }));
  const ranked = ranking.n;
  // A full ranking may leave matches after it; one with fewer holds them all. (A ranking stored
  // before RANKED changed still counts as full at its own length.)
  if (ranked >= RANKED && offset + limit > ranked) {
    const rest = await unrankedPageStatement(db, filters, limit, offset, ranked, walk).all();
    rows = [...rows, ...pageRows([rest])];
  }
  // Exact totals: every match of the words without filters; with filters, the count kept with the
  // ranking, or its length when it holds them all. Only a ranking stored before migration 0029 (no
  // count) falls back on the counts' sum, estimated or not.
  const total = !filtered ? found.matches : (ranking.matches ?? (ranked < RANKED ? ranked : null));
  return { counts: found.counts, rows, total, estimated: found.estimated };
}
