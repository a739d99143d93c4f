/**
 * The authorities a draft or an analysis may cite: decisions from our own case-law table filed under
 * what the case's complaints are (the complaint registry's `caseLaw`), ranked by how well they match the claimant's own words (the notes, the
 * evidence titles and the events), curated leading cases first. Citing only from this table is
 * what keeps an invented case out of a template draft.
 */
import type { AuthorityFact } from '../../../src/domain/drafting/facts';
import type { Database } from '../../db/client';
import { type AuthorityRow, matchingAuthorities, otherAuthorities } from '../../db/raw/case-law-authorities';

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

function fact(row: AuthorityRow): AuthorityFact {
  return {
    id: row.id,
    caseName: row.case_name,
    citation: row.citation,
    year: row.year,
    court: row.court_level,
    legalPrinciple: row.legal_principle,
    summary: row.summary,
    legalPrinciplePt: row.legal_principle_pt,
    summaryPt: row.summary_pt,
    caseUrl: row.case_url,
  };
}

/**
 * Up to `limit` decisions filed under `types`: matching the claimant's words first (bm25), then
 * curated leading cases, then the higher court and the newer decision. With no types, only
 * decisions matching the words.
 * Two bounded statements (db/raw/case-law-authorities.ts says why two).
 */
export async function relevantAuthorities(
  db: Database,
  types: readonly string[],
  texts: readonly (string | null | undefined)[],
  limit = 6,
): Promise<AuthorityFact[]> {
  const match = relevanceQuery(texts);
  if (types.length === 0 && !match) return [];
  const typeList = JSON.stringify(types);
  const hits = match ? await matchingAuthorities(db, match, typeList, limit) : [];
  if (hits.length >= limit || types.length === 0) return hits.map(fact);
  const rest = await otherAuthorities(
    db,
    hits.map((row) => row.id),
    typeList,
    limit - hits.length,
  );
  return [...hits, ...rest].map(fact);
}
