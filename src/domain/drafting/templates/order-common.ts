/**
 * What the documents a tribunal's order asks for share: gaps marked "[to complete: …]" in the text
 * and each named in 'Still needed' (nothing is guessed), the order's words quoted in the draft's
 * form (“…” in English, «…» in Portuguese), the chosen complaints, and a closing note of when the
 * document is due and who it goes to, from the direction it answers.
 */
import type { MessageKey } from '../../../i18n/translate';
import { type ComplaintId, choiceOrDefault, inOrder } from '../../complaints';
import { longDate, wordsFor } from '../common';
import type { DraftFacts } from '../facts';

export { citedProvision } from '../cited-provision';

export interface Gaps {
  /** What 'Still needed' lists, in the order the text marks it. */
  missing: string[];
  /** The text's marker for a gap, named (from its key) in 'Still needed' too. */
  gap: (key: MessageKey, values?: Record<string, string | number>) => string;
}

export function gapsFor(facts: DraftFacts): Gaps {
  const t = wordsFor(facts);
  const missing: string[] = [];
  const gap: Gaps['gap'] = (key, values) => {
    const what = t(key, values);
    const line = `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
    if (!missing.includes(line)) missing.push(line);
    return t('draft.poc.complete', { what });
  };
  return { missing, gap };
}

/** The order's own words, quoted: the English order stays the authority in both copies. */
export function quoted(facts: DraftFacts, words: string): string {
  return facts.language === 'pt' ? `«${words}»` : `“${words}”`;
}

/** The complaints the claim pleads (the claimant's choice, or the claim type's suggestion), in the registry's order. */
export function chosenComplaints(facts: DraftFacts): ComplaintId[] {
  return inOrder(choiceOrDefault(facts.complaints, facts.case.claimType).complaints);
}

/** "the Respondent and the Tribunal", from the direction's recipients. */
function recipientsText(facts: DraftFacts, to: readonly ('respondent' | 'tribunal')[]): string {
  const t = wordsFor(facts);
  const names = to.map((who) =>
    who === 'respondent' ? t('draft.order.toRespondent', { employer: facts.case.employerName }) : t('draft.order.toTribunal'),
  );
  return names.join(t('draft.poc.and'));
}

/** The note of the direction the document answers: due when, to whom, in the order's words. */
export function directionSection(facts: DraftFacts): string | null {
  const direction = facts.direction;
  if (!direction) return null;
  const t = wordsFor(facts);
  const lines = [`## ${t('draft.order.heading')}`];
  if (direction.due) {
    const date = longDate(facts, direction.due);
    lines.push(`- ${direction.time ? t('draft.order.dueAt', { date, time: direction.time }) : t('draft.order.due', { date })}`);
  }
  if (direction.to.length > 0) lines.push(`- ${t('draft.order.sendTo', { recipients: recipientsText(facts, direction.to) })}`);
  if (direction.quote) lines.push(`- ${t('draft.order.words', { quote: quoted(facts, direction.quote) })}`);
  return lines.length > 1 ? lines.join('\n') : null;
}
