/**
 * A reader's word searched as a prefix ("dismissal" finds "dismissals"), walked as the exact terms
 * that begin with it: `"dismissal"*` becomes `("dismissal" OR "dismissals")`, the same matches.
 *
 * FTS5 answers a prefix by merging every matching term's list into one list in memory, all of it,
 * before it returns the first match: 12-30 ms of CPU for a word in most of 150,000 decisions, paid
 * again by each statement that walks the words (docs/benchmarks.md, "Fourth round"). An exact term's
 * list is read lazily, newest first, so ranking the newest 2,000 matches reads 2,000 of them.
 *
 * The terms come from case_law_terms (migration 0026), refilled from the index after each sync's
 * writes and emptied by triggers whenever case_law changes; while it is empty (marked by the empty
 * term's absence) or for a word it cannot fold the way FTS5 does, the search keeps the prefix.
 * How the query is rewritten is in src/domain/case-law-terms.ts.
 */
import { type Forms, MAX_FORMS } from '../../../src/domain/case-law-terms';
import type { Database } from '../client';
import { d1Of } from './d1';

/** The stored terms: whether the list is complete, and at most MAX_FORMS + 1 terms per word. */
export function termsStatement(db: Database, words: readonly string[]): D1PreparedStatement {
  // The range reads the primary key from the word on; char(1114111) (U+10FFFF, the last code point)
  // sorts after any character a term can continue with.
  return d1Of(db)
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM case_law_terms WHERE term = '') AS complete,
         (SELECT json_group_object(j.value, (
            SELECT json_group_array(term) FROM (
              SELECT term FROM case_law_terms WHERE term >= j.value AND term < j.value || char(1114111) LIMIT ${MAX_FORMS + 1}
            )
          )) FROM json_each(?) j) AS forms`,
    )
    .bind(JSON.stringify(words));
}

/** The terms each prefix word begins, read from termsStatement's result (null: the list is not complete). */
export function readForms(result: D1Result | undefined): Forms {
  const row = result?.results[0] as { complete?: number; forms?: string } | undefined;
  if (!row?.complete || !row.forms) return null;
  return new Map(Object.entries(JSON.parse(row.forms) as Record<string, string[]>));
}

/**
 * Refills case_law_terms from the index, the empty term marking it complete: run after the writes
 * that emptied it, in their batch. Reading every term walks the whole index (about 0.4 s of CPU at
 * 150,000 decisions), once per sync.
 */
export function refillTermsStatements(db: Database): D1PreparedStatement[] {
  return [
    d1Of(db).prepare('DELETE FROM case_law_terms'),
    d1Of(db).prepare("INSERT INTO case_law_terms (term) SELECT '' UNION ALL SELECT term FROM case_law_fts_terms"),
  ];
}
