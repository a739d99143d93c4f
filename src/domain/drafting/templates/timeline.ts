/** The chronology as a document (type "timeline"): the same entries as /evidence, in a table. */

import type { ChronologyEntry } from '../../chronology';
import { bundlePages, caseName, chronologyEvent, draftOf, longDate, missingSection, wordsFor } from '../common';
import type { Template } from '../facts';
import { tableMarkup } from '../markup';

export const timeline: Template = (facts) => {
  const t = wordsFor(facts);
  const missing = facts.chronology.length === 0 ? [t('draft.missing.dates')] : [];
  // Evidence that is in the hearing bundle as last built gives its pages beside its E-number.
  const fileOf = new Map(facts.evidence.map((item) => [item.id, item.bundleFileId]));
  const reference = (entry: ChronologyEntry) =>
    entry.kind === 'evidence' ? `${entry.reference}${bundlePages(facts, fileOf.get(entry.evidenceId) ?? null)}` : '';
  const rows = facts.chronology.map((entry) => [longDate(facts, entry.date), chronologyEvent(facts, entry), reference(entry)]);
  const citesPages = rows.some((row) => row[2]?.includes('[B:'));
  return draftOf(
    facts,
    'timeline',
    [
      `# ${t('documents.type.timeline')}: ${caseName(facts)}`,
      citesPages ? `${t('draft.timeline.intro')} ${t('draft.pageRefs.note')}` : t('draft.timeline.intro'),
      rows.length > 0 && tableMarkup([t('chronology.date'), t('chronology.event'), t('chronology.reference')], rows),
      missingSection(facts, missing),
      t('draft.generatedOn', { date: longDate(facts, facts.today) }),
    ],
    missing,
  );
};
