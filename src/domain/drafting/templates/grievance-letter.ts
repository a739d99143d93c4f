/**
 * A formal grievance to the employer, under the Acas Code of Practice on Disciplinary
 * and Grievance Procedures: what happened (the claimant's own events, in date order), the evidence
 * they hold, the outcome they want, a meeting and the right to be accompanied (Employment
 * Relations Act 1999 s.10). Raising one matters: an unreasonable failure to follow the Code can
 * change an award by up to the figure in acasCodeAdjustmentMax (TULRCA 1992 s.207A).
 */

import { figureOn } from '../../figures';
import { formatFigure } from '../../format';
import { draftOf, longDate, missingSection, wordsFor } from '../common';
import type { Template } from '../facts';

export const grievanceLetter: Template = (facts) => {
  const t = wordsFor(facts);
  const record = facts.case;
  const missing: string[] = [];
  const events = facts.events.map(
    (event) => `- ${longDate(facts, event.date)}: ${event.description ?? t(`chronology.eventKind.${event.kind}`)}`,
  );
  if (events.length === 0) missing.push(t('draft.missing.events'));
  const evidence = facts.evidence
    .filter((item) => item.importance === 'critical' || item.importance === 'high')
    .map((item) => `- ${item.title}${item.evidenceDate ? ` (${longDate(facts, item.evidenceDate)})` : ''}`);
  const uplift = formatFigure(figureOn('acasCodeAdjustmentMax', facts.today), facts.language);
  return draftOf(
    facts,
    'grievance_letter',
    [
      `# ${t('documents.type.grievance_letter')}`,
      [record.claimantName, longDate(facts, facts.today)].join('\n'),
      t('draft.grievance.to', { employer: record.employerName }),
      `## ${t('draft.grievance.subject')}`,
      t('draft.grievance.opening'),
      `## ${t('draft.grievance.whatHappened')}`,
      events.length > 0 ? events.join('\n') : `[${t('draft.missing.events')}]`,
      evidence.length > 0 && `## ${t('draft.grievance.evidence')}\n${evidence.join('\n')}`,
      `## ${t('draft.grievance.outcome')}`,
      `[${t('draft.grievance.outcomePrompt')}]`,
      t('draft.grievance.meeting'),
      t('draft.grievance.close', { name: record.claimantName }),
      `## ${t('draft.grievance.notesHeading')}`,
      t('draft.grievance.note', { uplift }),
      missingSection(facts, missing),
    ],
    missing,
  );
};
