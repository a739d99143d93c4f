/**
 * One page of /case-law results and the counts behind its total and facets, from the statements in
 * db/case-law-search.ts: one D1 round trip when the search's counts and ranking are stored (every
 * search after its first, until case_law changes), more the first time.
 */
import {
  type CaseLawRow,
  type Chosen,
  type Count,
  countMatches,
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
  searchKey,
  trimStoredSearchesStatements,
  unrankedPageStatement,
} from './case-law-search';

export interface Found {
  rows: CaseLawRow[];
  counts: Count[];
}

function storedCounts(result: D1Result | undefined): Count[] | undefined {
  const counts = (result?.results[0] as { counts?: string } | undefined)?.counts;
  return counts === undefined ? undefined : (JSON.parse(counts) as Count[]);
}

/** Every decision the words match (the counts' rows for the decision itself, claim type ''). */
function wordMatches(counts: Count[]): number {
  return counts.reduce((sum, [claimType, , , n]) => (claimType === '' ? sum + n : sum), 0);
}

export async function findCaseLaw(db: D1Database, match: string, filters: Chosen, limit: number, offset: number): Promise<Found> {
  if (!match) {
    const [counts, page] = await db.batch([countsStatement(db, ''), listingStatement(db, filters, limit, offset)]);
    return { counts: storedCounts(counts) ?? [], rows: pageRows(page ? [page] : []) };
  }
  const key = searchKey(match, filters);
  const [countsResult, lengthResult, pageResult] = await db.batch([
    countsStatement(db, match),
    rankedLengthStatement(db, key),
    rankedPageStatement(db, key, limit, offset),
  ]);
  const counts = storedCounts(countsResult) ?? (await countMatches(db, match));
  let rows = pageRows(pageResult ? [pageResult] : []);
  let ranked = (lengthResult?.results[0] as { n?: number } | undefined)?.n;

  // Which plan tests the matches against the filters (db/case-law-search.ts `matches`), read only
  // when a statement needs it: the first search, or a page past the ranked matches.
  let narrow: boolean | undefined;
  const plan = async (): Promise<boolean> => {
    if (narrow === undefined) {
      const decisions = isFiltered(filters)
        ? ((await filteredDecisionsStatement(db, filters).first<{ n: number }>())?.n ?? 0)
        : 0;
      narrow = narrowFilters(filters, decisions, wordMatches(counts));
    }
    return narrow;
  };

  if (ranked === undefined) {
    ranked = (await rankStatement(db, match, filters, await plan()).first<{ n: number }>())?.n ?? 0;
    await db.batch(trimStoredSearchesStatements(db));
    if (offset < ranked) rows = pageRows([await rankedPageStatement(db, key, limit, offset).all()]);
  }
  // A full ranking may leave matches after it; one with fewer holds them all. (A ranking stored
  // before RANKED changed still counts as full at its own length.)
  if (ranked >= RANKED && offset + limit > ranked) {
    const rest = await unrankedPageStatement(db, match, filters, await plan(), limit, offset, ranked).all();
    rows = [...rows, ...pageRows([rest])];
  }
  return { counts, rows };
}
