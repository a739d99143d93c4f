/**
 * An order's text (pasted, or extracted from its PDF, where lines break mid-sentence) in paragraphs,
 * sentences and clauses. A numbered line ("1.", "2.1", "(3)", "4)") starts a paragraph; a lettered
 * or roman one ("(a)", "(ii)") continues it; a short line without a verb or full stop is a heading
 * ("Schedule of loss", "3. Documents") that names the paragraphs under it.
 */
import { MONTH_PATTERN } from './absolute-dates';
import { OBLIGATION } from './parties';

export interface OrderParagraph {
  number: string | null;
  heading: string | null;
  text: string;
}

const NUMBERED = /^\s*(?:\(\s*(\d{1,2}(?:\.\d{1,2}){0,3})\s*\)|(\d{1,2}(?:\.\d{1,2}){0,3})[.)]?)\s+(\S.*)$/;
const LETTERED = /^\s*(?:\(\s*(?:[a-z]|[ivx]{1,4})\s*\)|[a-z][.)])\s+\S/i;
const STARTS_WITH_DATE_WORDS = new RegExp(`^(?:${MONTH_PATTERN}\\b|(?:days?|weeks?|months?|am|pm|a\\.m|p\\.m)\\b)`, 'i');
const ENDS_SENTENCE = /[.;:!?)"”]$/;
const DANGLING = /\b(?:by|on|of|the|to|and|or|a|an|must|shall|before|after|than|within|from|in|at|for|with)$/i;

/**
 * A paragraph number run on after the end of a sentence ("… by 8 December 2026. 2. The respondent
 * must …", as text copied from some PDF viewers comes): it starts a line of its own, so the quote of
 * one paragraph never ends with the next one's number.
 */
const RUN_ON_NUMBER =
  /(?<!\b(?:[Nn]os?|[Pp]aras?|[Rr]|[Rr]ule|[Rr]eg|[Ss]s?|[Pp]p?|[Aa]rt|[Pp]age))([.;:])[ ]+(?=(?:\(\d{1,2}(?:\.\d{1,2}){0,3}\)|\d{1,2}(?:\.\d{1,2}){0,3}[.)]?)[ ]+["“(]?[A-Z])/g;

/** The text with PDF-extraction noise smoothed: one kind of space and line break, no soft hyphens. */
export function normalise(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f\t]/g, ' ')
    .replace(/\u00ad/g, '')
    .replace(/[\u2010\u2011]/g, '-')
    .replace(/[ ]+\n/g, '\n')
    .replace(RUN_ON_NUMBER, '$1\n');
}

/** A paragraph's number alone on its line, its words on the next ("2.\nThe respondent must …"). */
const NUMBER_ONLY = /^\s*(?:\(\s*(\d{1,2}(?:\.\d{1,2}){0,3})\s*\)|(\d{1,2}(?:\.\d{1,2}){1,3})[.)]?|(\d{1,2})[.)])\s*$/;

function isHeading(line: string): boolean {
  const words = line.split(/\s+/);
  return (
    line.length <= 60 &&
    words.length <= 8 &&
    !/[.;!?,]$/.test(line) &&
    !DANGLING.test(line) &&
    !OBLIGATION.test(line) &&
    !/\d{4}/.test(line) &&
    // "3.1 By 4" with "pm on 19 February" on the next line is a direction broken by the PDF, not a heading.
    !/^(?:by|on|before|within|no\s+later\s+than|not\s+later\s+than)\b/i.test(line) &&
    !/\b(?:by|at|before|on)\s+\d{1,2}(?:[.:]\d{2})?$/i.test(line)
  );
}

