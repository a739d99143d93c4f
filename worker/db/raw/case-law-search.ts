/**
 * The /case-law search's statements, shaped for 150,000 decisions (docs/benchmarks.md, "Case-law
 * search at scale", holds the query plans and the figures).
 *
 * - A page of rows is chosen on the narrow tables first (the FTS index, case_law_keys) and only its
 *   rows are read from the wide case_law table.
 * - With words, bm25 ranks the newest RANKED matches (FTS5 walks its index newest first and stops
 *   there), not every match: a word found in most decisions has almost no weight in bm25 (its
 *   inverse document frequency is about zero), so ranking all of them costs a few hundred
 *   milliseconds and orders them by noise. Past the ranked matches, the rest follow newest first.
 * - The ranking is stored (case_law_search_ranks) the first time a search is made, until case_law
 *   changes: bm25 makes FTS5 pass over each word's matches a second time (to count the decisions
 *   holding it), so ranking costs 25-70 ms of CPU for common words, and each page turn re-ranked.
 * - Under filters, the words and the filters are one FTS5 query: the index holds each decision's
 *   claim types, year and outcome as terms (migration 0029, db/raw/case-law-key-terms.ts), and FTS5
 *   intersects their lists with the words' lists, skipping through them, newest first.
 * - Totals and facets come from counts per claim type, year and outcome: case_law_counts for all
 *   decisions, case_law_search_counts for a search's words (counted once, until case_law changes).
 *   A search's matches are all counted, but only a sample of at most about SAMPLE of them is looked
 *   up per claim type, year and outcome, for the facets; a total under filters is counted exactly
 *   when the ranking is stored (the same intersection, 1 to 5 ms for a common word) and kept with it.
 *
 * Plain D1 statements: the FTS5 parts (MATCH, bm25, the join order that keeps FTS5 outermost) are
 * SQL that drizzle cannot express; case_law's columns are mapped back through drizzle's own
 * column definitions, so the route still gets typed rows.
 */
import { getTableColumns } from 'drizzle-orm';
import type { Chosen, Count } from '../../../src/domain/case-law-facets';
import type { Database } from '../client';
import { caseLaw } from '../schema';
import { filteredMatch } from './case-law-key-terms';
import { d1Of } from './d1';

export const RANKED = 2000;

/**
 * At most this many searches keep their stored counts and ranking (the newest stored). The search is
 * public, so without a bound anyone could fill D1 between two syncs with distinct searches; at about
 * 14 KB a ranking this is ~14 MB, and a search pushed out is counted and ranked again when next made.
 */
export const STORED_SEARCHES = 1000;

export type CaseLawRow = typeof caseLaw.$inferSelect;
const columns = Object.entries(getTableColumns(caseLaw));

/** A raw case_law row (snake_case, driver values) as drizzle would return it. */
function row(raw: Record<string, unknown>): CaseLawRow {
  return Object.fromEntries(
    columns.map(([key, column]) => [key, raw[column.name] === null ? null : column.mapFromDriverValue(raw[column.name])]),
  ) as CaseLawRow;
}

/** The keys' filter conditions and their values, on alias k. */
function keyConditions(filters: Chosen): { sql: string; binds: (string | number)[] } {
  const parts = ['k.claim_type = ?'];
  const binds: (string | number)[] = [filters.claimType];
  if (filters.year !== null) {
    parts.push('k.year = ?');
    binds.push(filters.year);
  }
  if (filters.outcome !== null) {
    parts.push('k.outcome = ?');
    binds.push(filters.outcome);
  }
  return { sql: parts.join(' AND '), binds };
}

/** The listing without words: one page of case_law rows, in order. */
export function listingStatement(db: Database, filters: Chosen, limit: number, offset: number): D1PreparedStatement {
  const keys = keyConditions(filters);
  // Newest first, then by name: the listing index gives the page's rowids in order (no sort; a
  // tie-break on doc would make SQLite sort each year's rows).
  return d1Of(db)
    .prepare(
      `SELECT c.* FROM (SELECT doc, year, case_name FROM case_law_keys k WHERE ${keys.sql}
         ORDER BY k.year DESC, k.case_name LIMIT ? OFFSET ?) p
       CROSS JOIN case_law c ON c.rowid = p.doc ORDER BY p.year DESC, p.case_name`,
    )
    .bind(...keys.binds, limit, offset);
}

export function isFiltered(filters: Chosen): boolean {
  return filters.claimType !== '' || filters.year !== null || filters.outcome !== null;
}

/** The key of a search's stored ranking. */
export function searchKey(match: string, filters: Chosen): string {
  return JSON.stringify([match, filters.claimType, filters.year, filters.outcome]);
}

/**
 * How many matches the stored ranking of the search holds, and how many pass its filters in all
 * (no row: not ranked since case_law changed; `matches` null without filters).
 */
export function rankedLengthStatement(db: Database, key: string): D1PreparedStatement {
  return d1Of(db).prepare('SELECT json_array_length(docs) AS n, matches FROM case_law_search_ranks WHERE search = ?').bind(key);
}

