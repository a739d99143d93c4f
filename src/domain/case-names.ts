/**
 * Finding a decision's name in running text, the way guides and drafts shorten it: "British Home
 * Stores v Burchell" for "British Home Stores Ltd v Burchell", "Polkey v AE Dayton Services" for
 * "Polkey v AE Dayton Services Ltd". A citation is recognised by the first significant word of
 * each party with " v " between them, on one line.
 */

/** Words that open a party's name without identifying it ("R (on the application of …) v …"). */
const OPENERS = new Set(['The', 'R', 'Re', 'In']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function words(party: string): string[] {
  return party
    .replace(/[()[\],;]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0 && !OPENERS.has(word));
}

/**
 * The rest of a party's name after its first word, as far as it goes on: capitalised words, "&",
 * a bracket ("(ECC)") and "of" or "of the" before a capitalised word ("London Borough of Wandsworth").
 */
const REST_OF_NAME = "(?:(?:\\s+of(?:\\s+the)?)?\\s+(?:[A-Z][\\w'’&-]*|&|\\([A-Z][^)\\n]*\\)))*";

/**
 * One party's first word, then the rest of its name (on the same line, in the same sentence),
 * " v ", and the other party's name from its first word.
 */
function citation(first: string, second: string): string {
  return `\\b${escapeRegExp(first)}\\b(?:[^\\n.;:]|\\.(?! ))*?\\sv\\.?\\s+(?:the\\s+)?${escapeRegExp(second)}\\b${REST_OF_NAME}`;
}

/**
 * A pattern (global, so it finds every citation) matching citations of `caseName` in text, or null
 * for a name without two parties. Joined appeals ("Post Office v Foley; HSBC Bank plc v Madden")
 * match either name, and each name matches with its parties in either order: the order flips on
 * appeal ("NHS Manchester v Fecitt" is cited as "Fecitt v NHS Manchester" from the tribunal below).
 */
export function caseNamePattern(caseName: string): RegExp | null {
  const alternatives = caseName.split(';').flatMap((name) => {
    const parties = name.split(/\s+v\.?\s+/);
    if (parties.length !== 2) return [];
    const left = words(parties[0] ?? '')[0];
    const right = words(parties[1] ?? '')[0];
    return left && right ? [citation(left, right), citation(right, left)] : [];
  });
  return alternatives.length > 0 ? new RegExp(alternatives.join('|'), 'gu') : null;
}
