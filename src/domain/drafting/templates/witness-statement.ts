/**
 * The claimant's witness statement: numbered paragraphs in the first person, in date
 * order from the chronology, each piece of evidence referenced by its E-number and, when it is a
 * file of the case's bundle, by that file's name and, once the bundle is built, its pages in the
 * bundle ("[B: 45–47]": a statement that gives no page references is a usual reason a bundle fails
 * the judge); ending with the statement of truth.
 */
import {
  bundlePages,
  caseName,
  chronologyEvent,
  draftOf,
  exhibitFile,
  longDate,
  missingSection,
  numbering,
  storyEntries,
  wordsFor,
} from '../common';
import type { Template } from '../facts';

export const witnessStatement: Template = (facts) => {
  const t = wordsFor(facts);
  const record = facts.case;
  const n = numbering();
  const missing: string[] = [];
  const byId = new Map(facts.evidence.map((item) => [item.id, item]));
  const story = storyEntries(facts, ['acasStartDate']);
  const pagesOf = (evidenceId: string) => bundlePages(facts, byId.get(evidenceId)?.bundleFileId ?? null);
  const citesPages = story.some((entry) => entry.kind === 'evidence' && pagesOf(entry.evidenceId) !== '');
  // The opening paragraphs are numbered first: numbering follows the order of the text.
  const opening = [
    n(t('draft.ws.intro1', { name: record.claimantName, employer: record.employerName })),
    n(citesPages ? `${t('draft.ws.intro2')} ${t('draft.pageRefs.note')}` : t('draft.ws.intro2')),
  ];
  const paragraphs = story.map((entry) => {
    const date = longDate(facts, entry.date);
    if (entry.kind === 'evidence') {
      const item = byId.get(entry.evidenceId);
      const file = exhibitFile(facts, item?.bundleFileId ?? null);
      const about = item?.description ? ` ${item.description}` : '';
      const pages = pagesOf(entry.evidenceId);
      return n(
        file
          ? t('draft.ws.evidenceFile', { date, title: entry.title, reference: entry.reference, file, pages, about })
          : t('draft.ws.evidence', { date, title: entry.title, reference: entry.reference, about }),
      );
    }
    if (entry.kind === 'event') {
      return n(
        entry.description
          ? t('draft.ws.eventOwnWords', { date, description: entry.description })
          : t('draft.ws.event', { date, event: chronologyEvent(facts, entry) }),
      );
    }
    return n(t('draft.ws.caseDate', { date, event: chronologyEvent(facts, entry) }));
  });
  if (paragraphs.length === 0) missing.push(t('draft.missing.facts'));
  const undated = facts.evidence.filter((item) => item.evidenceDate === null);
  if (undated.length > 0) missing.push(t('draft.ws.undated', { titles: undated.map((item) => item.title).join('; ') }));
  return draftOf(
    facts,
    'witness_statement',
    [
      t('draft.poc.court'),
      caseName(facts),
      `# ${t('draft.ws.heading', { name: record.claimantName })}`,
      [...opening, ...paragraphs, n(t('draft.ws.closing'))].join('\n'),
      `## ${t('draft.ws.truthHeading')}`,
      t('draft.ws.truth'),
      t('draft.ws.signature', { name: record.claimantName }),
      missingSection(facts, missing),
      t('draft.generatedOn', { date: longDate(facts, facts.today) }),
    ],
    missing,
  );
};
