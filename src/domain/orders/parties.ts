/**
 * Who a direction asks to act: the subject before its verb of obligation ("The claimant must",
 * "Each party shall", "the Respondent's solicitors are to", "The Tribunal will"), or the agent of a
 * passive one ("must be sent to the Tribunal by the respondent"). Without either ("These must be
 * exchanged"), the caller keeps the party of the sentence before, or both parties.
 */
import type { OrderParty } from './types';

/** Words that make a sentence a direction: an obligation, a permission, or the tribunal's "will". */
export const OBLIGATION =
  /\b(?:must|shall|should|will|may|(?:is|are)\s+(?:to|required\s+to|ordered\s+to|directed\s+to)|ha(?:s|ve)\s+to|needs?\s+to)\b/i;
/** The summary style: "Claimant to send the schedule of loss by …". */
const PARTY_TO =
  /\b(?:claimant|respondents?|parties|party)\s+to\s+[a-z]+|\bto\s+be\s+(?:sent|exchanged|provided|agreed|filed|served|prepared|disclosed|paid|delivered)\b/i;

const BOTH =
  /\b(?:the\s+parties|both\s+parties|(?:each|either|every)\s+party|all\s+parties|each\s+of\s+the\s+parties|(?:the\s+)?claimant(?:['’]s)?\s+and\s+(?:the\s+)?respondents?(?:['’]s?)?|(?:the\s+)?respondents?(?:['’]s?)?\s+and\s+(?:the\s+)?claimant)\b/i;
const CLAIMANT = /\bclaimant\b/i;
const RESPONDENT = /\brespondents?\b/i;
const TRIBUNAL = /\b(?:tribunal|employment\s+judge|judge)\b/i;
const AGENT = /\bby\s+(?:the\s+)?(?:(first|second)\s+)?(claimant|respondents?|parties|tribunal)\b/i;

export function isDirection(clause: string): boolean {
  return OBLIGATION.test(clause) || PARTY_TO.test(clause);
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
