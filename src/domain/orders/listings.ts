/**
 * Hearings an order lists, in the words tribunals use: "The final hearing will take place on …",
 * "the claim is listed for a final hearing by video on Wednesday 3rd and Thursday 4th March",
 * "will be listed for a preliminary hearing in public on …", "There will be a public preliminary
 * hearing by video on …", "The claim will be heard over 2 days from Monday 8 March", "re-listed for
 * 5 days from 7 June", "previously listed for …, is postponed and will now take place on …".
 * A hearing "listed for N days from [date]" starts on that date: N is its length, never a count.
 */
import type { IsoDate } from '../calendar';
import { type WrittenDate, writtenDates } from './absolute-dates';
import { isDirection } from './parties';
import { clausesOf, type OrderParagraph, sentencesOf } from './split';

export type Listing = 'final' | 'preliminary';

const HEARING_WORDS =
  '(?:an?\\s+)?(?:(?:public|private|open|in-person|remote|video|telephone|full|final|preliminary|remedy|substantive)\\s+){0,3}hearing\\b';
/** "The final hearing will take place on …", "has been listed for 5 days, from 12 to 16 April 2027". */
const HEARING_THEN_VERB =
  /\bhearing\b[^.]{0,200}?\b(?:will\s+(?:take\s+place|be\s+heard|be\s+held|start|begin|commence|resume|continue)|(?:is|has\s+been|was)\s+(?:listed|fixed|re-?listed)|listed\s+(?:for|to|on)|remains\s+listed)/i;
/** "is listed for a final hearing", "will be listed for a preliminary hearing", "are listed for a final hearing of 4 days". */
const LISTED_FOR_HEARING = new RegExp(
  `\\b(?:is|are|has\\s+been|have\\s+been|will\\s+be|shall\\s+be)\\s+(?:also\\s+|now\\s+)?(?:re-?)?listed\\s+for\\s+${HEARING_WORDS}`,
  'i',
);
/** "The claim will be heard over 2 days from …", "The claim is re-listed for 5 days from …", "It is listed for 4 days from …". */
const CLAIM_LISTED =
  /\b(?:claims?|case|complaints?|matter|it)\s+(?:(?:will|shall)\s+be\s+heard|(?:is|are|has\s+been|have\s+been|will\s+be)\s+(?:re-?)?listed\s+(?:for|on|to\s+be\s+heard))\b/i;
/** "There will be a public preliminary hearing by video on …", "will be considered at a preliminary hearing … on …". */
const THERE_WILL_BE = new RegExp(
  `\\bthere\\s+will\\s+be\\s+${HEARING_WORDS}|\\b(?:will|is\\s+to)\\s+be\\s+(?:considered|dealt\\s+with|decided|determined)\\s+at\\s+${HEARING_WORDS}`,
  'i',
);
/** "It will take place by video on 9 March 2027", in a paragraph about a hearing. */
const IT_WILL = /^(?:it|this\s+hearing|the\s+hearing)\s+will\s+(?:take\s+place|be\s+heard|be\s+held|start|begin)/i;
/** A hearing taken out of the list: its date is no longer one to keep. */
export const VACATED =
  /\b(?:postponed|vacated|adjourned|cancelled|no\s+longer|will\s+not\s+(?:take\s+place|go\s+ahead|proceed))\b/i;
/** …and put on another day: the new day is the first one written after these words. */
const RELISTED = /\b(?:will\s+now|now\s+(?:take|be|listed)|re-?listed|instead|will\s+(?:resume|continue)\s+on)\b/i;
/** A hearing already held is no listing. */
const HELD = /\btook\s+place\b|\b(?:was|were|been)\s+(?:held|heard)\b|(?<!\bbe\s)\bheld\s+(?:on|by)\b/i;
/** A listing named at the end of a direction ("…, which is listed for 2 days starting on …"). */
const WHICH_IS_LISTED = /,?\s*which\s+(?:is|has\s+been|will\s+be)\s+(?:re-?)?listed\b/i;
/** A day that only bounds a period ("the first available date after 1 July") or is past ("events before 20 May"). */
const NOT_THE_DAY = /\b(?:after|before|since|between|until|by)\s+(?:the\s+)?$/i;

/** A clause that takes a hearing out of the list without giving it a new day. */
export const vacatedOnly = (clause: string) => VACATED.test(clause) && !RELISTED.test(clause);

