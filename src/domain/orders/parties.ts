/**
 * Who a direction asks to act: the subject before its verb of obligation ("The claimant must",
 * "Each party shall", "the Respondent's solicitors are to", "The Tribunal will"), or the agent of a
 * passive one ("must be sent to the Tribunal by the respondent"). Without either ("These must be
 * exchanged"), the caller keeps the party of the sentence before, or both parties.
 */
import type { OrderParty } from './types';

/**
 * Words that make a sentence a direction: an obligation, a permission ("may", "has permission to"),
 * or the tribunal's "will". "May" with a day before it or a year after it is the month ("2 May
 * 2019"), not the verb.
 */
export const OBLIGATION =
  /\b(?:must|shall|should|will|ha(?:s|ve)\s+(?:permission|leave)\s+to|(?:is|are)\s+(?:permitted|allowed|given\s+permission)\s+to|(?<!\d(?:st|nd|rd|th)?\s{1,3}(?:of\s+)?)may(?!,?\s+\d{4}\b)|(?:is|are)\s+(?:to|required\s+to|ordered\s+to|directed\s+to)|ha(?:s|ve)\s+to|needs?\s+to)\b/i;
/** The summary style: "Claimant to send the schedule of loss by …". */
const PARTY_TO =
  /\b(?:claimant|respondents?|parties|party)\s+to\s+[a-z]+|\bto\s+be\s+(?:sent|exchanged|provided|agreed|filed|served|prepared|disclosed|paid|delivered)\b/i;

const BOTH =
  /\b(?:the\s+parties|both\s+parties|(?:each|either|every)\s+party|all\s+parties|each\s+of\s+the\s+parties|(?:the\s+)?claimant(?:['’]s)?\s+and\s+(?:the\s+)?respondents?(?:['’]s?)?|(?:the\s+)?respondents?(?:['’]s?)?\s+and\s+(?:the\s+)?claimant)\b/i;
const CLAIMANT = /\bclaimants?\b/i;
const RESPONDENT = /\brespondents?\b/i;
const TRIBUNAL = /\b(?:tribunal|employment\s+judge|judge)\b/i;
const AGENT = /\bby\s+(?:the\s+)?(?:(first|second)\s+)?(claimant|respondents?|parties|tribunal)\b/i;
/** An unless order binds the party in default: "The response shall be struck out unless … the respondent sends …". */
const UNLESS = /\bunless\b[^;]*?\b(?:the\s+)?(?:(?:first|second)\s+)?(claimants?|respondents?)\b/i;
/** A subject that points back to the sentence before ("It must be sent", "These must be exchanged"). */
const POINTS_BACK = /^\s*(?:it|they|this|these|that|those|such|he|she|each\s+of\s+them|both\s+of\s+them)\b/i;
/** "must be exchanged", "are to be sent": a passive direction. */
const PASSIVE =
  /\b(?:must|shall|should|will|(?:is|are)\s+to)\s+(?:still\s+|then\s+|also\s+)?be\s+[a-z]+(?:ed|en|nt)\b|\bto\s+be\s+[a-z]+(?:ed|en|nt)\b/i;

/** "The date for exchange of witness statements is moved from … to …": the tribunal sets a new date. */
const DATE_MOVED =
  /\b(?:date|time|deadline)\s+for\b[^.]{0,120}?\b(?:is|are|has\s+been|have\s+been)\s+(?:now\s+)?(?:moved|changed|extended|varied|put\s+back|brought\s+forward)\b/i;

export function isDirection(clause: string): boolean {
  return OBLIGATION.test(clause) || PARTY_TO.test(clause) || DATE_MOVED.test(clause);
}

/**
 * Who must act under a direction that names no one: a subject pointing back keeps the party of the
 * sentence before (null); a passive one ("Witness statements must be exchanged") binds both parties.
 */
export function unnamedParty(clause: string): OrderParty | null {
  const verb = OBLIGATION.exec(clause) ?? PARTY_TO.exec(clause);
  const subject = verb ? clause.slice(0, verb.index) : clause;
  return POINTS_BACK.test(subject) || !PASSIVE.test(clause) ? null : 'both';
}

function partyIn(words: string): OrderParty | null {
  if (BOTH.test(words)) return 'both';
  const claimant = CLAIMANT.test(words);
  const respondent = RESPONDENT.test(words);
  if (claimant && respondent) return 'both';
  if (claimant) return 'claimant';
  if (respondent) return 'respondent';
  if (TRIBUNAL.test(words)) return 'tribunal';
  return null;
}

/** The party the clause names as the one to act, or null when it names none. */
export function actingParty(clause: string): OrderParty | null {
  const verb = OBLIGATION.exec(clause);
  const summary = verb ? null : PARTY_TO.exec(clause);
  if (!verb && !summary) return null;
  const at = verb?.index ?? summary?.index ?? 0;
  // An unless order binds the party in default, whatever its sentence names first.
  const unless = UNLESS.exec(clause);
  if (unless) return /^claimant/i.test(unless[1] ?? '') ? 'claimant' : 'respondent';
  const subject = verb ? clause.slice(0, at) : (summary?.[0] ?? '');
  // The subject is the last party named before the verb ("By 8 December, the claimant must").
  const parts = subject.split(/,\s+/);
  for (let i = parts.length - 1; i >= 0; i -= 1) {
    const found = partyIn(parts[i] ?? '');
    if (found) return found;
  }
  const agent = AGENT.exec(clause.slice(at));
  if (!agent) return null;
  const word = (agent[2] ?? '').toLowerCase();
  return word === 'parties' ? 'both' : word === 'tribunal' ? 'tribunal' : word === 'claimant' ? 'claimant' : 'respondent';
}
