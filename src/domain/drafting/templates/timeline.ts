/** The chronology as a document (type "timeline"): the same entries as /evidence, in a table. */

import { caseName, chronologyEvent, draftOf, longDate, missingSection, wordsFor } from '../common';
import type { Template } from '../facts';
import { tableMarkup } from '../markup';

export const timeline: Template = (facts) => {
  const t = wordsFor(facts);
  const missing = facts.chronology.length === 0 ? [t('draft.missing.dates')] : [];
  const rows = facts.chronology.map((entry) => [
    longDate(facts, entry.date),
    chronologyEvent(facts, entry),
    entry.kind === 'evidence' ? entry.reference : '',
  ]);
  return draftOf(
    facts,
    'timeline',
    [
      `# ${t('documents.type.timeline')}: ${caseName(facts)}`,
      t('draft.timeline.intro'),
      rows.length > 0 && tableMarkup([t('chronology.date'), t('chronology.event'), t('chronology.reference')], rows),
      missingSection(facts, missing),
      t('draft.generatedOn', { date: longDate(facts, facts.today) }),
    ],
    missing,
  );
};