export function paragraphsOf(text: string): OrderParagraph[] {
  const paragraphs: OrderParagraph[] = [];
  let heading: string | null = null;
  // The paragraph being read, if any (an object, so the closure and the loop see the same one).
  const state: { open: OrderParagraph | null; number: string | null } = { open: null, number: null };
  const close = () => {
    if (state.open && state.open.text.trim() !== '') paragraphs.push({ ...state.open, text: state.open.text.trim() });
    state.open = null;
  };
  for (const raw of normalise(text).split('\n')) {
    const line = raw.trim();
    // A PDF's page footer ("Page 2 of 5") is not part of the order's text.
    if (/^(?:page\s+)?\d{1,3}\s+of\s+\d{1,3}$/i.test(line)) continue;
    if (line === '') {
      close();
      continue;
    }
    const alone = NUMBER_ONLY.exec(line);
    if (alone) {
      close();
      state.number = alone[1] ?? alone[2] ?? alone[3] ?? null;
      continue;
    }
    const pending = state.number;
    state.number = null;
    const open = state.open;
    const unfinished = open !== null && (!ENDS_SENTENCE.test(open.text) || DANGLING.test(open.text));
    const numbered = NUMBERED.exec(line);
    const rest = numbered?.[3] ?? '';
    // A wrapped line may start with a day ("… by\n12 January 2027."): a number, but no paragraph.
    const startsParagraph = numbered !== null && !STARTS_WITH_DATE_WORDS.test(rest) && !(unfinished && /^[a-z]/.test(rest));
    if (open !== null && !startsParagraph && (unfinished || /^[a-z(]/.test(line) || LETTERED.test(line))) {
      // A word broken at the end of a PDF line ("re-\nspondent") is joined again.
      open.text = /[a-z]-$/.test(open.text) && /^[a-z]/.test(line) ? `${open.text.slice(0, -1)}${line}` : `${open.text} ${line}`;
      continue;
    }
    close();
    const body = startsParagraph ? rest : line;
    if (isHeading(body)) {
      heading = body.replace(/:$/, '');
      continue;
    }
    state.open = { number: startsParagraph ? (numbered?.[1] ?? numbered?.[2] ?? null) : pending, heading, text: body };
  }
  close();
  return paragraphs;
}

const ABBREVIATION = /\b(?:mr|mrs|ms|dr|no|nos|para|paras|e\.g|i\.e|etc|st|ltd|co|inc|p\.m|a\.m|rule|r|reg|s|ss|v|vol|pp?)\.$/i;
const NOT_A_NEW_SENTENCE = new RegExp(`^(?:${MONTH_PATTERN}|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\\b`, 'i');

export function sentencesOf(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of paragraph.matchAll(/[.!?]["”’)]?\s+(?=["“(]?[A-Z])/g)) {
    const end = match.index + match[0].length;
    const before = paragraph.slice(start, match.index + 1);
    if (
      ABBREVIATION.test(before.trimEnd()) &&
      (!/[ap]\.m\.$/i.test(before.trimEnd()) || NOT_A_NEW_SENTENCE.test(paragraph.slice(end)))
    ) {
      continue;
    }
    sentences.push(paragraph.slice(start, end).trim());
    start = end;
  }
  const last = paragraph.slice(start).trim();
  if (last) sentences.push(last);
  return sentences;
}

const MODAL_AHEAD = new RegExp(`^[^;]*?${OBLIGATION.source}`, 'i');
const NEXT_PARTY = '(?:the|each|both|either)\\s+(?:first\\s+|second\\s+)?(?:claimant|respondents?|parties|party|tribunal)\\b';

/**
 * A sentence's clauses: it is cut before "; " or ", and" / " and" when what follows has a verb of
 * obligation of its own ("…, and the parties must then agree it"; "… and will send the parties …").
 */
export function clausesOf(sentence: string): string[] {
  const clauses: string[] = [];
  let start = 0;
  const cuts = new RegExp(
    `;\\s+|,\\s+(?:and|but|then)\\s+|\\s+and\\s+(?=(?:then\\s+)?(?:must|shall|will|should|may|is\\s+to|are\\s+to)\\b|${NEXT_PARTY})`,
    'gi',
  );
  for (const match of sentence.matchAll(cuts)) {
    const after = sentence.slice(match.index + match[0].length);
    // Both sides must be directions of their own: "the claimant and the respondent must" is one.
    if (!MODAL_AHEAD.test(after) || !OBLIGATION.test(sentence.slice(start, match.index))) continue;
    clauses.push(sentence.slice(start, match.index).trim());
    start = match.index + match[0].length;
  }
  clauses.push(sentence.slice(start).trim());
  return clauses.filter((clause) => clause !== '');
}
