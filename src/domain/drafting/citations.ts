/**
 * Finding the case citations and statute references in a draft (./markup.ts), so the Worker can
 * check each one against what we hold (worker/services/drafting/citations.ts) and mark the ones it
 * cannot verify. Pure: no database, no clock.
 *
 * What counts as a citation, and its key (two spellings of one authority share a key):
 * - a case: a neutral citation ("[2012] UKSC 22", "[2017] EWCA Civ 1234", "[2022] EAT 12",
 *   "[2019] EWHC 123 (QB)"), a law report ("[1981] 1 WLR 1027", "[2003] ICR 318", "[1984] IRLR 17")
 *   or an EAT appeal number ("UKEAT/0022/16", "[2016] UKEAT 0022_16_0802": both key "UKEAT/0022/16");
 * - a statute reference: an Act (its full title, or ERA / EqA / TULRCA and a few other common
 *   abbreviations) with one or more section numbers, before or after it: "s.98 ERA 1996",
 *   "section 123 of the Equality Act 2010", "Employment Rights Act 1996, s.111", "ERA 1996
 *   ss.111(2)(a), 48(3)(a)", "secção 98 da ERA 1996". Its keys are the Act's title and year with
 *   each section number, subsections dropped: "Employment Rights Act 1996|207B". A bare "s.98"
 *   with no Act names nothing we can check and is not a citation here; nor are statutory
 *   instruments (Orders, Regulations, Rules).
 */

export const UNVERIFIED_MARK = ' [citation not verified]';

export interface FoundCitation {
  kind: 'case' | 'statute';
  /** The citation as it appears in the text. */
  text: string;
  start: number;
  end: number;
  /** Case: one key. Statute: one key per section cited ("Employment Rights Act 1996|98"). */
  keys: string[];
}

/** Acts by the abbreviations drafts and our tables use; the year is the Act's when none is written. */
const ABBREVIATIONS: Record<string, { title: string; year: string }> = {
  ERA: { title: 'Employment Rights Act', year: '1996' },
  EQA: { title: 'Equality Act', year: '2010' },
  TULRCA: { title: 'Trade Union and Labour Relations (Consolidation) Act', year: '1992' },
  'TULR(C)A': { title: 'Trade Union and Labour Relations (Consolidation) Act', year: '1992' },
  ETA: { title: 'Employment Tribunals Act', year: '1996' },
  NMWA: { title: 'National Minimum Wage Act', year: '1998' },
  PIDA: { title: 'Public Interest Disclosure Act', year: '1998' },
  HRA: { title: 'Human Rights Act', year: '1998' },
};

const SPACE = /\s+/g;
const squash = (text: string) => text.replace(SPACE, ' ').trim();

/** The canonical name of an Act ("Employment Rights Act 1996") from how a text names it. */
export function canonicalAct(name: string, year: string | undefined): string {
  const abbreviation = ABBREVIATIONS[name.toUpperCase()];
  if (abbreviation) {
    // "ERA 2025" is another Act of the same short name: keep the year written.
    return `${abbreviation.title} ${year ?? abbreviation.year}`;
  }
  return squash(`${name}${year ? ` ${year}` : ''}`);
}

/** A statute's key for one section: "Employment Rights Act 1996|207B" (case-insensitive compare: upper case). */
export function sectionKey(act: string, section: string): string {
  return `${act}|${section}`.toUpperCase();
}

// ---- cases -----------------------------------------------------------------------------------

const EAT_NUMBER = /\bUKEAT(?:PA)?\/(\d{4})\/(\d{2})(?:\/[A-Z]{1,4})?\b/g;
const EAT_BAILII = /\[(\d{4})\]\s+UKEAT(?:PA)?\s+(\d{4})_(\d{2})(?:_\d{4})?\b/g;
// "[year] [volume] Series [number] [(Division)]": the series is one to three capitalised words
// ("UKSC", "EWCA Civ", "All ER", "Lloyd's Rep").
const BRACKETED =
  /\[(\d{4})\]\s+(?:(\d{1,2})\s+)?([A-Z][A-Za-z'’]*(?:\s+[A-Z][A-Za-z'’]*){0,2})\s+(\d{1,5})\b(?:\s+\((QB|KB|Ch|Admin|Comm|TCC|Fam|Pat|IPEC|Costs)\))?/g;

function findCases(text: string): FoundCitation[] {
  const found: FoundCitation[] = [];
  const push = (match: RegExpExecArray, key: string) =>
    found.push({ kind: 'case', text: match[0], start: match.index, end: match.index + match[0].length, keys: [key] });
  for (const match of text.matchAll(EAT_NUMBER)) push(match, `UKEAT/${match[1]}/${match[2]}`);
  for (const match of text.matchAll(EAT_BAILII)) push(match, `UKEAT/${match[2]}/${match[3]}`);
  for (const match of text.matchAll(BRACKETED)) {
    const [, year, volume, series = '', number, division] = match;
    if (/^UKEAT/i.test(series)) continue;
    const key = [`[${year}]`, volume, squash(series), number, division ? `(${division})` : undefined].filter(Boolean).join(' ');
    push(match, key.toUpperCase());
  }
  return found;
}

// ---- statutes --------------------------------------------------------------------------------

