/**
 * A chronology and cast list for the tribunal: the case's dated events and evidence in date order
 * (each piece of evidence by its E-number and, once the bundle is built, its pages), then who is
 * who. The case records the parties; it does not record the other people the evidence names, so
 * the cast list names the parties and leaves the rest as a gap rather than guess at names.
 */
import type { ChronologyEntry } from '../../chronology';
import { bundlePages, caseName, chronologyEvent, draftOf, longDate, missingSection, wordsFor } from '../common';
import type { Template } from '../facts';
import { tableMarkup } from '../markup';
import { directionSection, gapsFor } from './order-common';

export const chronologyCastList: Template = (facts) => {
  const t = wordsFor(facts);
  const { missing, gap } = gapsFor(facts);
  const fileOf = new Map(facts.evidence.map((item) => [item.id, item.bundleFileId]));
  const reference = (entry: ChronologyEntry) =>
    entry.kind === 'evidence' ? `${entry.reference}${bundlePages(facts, fileOf.get(entry.evidenceId) ?? null)}` : '';
  const rows = facts.chronology.map((entry) => [longDate(facts, entry.date), chronologyEvent(facts, entry), reference(entry)]);
  const cast = [
    [facts.case.claimantName, t('draft.ccl.role.claimant')],
    [facts.case.employerName, t('draft.ccl.role.respondent')],
  ];
  return draftOf(
    facts,
    'chronology_cast_list',
    [
      t('draft.poc.court'),
      caseName(facts),
      `# ${t('draft.ccl.heading')}`,
      `## ${t('draft.ccl.chronologyHeading')}`,
      rows.length > 0
        ? tableMarkup([t('chronology.date'), t('chronology.event'), t('chronology.reference')], rows)
        : gap('draft.ccl.gap.dates'),
      `## ${t('draft.ccl.castHeading')}`,
      tableMarkup([t('draft.ccl.name'), t('draft.ccl.roleHeader')], cast),
      gap('draft.ccl.gap.people'),
      directionSection(facts),
      missingSection(facts, missing),
      t('draft.generatedOn', { date: longDate(facts, facts.today) }),
    ],
    missing,
  );
};