/** What a stored ranking says of itself (rankedLengthStatement's or rankStatement's row). */
export interface RankedLength {
  n: number;
  matches: number | null;
}

/** A page of the stored ranking's rows, best first (nothing when the page lies past it). */
export function rankedPageStatement(db: Database, key: string, limit: number, offset: number): D1PreparedStatement {
  return d1Of(db)
    .prepare(
      `SELECT c.* FROM case_law_search_ranks r, json_each(r.docs) j CROSS JOIN case_law c ON c.rowid = j.value
       WHERE r.search = ? AND j.key >= ? AND j.key < ? ORDER BY j.key`,
    )
    .bind(key, offset, offset + limit);
}

/** The matches of the words passing the filters, as a FROM clause and its value. */
function matches(walk: string, filters: Chosen): { sql: string; binds: string[] } {
  return { sql: 'case_law_fts WHERE case_law_fts MATCH ?', binds: [filteredMatch(walk, filters)] };
}

/**
 * bm25 over the texts only: the `keys` column's terms (the filters) weigh nothing, so a ranking under
 * filters orders its matches as the words alone would.
 */
const SCORE = 'bm25(case_law_fts, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0)';

/**
 * Ranks the newest RANKED matches passing the filters with bm25 and stores the order (rowids, best
 * first), returning how many it holds. FTS5 walks its index newest first and stops there; a word in
 * most decisions has almost no weight in bm25 (its inverse document frequency is about zero), so
 * ranking all 100,000 of its matches would cost far more and order them by little. Under filters,
 * every match passing them is counted too when the ranking is full (otherwise it holds them all),
 * and kept with it. `walk`, here and below, is the FTS5 query walked: the same matches as `match`,
 * which keys what is stored, with its prefixes written as the exact terms they begin where those
 * are known (db/raw/case-law-terms.ts).
 */
export function rankStatement(db: Database, match: string, filters: Chosen, walk = match): D1PreparedStatement {
  const from = matches(walk, filters);
  const total = isFiltered(filters)
    ? `CASE WHEN count(*) < ${RANKED} THEN count(*) ELSE (SELECT count(*) FROM case_law_fts WHERE case_law_fts MATCH ?2) END`
    : 'NULL';
  return d1Of(db)
    .prepare(
      `INSERT INTO case_law_search_ranks (search, docs, matches)
         SELECT ?1, json_group_array(doc ORDER BY score, doc DESC), ${total} FROM (
           SELECT case_law_fts.rowid AS doc, ${SCORE} AS score FROM case_law_fts WHERE case_law_fts MATCH ?2
           ORDER BY case_law_fts.rowid DESC LIMIT ${RANKED}
         ) WHERE true
       ON CONFLICT (search) DO UPDATE SET docs = excluded.docs, matches = excluded.matches
       RETURNING json_array_length(docs) AS n, matches`,
    )
    .bind(searchKey(match, filters), ...from.binds);
}

/**
 * Past the `ranked` matches of a stored ranking: the rest, newest first (offset counted from the
 * first match; the ranking holds the newest ones, so the rest starts that many matches in).
 */
export function unrankedPageStatement(
  db: Database,
  filters: Chosen,
  limit: number,
  offset: number,
  ranked: number,
  walk: string,
): D1PreparedStatement {
  const from = matches(walk, filters);
  const start = Math.max(offset, ranked);
  return d1Of(db)
    .prepare(
      `SELECT c.* FROM (SELECT case_law_fts.rowid AS doc FROM ${from.sql}
         ORDER BY case_law_fts.rowid DESC LIMIT ? OFFSET ?) p
       CROSS JOIN case_law c ON c.rowid = p.doc ORDER BY p.doc DESC`,
    )
    .bind(...from.binds, offset + limit - start, start);
}

/** Forgets all but the newest `keep` stored rankings and counts (rowids grow as searches are stored). */
export function trimStoredSearchesStatements(db: Database, keep = STORED_SEARCHES): D1PreparedStatement[] {
  return ['case_law_search_ranks', 'case_law_search_counts'].map((table) =>
    d1Of(db).prepare(`DELETE FROM ${table} WHERE rowid <= (SELECT max(rowid) FROM ${table}) - ?`).bind(keep),
  );
}

/**
 * At most about this many of a search's matches are counted per claim type, year and outcome: a
 * word in two thirds of 150,000 decisions took about 300 ms of CPU to count in full (one
 * case_law_keys lookup per match), against about 12 ms to count its matches alone.
 */
export const SAMPLE = 2000;

/** The counts of all decisions (no words), or the stored counts of a search's words. */
export function countsStatement(db: Database, match: string): D1PreparedStatement {
  return match
    ? d1Of(db).prepare('SELECT counts FROM case_law_search_counts WHERE match = ?').bind(match)
    : d1Of(db).prepare(
        'SELECT json_group_array(json_array(claim_type, year, outcome, n)) AS counts FROM case_law_counts WHERE n > 0',
      );
}