function listsAHearing(clause: string, paragraph: string): boolean {
  if (HELD.test(clause) || vacatedOnly(clause)) return false;
  return (
    HEARING_THEN_VERB.test(clause) ||
    LISTED_FOR_HEARING.test(clause) ||
    CLAIM_LISTED.test(clause) ||
    THERE_WILL_BE.test(clause) ||
    ((IT_WILL.test(clause) || /^it\s+(?:is|has\s+been)\s+(?:re-?)?listed\b/i.test(clause)) && /\bhearing\b/i.test(paragraph))
  );
}

/**
 * The direction a clause gives before a listing named at its end: "The claimant must send … no later
 * than 10 days before the final hearing, which is listed for 2 days starting on Tuesday 4 May" is
 * the claimant's direction, and its listing only says when the hearing is. Null when there is none.
 */
export function directionBeforeListing(clause: string): string | null {
  const which = WHICH_IS_LISTED.exec(clause);
  if (!which) return null;
  const before = clause.slice(0, which.index);
  return isDirection(before) ? before : null;
}

/** Whether the clause lists a hearing (not one already held, nor one only vacated), and which. */
export function listingIn(clause: string, paragraph: string): Listing | null {
  if (directionBeforeListing(clause) !== null || !listsAHearing(clause, paragraph)) return null;
  const own = HEARING_THEN_VERB.test(clause) || LISTED_FOR_HEARING.test(clause) || THERE_WILL_BE.test(clause);
  const words = own ? clause : paragraph;
  return /\bpreliminary\s+hearing\b/i.test(words) && !/\bfinal\s+hearing\b/i.test(words) ? 'preliminary' : 'final';
}

/**
 * Whether the clause moves the hearing to a new day: postponed and re-listed, re-listed, or "will
 * now take place on" (which says the day is a new one even without "postponed").
 */
export function isRelisting(clause: string): boolean {
  return (
    RELISTED.test(clause) &&
    (VACATED.test(clause) ||
      /\bre-?listed\b|\bwill\s+now\b|\bnow\s+(?:take|be\s+(?:heard|held))\b|\bwill\s+(?:resume|continue)\s+on\b/i.test(clause))
  );
}

/**
 * The first day of the hearing a listing clause gives: for a re-listing, the first day written after
 * "will now", "re-listed"; otherwise the first day written that is not a bound ("after 1 July").
 * A length ("for 3 days from") is never counted.
 */
export function listingDate(clause: string, yearFrom: IsoDate | null): WrittenDate | null {
  const relisted = isRelisting(clause) ? RELISTED.exec(clause) : null;
  const from = relisted ? relisted.index : 0;
  return (
    writtenDates(clause, yearFrom).find((date) => date.index >= from && !NOT_THE_DAY.test(clause.slice(0, date.index))) ?? null
  );
}

export interface ListedHearings {
  final: IsoDate | null;
  preliminary: IsoDate | null;
  /** The order moves the final hearing to the day in `final`: the case's stored date is replaced. */
  finalRelisted: boolean;
  /** The order takes the final hearing out of the list and gives no new day. */
  finalVacated: boolean;
}

/** The first day of each hearing the order itself lists, if it lists one. */
export function listedHearings(paragraphs: readonly OrderParagraph[], yearFrom: IsoDate | null): ListedHearings {
  const listed: ListedHearings = { final: null, preliminary: null, finalRelisted: false, finalVacated: false };
  for (const paragraph of paragraphs) {
    for (const clause of sentencesOf(paragraph.text).flatMap(clausesOf)) {
      if (/\bhearing\b/i.test(clause) && vacatedOnly(clause) && !/\bpreliminary\s+hearing\b/i.test(clause)) {
        listed.finalVacated = true;
      }
      const named = WHICH_IS_LISTED.exec(clause);
      const words = named ? clause.slice(named.index) : clause;
      const listing = named ? (/\bpreliminary\b/i.test(clause) ? 'preliminary' : 'final') : listingIn(clause, paragraph.text);
      if (!listing) continue;
      const relisting = isRelisting(words);
      if (listed[listing] && !(relisting && listing === 'final')) continue;
      const date = listingDate(words, yearFrom);
      if (!date?.date || date.doubts.length > 0) continue;
      listed[listing] = date.date;
      if (listing === 'final' && relisting) listed.finalRelisted = true;
    }
  }
  if (listed.final) listed.finalVacated = false;
  return listed;
}
