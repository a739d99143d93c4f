/**
 * The citation check every draft and analysis passes before a claimant sees it: each
 * case citation and statute reference (src/domain/drafting/citations.ts) must be one we hold.
 *
 * "Known" means:
 * - a case: its key (the neutral or report citation, or the EAT appeal number, spacing and case
 *   aside) is the key of a citation in a case_law row (neutral_citation, report_citation or the
 *   citation shown on its card), or of a case our reviewed tables cite;
 * - a statute reference: every section it names, as an Act's title and year with the section
 *   number (subsections aside: "ERA 1996 s.207B(4)" verifies when s.207B does), is a row of the
 *   legislation table, one of the key sections the sync fetches (KEY_SECTIONS), or a section our
 *   reviewed tables cite (src/domain/drafting/reviewed-citations.ts): so the templates' sections
 *   verify on an empty database.
 * A case name is not checked: a real citation under a wrong name verifies.
 */
import { type FoundCitation, findCitations, markCitations, sectionKey } from '../../../src/domain/drafting/citations';
import { reviewedCitationKeys } from '../../../src/domain/drafting/reviewed-citations';
import { citedMatching, heldSections } from '../../db/citations';
import type { Database } from '../../db/client';
import { KEY_SECTIONS } from '../caselaw/legislation';

export interface CitationCheck {
  /** The text with ' [citation not verified]' after each unknown citation (once). */
  text: string;
  /** The unknown citations as they appear in the text, each once, in order. */
  unverified: string[];
}

/** Keys of the case_law citations that may match these: a LIKE on the concatenated columns narrows, the finder decides. */
async function knownCaseKeys(db: Database, cases: FoundCitation[]): Promise<Set<string>> {
  const known = new Set<string>();
  const patterns = [...new Set(cases.flatMap((c) => c.keys))].map(
    // "[2012] UKSC 22" → "%2012%UKSC%22%"; "UKEAT/0022/16" → "%UKEAT%0022%16%" (also finds "0022_16").
    (key) =>
      `%${key
        .replace(/[[\]()]/g, ' ')
        .trim()
        .split(/[\s/]+/)
        .join('%')}%`,
  );
  for (const cited of await citedMatching(db, patterns)) {
    for (const found of findCitations(cited)) for (const key of found.keys) known.add(key);
  }
  return known;
}

async function knownSectionKeys(db: Database): Promise<Set<string>> {
  const known = new Set<string>();
  for (const { act, sections } of KEY_SECTIONS) for (const section of sections) known.add(sectionKey(act, section));
  for (const row of await heldSections(db)) known.add(sectionKey(row.actTitle, row.section));
  return known;
}

/** Checks every citation in `text` (./markup.ts): see the file comment for what verifies. */
export async function checkCitations(db: Database, text: string): Promise<CitationCheck> {
  const found = findCitations(text);
  if (found.length === 0) return { text, unverified: [] };
  const reviewed = reviewedCitationKeys();
  const cases = found.filter((c) => c.kind === 'case' && !c.keys.every((key) => reviewed.has(key)));
  const statutes = found.filter((c) => c.kind === 'statute' && !c.keys.every((key) => reviewed.has(key)));
  const known = new Set<string>(reviewed);
  if (cases.length > 0) for (const key of await knownCaseKeys(db, cases)) known.add(key);
  if (statutes.length > 0) for (const key of await knownSectionKeys(db)) known.add(key);
  const isUnverified = (c: FoundCitation) => c.keys.length === 0 || !c.keys.every((key) => known.has(key));
  const unverified = [...new Set(found.filter(isUnverified).map((c) => c.text))];
  return { text: markCitations(text, found, isUnverified), unverified };
}
