/**
 * The words of an FTS5 query as src/domain/case-law.ts `ftsQuery` writes it, and the same query with
 * its prefix words written as the exact terms they begin (worker/db/raw/case-law-terms.ts reads the
 * terms from the index): `"dismissal"*` becomes `("dismissal" OR "dismissals")`, the same matches.
 */

/** A prefix that begins more terms than this stays a prefix (an OR of hundreds of terms costs more). */
export const MAX_FORMS = 16;

/** The `"word"` or `"word"*` parts of an FTS5 query as src/domain/case-law.ts `ftsQuery` writes it. */
const PART = /"([^"]*)"(\*?)/g;

/** How many words `match` searches for. */
export function wordCount(match: string): number {
  return [...match.matchAll(PART)].length;
}

/**
 * The words of `match` searched as prefixes that can be looked up in the index's terms: ASCII letters
 * and digits only, lower-cased, as FTS5's unicode61 tokenizer folds them (other letters are folded
 * with Unicode's tables, which this does not repeat, so they stay prefixes).
 */
export function prefixWords(match: string): string[] {
  const words = [...match.matchAll(PART)].filter(([, word, star]) => star === '*' && /^[A-Za-z0-9]+$/.test(word ?? ''));
  return [...new Set(words.map(([, word]) => (word ?? '').toLowerCase()))];
}

/** The terms each prefix word begins, or null when the stored list is not complete. */
export type Forms = Map<string, string[]> | null;

/**
 * `match` with each prefix word replaced by the exact terms it begins, when the list is complete and
 * they number 1 to MAX_FORMS (a word that begins no term matches nothing either way, and stays).
 * The parts are joined by AND, which FTS5 needs after a parenthesis and which the implicit AND means.
 */
export function exactMatch(match: string, forms: Forms): string {
  if (forms === null) return match;
  let changed = false;
  const parts = [...match.matchAll(PART)].map(([part, word, star]) => {
    const terms = star === '*' && /^[A-Za-z0-9]+$/.test(word ?? '') ? forms.get((word ?? '').toLowerCase()) : undefined;
    if (!terms || terms.length === 0 || terms.length > MAX_FORMS) return part;
    changed = true;
    const quoted = terms.map((term) => `"${term}"`);
    return quoted.length === 1 ? quoted[0] : `(${quoted.join(' OR ')})`;
  });
  return changed ? parts.join(' AND ') : match;
}
