/**
 * A disability impact statement: the claimant's own evidence on whether they are disabled in the
 * Equality Act's terms (section 6 and Schedule 1): a physical or mental impairment with a
 * substantial and long-term adverse effect on the ability to carry out normal day-to-day
 * activities. Long-term is Sch. 1 para. 2 (twelve months, or likely to last or recur); the effect
 * is judged as it would be without treatment or aids (Sch. 1 para. 5). Only the claimant knows
 * these facts, and the case records no medical evidence as such: each heading is a gap to complete.
 */
import { caseName, draftOf, longDate, missingSection, numbering, wordsFor } from '../common';
import type { Template } from '../facts';
import { directionSection, gapsFor } from './order-common';

export const impactStatement: Template = (facts) => {
  const t = wordsFor(facts);
  const n = numbering();
  const { missing, gap } = gapsFor(facts);
  const section = (heading: string, ...paragraphs: string[]) => [`## ${heading}`, paragraphs.map(n).join('\n')].join('\n');
  return draftOf(
    facts,
    'impact_statement',
    [
      t('draft.poc.court'),
      caseName(facts),
      `# ${t('draft.impact.heading', { name: facts.case.claimantName })}`,
      n(t('draft.impact.intro', { name: facts.case.claimantName, period: gap('draft.impact.gap.period') })),
      section(t('draft.impact.impairmentHeading'), gap('draft.impact.gap.impairment')),
      section(t('draft.impact.longTermHeading'), t('draft.impact.longTerm'), gap('draft.impact.gap.longTerm')),
      section(t('draft.impact.effectsHeading'), t('draft.impact.effects'), gap('draft.impact.gap.effects')),
      section(t('draft.impact.withoutHeading'), t('draft.impact.without'), gap('draft.impact.gap.without')),
      section(t('draft.impact.withHeading'), gap('draft.impact.gap.with')),
      `## ${t('draft.impact.evidenceHeading')}`,
      gap('draft.impact.gap.evidence'),
      `## ${t('draft.ws.truthHeading')}`,
      t('draft.impact.truth'),
      t('draft.ws.signature', { name: facts.case.claimantName }),
      directionSection(facts),
      missingSection(facts, missing),
      t('draft.generatedOn', { date: longDate(facts, facts.today) }),
    ],
    missing,
  );
};
