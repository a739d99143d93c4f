/**
 * The statements that choose the authorities a draft may cite (services/drafting/authorities.ts):
 * raw SQL, as the first ranks FTS5 matches by bm25 and both read the claim types through json_each.
 *
 * Two statements, each bounded at 150,000 decisions: the matches are ranked from the FTS index with
 * the claim type tested per match in case_law_keys (one statement joining every decision to the
 * matches and unpacking its JSON claim types took minutes at that scale); the rest, needed only when
 * fewer than `limit` decisions match, is chosen among the curated ones, the higher courts' and the
 * newest of the claim types (indexes on source, court level and case_law_keys's listing), which is
 * where the order below puts its first places.
 */
import type { Database } from '../client';
import { d1Of } from './d1';

export interface AuthorityRow {
  id: string;
  case_name: string;
  citation: string;
  year: number;
  court_level: string;
  legal_principle: string | null;
  summary: string;
  /** The curated decisions' Portuguese (null for synced ones, which come in English only). */
  legal_principle_pt: string | null;
  summary_pt: string | null;
  case_url: string | null;
}

/** How a decision's court ranks it among the authorities (after the curated leading cases). */
const COURT_ORDER = `CASE c.court_level WHEN 'Supreme Court' THEN 0 WHEN 'House of Lords' THEN 0 WHEN 'Court of Appeal' THEN 1
  WHEN 'Employment Appeal Tribunal' THEN 2 ELSE 3 END`;
const HIGHER_COURTS = "'Supreme Court', 'House of Lords', 'Court of Appeal', 'Employment Appeal Tribunal'";
/** Newest decisions of the claim types read as candidates for the tribunal-level places. */
const NEWEST_CANDIDATES = 200;

const SELECTED =
  'c.id, c.case_name, c.citation, c.year, c.court_level, c.legal_principle, c.summary, c.legal_principle_pt, c.summary_pt, c.case_url';
/** The decision is filed under one of the claim types (?2, a JSON array), through case_law_keys. */
const TYPED = `EXISTS (SELECT 1 FROM case_law_keys k WHERE k.doc = c.rowid AND k.claim_type IN (SELECT value FROM json_each(?2)))`;

/**
 * Up to `limit` decisions matching the FTS5 query `match`, filed under one of the claim types
 * (`typeList`, a JSON array; none: any), best bm25 first, then curated, higher court, newer.
 */
export async function matchingAuthorities(db: Database, match: string, typeList: string, limit: number): Promise<AuthorityRow[]> {
  const { results } = await d1Of(db)
    .prepare(
      `SELECT ${SELECTED} FROM (
         SELECT f.rowid AS doc, bm25(case_law_fts) AS rank FROM case_law_fts f
          WHERE case_law_fts MATCH ?1
            AND (json_array_length(?2) = 0 OR EXISTS (SELECT 1 FROM case_law_keys k
                  WHERE k.doc = f.rowid AND k.claim_type IN (SELECT value FROM json_each(?2))))
          ORDER BY rank LIMIT ?3
       ) h CROSS JOIN case_law c ON c.rowid = h.doc
       ORDER BY h.rank, c.source = 'curated' DESC, ${COURT_ORDER}, c.year DESC`,
    )
    .bind(match, typeList, limit)
    .all<AuthorityRow>();
  return results;
}

/**
 * Up to `limit` decisions filed under one of the claim types (`typeList`, a JSON array), other
 * than `excludedIds`: curated first, then the higher court, then the newer decision.
 */
export async function otherAuthorities(
  db: Database,
  excludedIds: readonly string[],
  typeList: string,
  limit: number,
): Promise<AuthorityRow[]> {
  const { results } = await d1Of(db)
    .prepare(
      `SELECT ${SELECTED} FROM case_law c
        WHERE c.rowid IN (
                SELECT rowid FROM case_law WHERE source = 'curated'
                UNION SELECT rowid FROM case_law WHERE court_level IN (${HIGHER_COURTS})
                UNION SELECT doc FROM (SELECT doc FROM case_law_keys WHERE claim_type IN (SELECT value FROM json_each(?2))
                                       ORDER BY year DESC LIMIT ${NEWEST_CANDIDATES}))
          AND ${TYPED}
          AND c.id NOT IN (SELECT value FROM json_each(?1))
        ORDER BY c.source = 'curated' DESC, ${COURT_ORDER}, c.year DESC
        LIMIT ?3`,
    )
    .bind(JSON.stringify(excludedIds), typeList, limit)
    .all<AuthorityRow>();
  return results;
}
