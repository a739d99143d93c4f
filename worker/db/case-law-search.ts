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
 * - Totals and facets come from counts per claim type, year and outcome: case_law_counts for all
 *   decisions, case_law_search_counts for a search's words (counted once, until case_law changes).
 *
 * Plain D1 statements: the FTS5 parts (MATCH, bm25, the join order that keeps FTS5 outermost) are
 * SQL that drizzle cannot express; case_law's columns are mapped back through drizzle's own
 * column definitions, so the route still gets typed rows.
 */
import { getTableColumns } from 'drizzle-orm';
import type { CaseLawQuery } from '../../src/domain/case-law';
import { caseLaw } from './schema';

export const RANKED = 2000;

export type CaseLawRow = typeof caseLaw.$inferSelect;
/** [claimType ('' for the decision itself), year, outcome ('' for none), decisions]. */
export type Count = [string, number, string, number];

type Filters = Pick<CaseLawQuery, 'claimType' | 'outcome' | 'year'>;

interface Chosen {
  claimType: string;
  year: number | null;
  outcome: string | null;
}

export function chosen({ claimType, outcome, year }: Filters): Chosen {
  return {
    claimType: claimType && claimType !== 'all' ? claimType : '',
    year: year && year !== 'all' ? Number(year) : null,
    outcome: outcome && outcome !== 'all' ? outcome : null,
  };
}

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

/** The statements that fetch one page of case_law rows, in order. */
export function pageStatements(
  db: D1Database,
  match: string,
  filters: Chosen,
  limit: number,
  offset: number,
): D1PreparedStatement[] {
  const keys = keyConditions(filters);
  if (!match) {
    // Newest first, then by name: the listing index gives the page's rowids in order (no sort; a
    // tie-break on doc would make SQLite sort each year's rows).
    return [
      db
        .prepare(
          `SELECT c.* FROM (SELECT doc, year, case_name FROM case_law_keys k WHERE ${keys.sql}
             ORDER BY k.year DESC, k.case_name LIMIT ? OFFSET ?) p
           CROSS JOIN case_law c ON c.rowid = p.doc ORDER BY p.year DESC, p.case_name`,
        )
        .bind(...keys.binds, limit, offset),
    ];
  }
  // Matches passing the filters, newest first; the join is skipped when nothing is filtered.
  const filtered = filters.claimType !== '' || filters.year !== null || filters.outcome !== null;
  const join = filtered ? `CROSS JOIN case_law_keys k ON k.doc = case_law_fts.rowid AND ${keys.sql}` : '';
  const binds = filtered ? keys.binds : [];
  const statements: D1PreparedStatement[] = [];
  if (offset < RANKED) {
    statements.push(
      db
        .prepare(
          `SELECT c.* FROM (SELECT doc, score FROM (
             SELECT case_law_fts.rowid AS doc, bm25(case_law_fts) AS score FROM case_law_fts ${join}
             WHERE case_law_fts MATCH ? ORDER BY case_law_fts.rowid DESC LIMIT ${RANKED}
           ) ORDER BY score, doc DESC LIMIT ? OFFSET ?) p
           CROSS JOIN case_law c ON c.rowid = p.doc ORDER BY p.score, p.doc DESC`,
        )
        .bind(...binds, match, Math.min(limit, RANKED - offset), offset),
    );
  }
  if (offset + limit > RANKED) {
    const from = Math.max(offset, RANKED);
    statements.push(
      db
        .prepare(
          `SELECT c.* FROM (SELECT case_law_fts.rowid AS doc FROM case_law_fts ${join}
             WHERE case_law_fts MATCH ? ORDER BY case_law_fts.rowid DESC LIMIT ? OFFSET ?) p
           CROSS JOIN case_law c ON c.rowid = p.doc ORDER BY p.doc DESC`,
        )
        .bind(...binds, match, offset + limit - from, from),
    );
  }
  return statements;
}

/** The counts of all decisions (no words), or the cached counts of a search's words. */
export function countsStatement(db: D1Database, match: string): D1PreparedStatement {
  return match
    ? db.prepare('SELECT counts FROM case_law_search_counts WHERE match = ?').bind(match)
    : db.prepare('SELECT json_group_array(json_array(claim_type, year, outcome, n)) AS counts FROM case_law_counts WHERE n > 0');
}

/** Counts a search's matches per claim type, year and outcome, and keeps the result. */
export async function countMatches(db: D1Database, match: string): Promise<Count[]> {
  const stored = await db
    .prepare(
      `INSERT INTO case_law_search_counts (match, counts)
         SELECT ?, json_group_array(json_array(claim_type, year, outcome, n)) FROM (
           SELECT k.claim_type, k.year, k.outcome, count(*) AS n FROM case_law_fts
           CROSS JOIN case_law_keys k ON k.doc = case_law_fts.rowid
           WHERE case_law_fts MATCH ? GROUP BY k.claim_type, k.year, k.outcome
         ) WHERE true
       ON CONFLICT (match) DO UPDATE SET counts = excluded.counts
       RETURNING counts`,
    )
    .bind(match, match)
    .first<{ counts: string }>();
  return JSON.parse(stored?.counts ?? '[]') as Count[];
}

/** The page's rows from the results of pageStatements. */
export function pageRows(results: D1Result[]): CaseLawRow[] {
  return results.flatMap((result) => (result.results as Record<string, unknown>[]).map(row));
}

/** The total under the filters and the facets of the words alone, from the counts. */
export function summarise(counts: Count[], filters: Chosen) {
  let total = 0;
  const claimTypes = new Map<string, number>();
  const outcomes = new Map<string, number>();
  const years = new Map<number, number>();
  for (const [claimType, year, outcome, n] of counts) {
    if (n <= 0) continue;
    if (
      claimType === filters.claimType &&
      (filters.year === null || year === filters.year) &&
      (filters.outcome === null || outcome === filters.outcome)
    )
      total += n;
    if (claimType !== '') claimTypes.set(claimType, (claimTypes.get(claimType) ?? 0) + n);
    else {
      if (outcome !== '') outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + n);
      years.set(year, (years.get(year) ?? 0) + n);
    }
  }
  const list = <T>(map: Map<T, number>) => [...map].map(([value, count]) => ({ value, count }));
  return {
    total,
    facets: {
      claimTypes: list(claimTypes).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
      outcomes: list(outcomes).sort((a, b) => a.value.localeCompare(b.value)),
      years: list(years).sort((a, b) => b.value - a.value),
    },
  };
}
