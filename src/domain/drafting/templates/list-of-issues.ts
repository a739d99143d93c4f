/**
 * The claimant's draft list of issues, in the form tribunals use: numbered issues under a heading
 * for each complaint pleaded, jurisdiction first. For each complaint: whether it was presented in
 * time (the provision the complaint registry gives for its limit, and the tribunal's power to hear
 * it late where there is one), then the questions the registry holds for it (its elements), then
 * the remedy issues for the remedies it brings. The questions are the registry's own words; the
 * list draws nothing from the case's facts, so it invents none.
 */
import type { MessageKey } from '../../../i18n/translate';
import { complaintLaw } from '../../complaints';
import { limitRules } from '../../limit-rules';
import { caseName, draftOf, longDate, missingSection, wordsFor } from '../common';
import type { Template } from '../facts';
import { chosenComplaints, citedProvision, directionSection, gapsFor } from './order-common';

export const listOfIssues: Template = (facts) => {
  const t = wordsFor(facts);
  const { missing, gap } = gapsFor(facts);
  const complaints = chosenComplaints(facts);
  const sections = complaints.map((id, index) => {
    const law = complaintLaw[id];
    const rule = limitRules[law.limit.kind];
    const provision = citedProvision(facts, law.limit.provision ?? rule.provision);
    const late =
      rule.exception === 'none' || rule.exceptionProvision === null
        ? t('draft.loi.time.noExtension')
        : t(`draft.loi.time.${rule.exception}`, { provision: citedProvision(facts, rule.exceptionProvision) });
    const number = index + 1;
    const issues = [
      t('draft.loi.time.question', { provision }),
      late,
      ...law.elements.map((key) => t(key)),
      ...law.remedies.map((remedy) => t(`draft.loi.remedy.${remedy}` as MessageKey)),
    ];
    return [
      `## ${number}. ${t(`complaints.option.${id}` as MessageKey)}`,
      `### ${t('draft.loi.timeHeading')}`,
      `${number}.1. ${issues[0]}`,
      `${number}.2. ${issues[1]}`,
      `### ${t('draft.loi.elementsHeading')}`,
      ...law.elements.map((_, i) => `${number}.${i + 3}. ${issues[i + 2]}`),
      `### ${t('draft.loi.remedyHeading')}`,
      ...law.remedies.map((_, i) => `${number}.${law.elements.length + i + 3}. ${issues[law.elements.length + i + 2]}`),
    ].join('\n');
  });
  return draftOf(
    facts,
    'list_of_issues',
    [
      t('draft.poc.court'),
      caseName(facts),
      `# ${t('draft.loi.heading')}`,
      t('draft.loi.intro'),
      ...(sections.length > 0 ? sections : [gap('draft.loi.gap.complaints')]),
      directionSection(facts),
      missingSection(facts, missing),
      t('draft.generatedOn', { date: longDate(facts, facts.today) }),
    ],
    missing,
  );
};
