/**
 * Particulars of claim (issue 14): numbered paragraphs — the parties, the employment, early
 * conciliation, the facts in date order from the chronology, each claim with its statutory basis,
 * the time limit, and the remedy sought. Authorities only from our own table (facts.authorities).
 */
import type { MessageKey } from '../../../i18n/translate';
import { caseName, chronologyEvent, draftOf, longDate, missingSection, numbering, storyEntries, wordsFor } from '../common';
import { deadlineSentence } from '../deadline-words';
import type { Template } from '../facts';

export const particularsOfClaim: Template = (facts) => {
  const t = wordsFor(facts);
  const record = facts.case;
  const pay = facts.payDetails;
  const n = numbering();
  const missing: string[] = [];
  const need = (key: MessageKey) => {
    missing.push(t(key));
    return `[${t(key)}]`;
  };
  const parties = [
    n(t('draft.poc.claimant', { name: record.claimantName })),
    n(t('draft.poc.respondent', { employer: record.employerName })),
  ];
  const employment = [
    n(
      t('draft.poc.employed', {
        start: pay?.employmentStart ? longDate(facts, pay.employmentStart) : need('draft.missing.employmentStart'),
      }),
    ),
    n(
      t('draft.poc.ended', {
        date: record.dismissalDate ? longDate(facts, record.dismissalDate) : need('draft.missing.dismissalDate'),
      }),
    ),
  ];
  const conciliation =
    record.acasStartDate && record.acasEndDate
      ? n(
          t('draft.poc.acas', {
            dayA: longDate(facts, record.acasStartDate),
            dayB: longDate(facts, record.acasEndDate),
            number: record.acasCertificateNumber ?? need('draft.missing.certificate'),
          }),
        )
      : n(need('draft.missing.acasDates'));
  const story = storyEntries(facts);
  const factLines =
    story.length > 0
      ? story.map((entry) =>
          n(
            entry.kind === 'evidence'
              ? t('draft.poc.factEvidence', { date: longDate(facts, entry.date), title: entry.title, reference: entry.reference })
              : t('draft.poc.fact', { date: longDate(facts, entry.date), event: chronologyEvent(facts, entry) }),
          ),
        )
      : [n(need('draft.missing.facts'))];
  const claims = record.claimType
    ? [n(t(`draft.poc.claim.${record.claimType}` as MessageKey))]
    : [n(need('draft.missing.claimType'))];
  const authorities = facts.authorities
    .slice(0, 3)
    .map((authority) => n(t('draft.poc.authority', { name: authority.caseName, citation: authority.citation })));
  const deadline = deadlineSentence(facts);
  return draftOf(
    facts,
    'particulars_of_claim',
    [
      `# ${t('documents.type.particulars_of_claim')}`,
      t('draft.poc.court'),
      caseName(facts),
      `## ${t('draft.poc.partiesHeading')}`,
      parties.join('\n'),
      `## ${t('draft.poc.employmentHeading')}`,
      employment.join('\n'),
      `## ${t('draft.poc.acasHeading')}`,
      conciliation,
      `## ${t('draft.poc.factsHeading')}`,
      factLines.join('\n'),
      `## ${t('draft.poc.claimsHeading')}`,
      claims.join('\n'),
      authorities.length > 0 && `## ${t('draft.poc.authoritiesHeading')}\n${authorities.join('\n')}`,
      deadline && `## ${t('draft.poc.timeHeading')}\n${n(deadline)}`,
      `## ${t('draft.poc.remedyHeading')}`,
      n(t(record.claimType === 'discrimination' ? 'draft.poc.remedyDiscrimination' : 'draft.poc.remedy')),
      n(t('draft.poc.scheduleToFollow')),
      missingSection(facts, missing),
      t('draft.generatedOn', { date: longDate(facts, facts.today) }),
    ],
    missing,
  );
};
