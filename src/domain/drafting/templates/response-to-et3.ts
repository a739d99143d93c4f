/**
 * A structure for replying to the employer's response (ET3) point by point: a table of
 * the response's paragraphs to fill in with the reply and the evidence (the case does not hold the
 * ET3's text, so its rows are left for the claimant), the evidence they can point to, and the
 * dates that follow: the response window (et3ResponseTime, from the day the tribunal sent the claim —
 * not the filing date, which is earlier, so the date shown is the earliest it can be), the
 * preparation plan from the hearing date, and the limits after a judgment (reconsideration,
 * written reasons, appeal), each from the figures table.
 */

import { addDays } from '../../calendar';
import { figureOn } from '../../figures';
import { formatFigure } from '../../format';
import { preparationPlan } from '../../preparation';
import { draftOf, longDate, missingSection, wordsFor } from '../common';
import type { Template } from '../facts';
import { tableMarkup } from '../markup';

function days(value: ReturnType<typeof figureOn>): number {
  if (value.kind !== 'duration' || value.unit !== 'day') throw new TypeError('Expected a number of days');
  return value.amount;
}

export const responseToEt3: Template = (facts) => {
  const t = wordsFor(facts);
  const record = facts.case;
  const missing: string[] = [t('draft.et3.missingEt3')];
  const filed = record.et1FiledDate;
  if (!filed) missing.push(t('draft.missing.et1Filed'));
  const window = figureOn('et3ResponseTime', filed ?? facts.today);
  const earliest = filed ? addDays(filed, days(window)) : null;
  const plan = record.hearingDate ? preparationPlan(record.hearingDate) : [];
  const evidence = facts.chronology.flatMap((entry) =>
    entry.kind === 'evidence' ? [`- ${entry.reference}: ${entry.title} (${longDate(facts, entry.date)})`] : [],
  );
  const after = [
    `- ${t('draft.et3.reconsideration', { period: formatFigure(figureOn('reconsiderationTime', facts.today), facts.language) })}`,
    `- ${t('draft.et3.writtenReasons', { period: formatFigure(figureOn('writtenReasonsRequestTime', facts.today), facts.language) })}`,
    `- ${t('draft.et3.appeal', { period: formatFigure(figureOn('eatAppealTime', facts.today), facts.language) })}`,
  ];
  return draftOf(
    facts,
    'response_to_et3',
    [
      `# ${t('documents.type.response_to_et3')}`,
      t('draft.poc.court'),
      `${record.claimantName} v ${record.employerName}`,
      t('draft.et3.intro'),
      `## ${t('draft.et3.pointsHeading')}`,
      tableMarkup(
        [t('draft.et3.colParagraph'), t('draft.et3.colSays'), t('draft.et3.colReply'), t('draft.et3.colEvidence')],
        [
          ['1', '', '', ''],
          ['2', '', '', ''],
          ['3', '', '', ''],
        ],
      ),
      `## ${t('draft.et3.evidenceHeading')}`,
      evidence.length > 0 ? evidence.join('\n') : t('draft.bundle.noDatedEvidence'),
      `## ${t('draft.et3.datesHeading')}`,
      earliest
        ? t('draft.et3.window', {
            period: formatFigure(window, facts.language),
            filed: longDate(facts, filed ?? ''),
            date: longDate(facts, earliest),
          })
        : t('draft.et3.windowUnknown', { period: formatFigure(window, facts.language) }),
      plan.length > 0
        ? plan.map((item) => `- ${t(`documents.plan.${item.id}`)}: ${longDate(facts, item.due)}`).join('\n')
        : t('draft.missing.hearingDate'),
      `## ${t('draft.et3.afterHeading')}`,
      after.join('\n'),
      missingSection(facts, missing),
      t('draft.generatedOn', { date: longDate(facts, facts.today) }),
    ],
    missing,
  );
};
