/**
 * Further and better particulars: the claimant's answers to the questions a tribunal's order asks
 * about the claim. The questions are the order's own, read from the direction's words where it
 * lists them ("(a) … (b) …", "(i) …", or sentences ending "?"); each is quoted, and its answer is a
 * gap with the case's dated events that share its words listed beneath it, for the claimant to
 * build the answer from. Nothing is answered for the claimant.
 */
import { caseName, draftOf, longDate, missingSection, numbering, wordsFor } from '../common';
import type { DraftFacts, Template } from '../facts';
import { directionSection, gapsFor, quoted } from './order-common';

/** The questions an order's words list, in its order; none when it lists none. */
export function orderQuestions(quote: string): string[] {
  const text = quote.replace(/\s+/g, ' ').trim();
  const items = text
    .split(/\s*\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s+/i)
    .slice(1)
    .map((item) => item.replace(/[;,]?\s*(?:and|or)?\s*$/i, '').trim())
    .filter((item) => item.length > 0);
  if (items.length > 0) return items;
  return (text.match(/[^.?!]*\?/g) ?? []).map((item) => item.trim()).filter((item) => item.length > 0);
}

const STOP = new Set(['about', 'which', 'where', 'their', 'there', 'these', 'those', 'claimant', 'respondent', 'tribunal']);

/** Words of five letters or more a question and an event share (dates and names of things). */
function words(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-zà-ÿ]{5,}/g) ?? []).filter((word) => !STOP.has(word)));
}

/** The case's dated events whose own words share a word with the question. */
function eventsFor(facts: DraftFacts, question: string): string[] {
  const asked = words(question);
  return facts.events
    .filter((event) => event.description !== null && [...words(event.description)].some((word) => asked.has(word)))
    .map((event) => `- ${longDate(facts, event.date)}: ${event.description}`);
}

export const furtherParticulars: Template = (facts) => {
  const t = wordsFor(facts);
  const n = numbering();
  const { missing, gap } = gapsFor(facts);
  const questions = orderQuestions(facts.direction?.quote ?? '');
  const answers =
    questions.length > 0
      ? questions.map((question, index) => {
          const related = eventsFor(facts, question);
          return [
            `## ${t('draft.fbp.question', { number: index + 1 })}`,
            quoted(facts, question),
            n(gap('draft.fbp.gap.answer', { number: index + 1 })),
            related.length > 0 && `${t('draft.fbp.events')}\n${related.join('\n')}`,
          ]
            .filter(Boolean)
            .join('\n\n');
        })
      : [
          facts.direction?.quote ? `${t('draft.fbp.ordered')}\n\n${quoted(facts, facts.direction.quote)}` : null,
          n(gap('draft.fbp.gap.questions')),
        ].filter((block): block is string => block !== null);
  return draftOf(
    facts,
    'further_particulars',
    [
      t('draft.poc.court'),
      caseName(facts),
      `# ${t('draft.fbp.heading')}`,
      t('draft.fbp.intro', { name: facts.case.claimantName }),
      ...answers,
      `## ${t('draft.ws.truthHeading')}`,
      t('draft.fbp.truth'),
      t('draft.ws.signature', { name: facts.case.claimantName }),
      directionSection(facts),
      missingSection(facts, missing),
      t('draft.generatedOn', { date: longDate(facts, facts.today) }),
    ],
    missing,
  );
};
