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
  };
}

/**
 * Up to `limit` decisions for the claim type: matching the claimant's words first (bm25), then
 * curated leading cases, then the higher court and the newer decision. Without a claim type, only
 * decisions matching the words.
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
  // A LEFT JOIN onto the matches keeps the claim type's other decisions, ranked after them.
  // FTS5 refuses MATCH NULL, so without words the matches are an empty set.
  const hits = match
    ? 'SELECT rowid, bm25(case_law_fts) AS rank FROM case_law_fts WHERE case_law_fts MATCH ?1'
    : 'SELECT NULL AS rowid, NULL AS rank WHERE ?1 IS NOT NULL';
  const { results } = await db
    .prepare(
      `WITH hits AS (${hits})
       SELECT c.id, c.case_name, c.citation, c.year, c.court_level, c.legal_principle, c.summary
         FROM case_law c LEFT JOIN hits h ON h.rowid = c.rowid
        WHERE (EXISTS (SELECT 1 FROM json_each(c.claim_types) t WHERE t.value IN (SELECT value FROM json_each(?2)))
               OR (h.rowid IS NOT NULL AND json_array_length(?2) = 0))
        ORDER BY h.rank IS NULL, h.rank, c.source = 'curated' DESC,
                 CASE c.court_level WHEN 'Supreme Court' THEN 0 WHEN 'House of Lords' THEN 0 WHEN 'Court of Appeal' THEN 1
                   WHEN 'Employment Appeal Tribunal' THEN 2 ELSE 3 END,
                 c.year DESC
        LIMIT ?3`,
    )
    .bind(match, typeList, limit)
    .all<AuthorityRow>();
  return results.map(fact);
}