/** A search's counts as stored: every match counted, and the counts of every `stride`th by rowid. */
interface StoredCounts {
  matches: number;
  stride: number;
  counts: Count[];
}

/** A search's counts per claim type, year and outcome, and whether they are estimated from a sample. */
export interface SearchCounts {
  /** Every decision the words match, counted exactly. */
  matches: number;
  counts: Count[];
  /** True when the counts are a sample's, scaled up to the matches (more than SAMPLE of them). */
  estimated: boolean;
}

/** Reads stored counts; a sample's are scaled by every match over the decisions sampled. */
export function searchCounts(stored: string): SearchCounts {
  const parsed = JSON.parse(stored) as StoredCounts | Count[];
  // The shape before migration 0024 (every match counted), which a Worker still running the old
  // code can write between the migration and the deploy.
  if (Array.isArray(parsed)) {
    const matches = parsed.reduce((sum, [claimType, , , n]) => (claimType === '' ? sum + n : sum), 0);
    return { matches, counts: parsed, estimated: false };
  }
  const { matches, stride, counts } = parsed;
  if (stride <= 1) return { matches, counts, estimated: false };
  const sampled = counts.reduce((sum, [claimType, , , n]) => (claimType === '' ? sum + n : sum), 0);
  const scale = sampled > 0 ? matches / sampled : 0;
  return {
    matches,
    counts: counts.map(([claimType, year, outcome, n]) => [claimType, year, outcome, Math.round(n * scale)]),
    estimated: true,
  };
}

/**
 * Counts a search's matches and, per claim type, year and outcome, one match in `stride`, a stride
 * that leaves about SAMPLE of them (all of them when there are no more), and keeps the result.
 * With several words, FTS5 walks the matches once: their rowids are kept in a temporary table,
 * counted, and the sample looked up in case_law_keys (walking them twice, once to count and once
 * to sample, cost twice as much for five words, whose lists FTS5 merges on each walk). One word's
 * list, read as its exact terms, is walked twice instead: keeping 100,000 rowids in a temporary
 * table cost more than reading the list again (docs/benchmarks.md, "Fourth round"). The sample is taken by a
 * hash of the rowid (Knuth's multiplicative hash, modulo the prime 2^32 + 15) rather than every
 * stride-th rowid: it does not depend on when a decision was added, so old years are sampled as
 * often as new ones, and no pattern in the order of the rows can line up with the stride.
 */
export function countMatchesStatement(db: Database, match: string, walk = match, words = 2): D1PreparedStatement {
  return d1Of(db)
    .prepare(
      `WITH f AS ${words > 1 ? 'MATERIALIZED' : 'NOT MATERIALIZED'} (SELECT rowid AS doc FROM case_law_fts WHERE case_law_fts MATCH ?2),
         m AS (SELECT n, max(1, (n + ${SAMPLE - 1}) / ${SAMPLE}) AS stride FROM (SELECT count(*) AS n FROM f))
       INSERT INTO case_law_search_counts (match, counts)
         SELECT ?1, json_object('matches', m.n, 'stride', m.stride, 'counts', (
           SELECT json_group_array(json_array(claim_type, year, outcome, n)) FROM (
             SELECT k.claim_type, k.year, k.outcome, count(*) AS n FROM f CROSS JOIN case_law_keys k ON k.doc = f.doc
             WHERE (f.doc * 2654435761 % 4294967311) % m.stride = 0
             GROUP BY k.claim_type, k.year, k.outcome
           )
         )) FROM m WHERE true
       ON CONFLICT (match) DO UPDATE SET counts = excluded.counts`,
    )
    .bind(match, walk);
}

/**
 * Without filters, a stored ranking shorter than RANKED holds every match of the words: counts them
 * exactly from it (at most RANKED lookups in case_law_keys, without walking the FTS index again) and
 * keeps the result. Does nothing when the ranking is full.
 */
export function countRankedStatement(db: Database, match: string): D1PreparedStatement {
  const key = searchKey(match, { claimType: '', year: null, outcome: null });
  return d1Of(db)
    .prepare(
      `INSERT INTO case_law_search_counts (match, counts)
         SELECT ?1, json_object('matches', json_array_length(r.docs), 'stride', 1, 'counts', (
           SELECT json_group_array(json_array(claim_type, year, outcome, n)) FROM (
             SELECT k.claim_type, k.year, k.outcome, count(*) AS n FROM json_each(r.docs) j
             CROSS JOIN case_law_keys k ON k.doc = j.value
             GROUP BY k.claim_type, k.year, k.outcome
           )
         )) FROM case_law_search_ranks r
         WHERE r.search = ?2 AND json_array_length(r.docs) < ${RANKED}
       ON CONFLICT (match) DO UPDATE SET counts = excluded.counts`,
    )
    .bind(match, key);
}

/** The rows of page statements' results, in order. */
export function pageRows(results: D1Result[]): CaseLawRow[] {
  return results.flatMap((result) => (result.results as Record<string, unknown>[]).map(row));
}