// A full title: capitalised words (with "and", "of", "to" … and bracketed words between them), then
// "Act" and its year.
const TITLE_WORD = String.raw`(?:[A-Z][A-Za-z'’-]*|\([A-Z][A-Za-z ]*\))`;
const CONNECTOR = '(?:and|of|to|for|in|on)';
const FULL_TITLE = new RegExp(String.raw`\b(${TITLE_WORD}(?:\s+(?:${CONNECTOR}\s+)?${TITLE_WORD}){0,9}?\s+Act)\s+(\d{4})\b`, 'g');
// An abbreviation: at least two capitals ("ERA", "EqA", "TULR(C)A", or one we do not know, which
// then cannot verify), with its year or, for the ones we know, without.
const ABBREVIATED = /\b([A-Z][A-Za-z()]*[A-Z][A-Za-z()]*)(?:\s+(\d{4}))?\b/g;

const SECTION_WORD = String.raw`(?:ss?\.|ss?\s(?=\d)|sections?|secç(?:ão|ões)|seç(?:ão|ões)|artigos?|arts?\.)`;
const SECTION = String.raw`\d{1,3}[A-Z]{0,3}(?:\.º|º)?(?:\(\w{1,4}\))*`;
const SUBSECTION = String.raw`\(\w{1,4}\)(?:\(\w{1,4}\))*`;
const LIST_JOIN = String.raw`\s*(?:,|and|or|e|ou|to|a|-|–)\s*(?:${SECTION_WORD}\s*)?`;
const SECTION_LIST = `${SECTION}(?:${LIST_JOIN}(?:${SECTION}|${SUBSECTION}))*`;
/** "…, s.98(4)" right after the Act. */
const AFTER_ACT = new RegExp(String.raw`^,?\s*${SECTION_WORD}\s*(${SECTION_LIST})`, 'i');
/** "s.98(4) of the " right before the Act. */
const BEFORE_ACT = new RegExp(
  String.raw`\b${SECTION_WORD}\s*(${SECTION_LIST})\s*(?:,\s*)?(?:(?:of|da|do|de)\s+(?:the\s+)?)?$`,
  'i',
);

function sectionNumbers(list: string): string[] {
  // Section numbers only: a bracketed part is a subsection of the section before it.
  const numbers = list.replace(/\([^)]*\)/g, ' ').match(/\d{1,3}[A-Z]{0,3}/g) ?? [];
  return [...new Set(numbers)];
}

interface ActMention {
  act: string;
  start: number;
  end: number;
}

function findActs(text: string): ActMention[] {
  const mentions: ActMention[] = [];
  for (const match of text.matchAll(FULL_TITLE)) {
    const [whole, title = '', year] = match;
    // "Under the Employment Rights Act 1996": a capitalised word that starts a sentence is not
    // part of the title when a known title ends the match.
    const known = Object.values(ABBREVIATIONS).find((a) => squash(title).endsWith(a.title));
    const name = known ? known.title : squash(title);
    const start = match.index + (known ? whole.lastIndexOf(known.title.split(' ')[0] ?? '') : 0);
    mentions.push({ act: canonicalAct(name, year), start, end: match.index + whole.length });
  }
  for (const match of text.matchAll(ABBREVIATED)) {
    const [whole, abbreviation = '', year] = match;
    const known = ABBREVIATIONS[abbreviation.toUpperCase()];
    if (!known && !year) continue;
    if (abbreviation === 'UKEAT' || abbreviation === 'UKSC' || abbreviation === 'EWCA') continue;
    const start = match.index;
    const end = start + whole.length;
    if (mentions.some((m) => start < m.end && end > m.start)) continue;
    mentions.push({ act: canonicalAct(abbreviation, year), start, end });
  }
  return mentions.sort((a, b) => a.start - b.start);
}

function findStatutes(text: string): FoundCitation[] {
  const found: FoundCitation[] = [];
  for (const mention of findActs(text)) {
    const before = BEFORE_ACT.exec(text.slice(Math.max(0, mention.start - 120), mention.start));
    const after = AFTER_ACT.exec(text.slice(mention.end, mention.end + 160));
    // An unknown abbreviation ("XYZA 2003") is a statute only with a section next to it.
    if (!before && !after) continue;
    const start = before ? mention.start - before[0].length : mention.start;
    const end = after ? mention.end + after[0].length : mention.end;
    const numbers = [...sectionNumbers(before?.[1] ?? ''), ...sectionNumbers(after?.[1] ?? '')];
    found.push({
      kind: 'statute',
      text: text.slice(start, end),
      start,
      end,
      keys: [...new Set(numbers)].map((number) => sectionKey(mention.act, number)),
    });
  }
  return found;
}

/** Every case citation and statute reference in the text, in order; overlapping finds keep the first and longest. */
export function findCitations(text: string): FoundCitation[] {
  const all = [...findCases(text), ...findStatutes(text)].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: FoundCitation[] = [];
  for (const citation of all) {
    const last = kept.at(-1);
    if (last && citation.start < last.end) continue;
    kept.push(citation);
  }
  return kept;
}

/**
 * The text with UNVERIFIED_MARK after each citation `isUnverified` picks, once: a citation already
 * followed by the mark is left as it is, so marking twice changes nothing.
 */
export function markCitations(
  text: string,
  citations: readonly FoundCitation[],
  isUnverified: (citation: FoundCitation) => boolean,
): string {
  let out = '';
  let at = 0;
  for (const citation of citations) {
    if (!isUnverified(citation)) continue;
    out += text.slice(at, citation.end);
    at = citation.end;
    if (!text.startsWith(UNVERIFIED_MARK, citation.end)) out += UNVERIFIED_MARK;
  }
  return out + text.slice(at);
}
