/**
 * A guide to preparing the hearing bundle built from the case's own files: the usual
 * order of a bundle (pleadings, orders, contract and policies, correspondence in date order, the
 * claimant's evidence), the case's bundle files and dated evidence in that order with their
 * E-numbers, the steps, and the dates that follow from the hearing date.
 */
import { preparationPlan } from '../../preparation';
import { draftOf, exhibitFile, longDate, missingSection, wordsFor } from '../common';
import type { Template } from '../facts';
import { tableMarkup } from '../markup';

export const bundleGuide: Template = (facts) => {
  const t = wordsFor(facts);
  const record = facts.case;
  const missing: string[] = [];
  if (facts.bundleFiles.length === 0) missing.push(t('draft.missing.bundleFiles'));
  if (!record.hearingDate) missing.push(t('draft.missing.hearingDate'));
  const evidenceFor = new Map(facts.evidence.filter((item) => item.bundleFileId).map((item) => [item.bundleFileId, item]));
  const dated = facts.chronology.flatMap((entry) => (entry.kind === 'evidence' ? [entry] : []));
  const rows = dated.map((entry) => {
    const item = facts.evidence.find((candidate) => candidate.id === entry.evidenceId);
    return [entry.reference, longDate(facts, entry.date), entry.title, exhibitFile(facts, item?.bundleFileId ?? null) ?? '—'];
  });
  const loose = facts.bundleFiles.filter((file) => !evidenceFor.has(file.id)).map((file) => `- ${file.fileName}`);
  const plan = record.hearingDate ? preparationPlan(record.hearingDate) : [];
  const bundlePlan = plan.find((item) => item.id === 'bundle');
  return draftOf(
    facts,
    'bundle_guide',
    [
      `# ${t('documents.type.bundle_guide')}`,
      t('draft.bundle.intro'),
      `## ${t('draft.bundle.orderHeading')}`,
      (['order1', 'order2', 'order3', 'order4', 'order5'] as const)
        .map((key, index) => `${index + 1}. ${t(`draft.bundle.${key}`)}`)
        .join('\n'),
      `## ${t('draft.bundle.evidenceHeading')}`,
      rows.length > 0
        ? tableMarkup([t('chronology.reference'), t('chronology.date'), t('chronology.event'), t('draft.bundle.file')], rows)
        : t('draft.bundle.noDatedEvidence'),
      loose.length > 0 && `## ${t('draft.bundle.otherFiles')}\n${t('draft.bundle.otherFilesIntro')}\n${loose.join('\n')}`,
      `## ${t('draft.bundle.stepsHeading')}`,
      (['step1', 'step2', 'step3', 'step4'] as const).map((key) => `- ${t(`draft.bundle.${key}`)}`).join('\n'),
      bundlePlan &&
        record.hearingDate &&
        `## ${t('draft.bundle.datesHeading')}\n${t('draft.bundle.dates', {
          hearing: longDate(facts, record.hearingDate),
          start: longDate(facts, bundlePlan.start),
          due: longDate(facts, bundlePlan.due),
        })}`,
      missingSection(facts, missing),
      t('draft.generatedOn', { date: longDate(facts, facts.today) }),
    ],
    missing,
  );
};
