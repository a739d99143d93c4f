/**
 * The authorities a draft or an analysis may cite: decisions from our own case-law table for the
 * case's claim type, ranked by how well they match the claimant's own words (the notes, the
 * evidence titles and the events), curated leading cases first. Citing only from this table is
 * what keeps an invented case out of a template draft.
 */
import type { AuthorityFact } from '../../../src/domain/drafting/facts';

/** The case-law claim types a tracker claim type is filed under (src/domain/case-law.ts). */
const CASE_LAW_TYPES: Record<string, readonly string[]> = {
  'unfair-dismissal': ['unfair-dismissal'],
  discrimination: ['discrimination', 'harassment', 'victimisation', 'reasonable-adjustments'],
  'unpaid-wages': ['wages', 'holiday-pay'],
  redundancy: ['redundancy', 'unfair-dismissal'],
  'constructive-dismissal': ['constructive-dismissal', 'unfair-dismissal'],
  'breach-contract': ['wages'],
  'whistleblowing-dismissal': ['whistleblowing', 'unfair-dismissal'],
};

/** Words too common to say anything about a case. */
const STOP = new Set(
  'the and for was were with that this from have had has not but they them their our your you his her she him are any all can will would been into about after before when what which who why how then than there here also just very more most some such only other over under out off per via'.split(
    ' ',
  ),
);

/** An FTS5 query matching any of the claimant's distinctive words (at most 16), or null. */
export function relevanceQuery(texts: readonly (string | null | undefined)[]): string | null {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of (text ?? '')
      .normalize('NFKC')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)) {
      if (word.length >= 4 && !STOP.has(word) && !/^\d+$/.test(word)) words.add(word);
      if (words.size >= 16) break;
    }
  }
  return words.size > 0 ? [...words].map((word) => `"${word}"`).join(' OR ') : null;
}

interface AuthorityRow {
  id: string;
  case_name: string;
  citation: string;
  year: number;
  court_level: string;
  legal_principle: string | null;
  summary: string;
  case_url: string | null;
}

function fact(row: AuthorityRow): AuthorityFact {
  return {
    id: row.id,
    caseName: row.case_name,
    citation: row.citation,
    year: row.year,
    court: row.court_level,
    legalPrinciple: row.legal_principle,
    summary: row.summary,
    caseUrl: row.case_url,
  };
}

/** How a decision's court ranks it among the authorities (after the curated leading cases). */
const COURT_ORDER = `CASE c.court_level WHEN 'Supreme Court' THEN 0 WHEN 'House of Lords' THEN 0 WHEN 'Court of Appeal' THEN 1
  WHEN 'Employment Appeal Tribunal' THEN 2 ELSE 3 END`;
const HIGHER_COURTS = "'Supreme Court', 'House of Lords', 'Court of Appeal', 'Employment Appeal Tribunal'";
/** Newest decisions of the claim types read as candidates for the tribunal-level places. */
const NEWEST_CANDIDATES = 200;

const SELECTED = 'c.id, c.case_name, c.citation, c.year, c.court_level, c.legal_principle, c.summary, c.case_url';
/** The decision is filed under one of the claim types (?2, a JSON array), through case_law_keys. */
const TYPED = `EXISTS (SELECT 1 FROM case_law_keys k WHERE k.doc = c.rowid AND k.claim_type IN (SELECT value FROM json_each(?2)))`;

/**
 * Up to `limit` decisions for the claim type: matching the claimant's words first (bm25), then
 * curated leading cases, then the higher court and the newer decision. Without a claim type, only
 * decisions matching the words.
 *
 * Two statements, each bounded at 150,000 decisions: the matches are ranked from the FTS index with
 * the claim type tested per match in case_law_keys (one statement joining every decision to the
 * matches and unpacking its JSON claim types took minutes at that scale); the rest, needed only when
 * fewer than `limit` decisions match, is chosen among the curated ones, the higher courts' and the
 * newest of the claim types (indexes on source, court level and case_law_keys's listing), which is
 * where the order below puts its first places.
 */
export async function relevantAuthorities(
  db: D1Database,
  claimType: string | null,
  texts: readonly (string | null | undefined)[],
  limit = 6,
): Promise<AuthorityFact[]> {
  const types = claimType ? (CASE_LAW_TYPES[claimType] ?? []) : [];
  const match = relevanceQuery(texts);
  if (types.length === 0 && !match) return [];
  const typeList = JSON.stringify(types);
  const hits = match
    ? (
        await db
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
          .all<AuthorityRow>()
      ).results
    : [];
  if (hits.length >= limit || types.length === 0) return hits.map(fact);
  const { results: rest } = await db
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
    .bind(JSON.stringify(hits.map((row) => row.id)), typeList, limit - hits.length)
    .all<AuthorityRow>();
  return [...hits, ...rest].map(fact);
}
