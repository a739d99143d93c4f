/**
 * A written statement of the remedy sought: each remedy the chosen complaints bring (the complaint
 * registry's remedies), with the schedule of loss's figure beside it where the schedule can work
 * one out from the pay details (../../schedule-of-loss/compute.ts); otherwise the amount is a gap.
 * Reinstatement and re-engagement are a choice only the claimant can make: always a gap.
 */
import type { MessageKey } from '../../../i18n/translate';
import { type RemedyId, remediesOf } from '../../complaints';
import { computeScheduleOfLoss } from '../../schedule-of-loss/compute';
import { caseName, draftOf, longDate, missingSection, money, numbering, wordsFor } from '../common';
import type { DraftFacts, Template } from '../facts';
import { chosenComplaints, directionSection, type Gaps, gapsFor } from './order-common';

/** The order remedies are set out in: the awards first, then orders and declarations. */
const REMEDY_ORDER: readonly RemedyId[] = [
  'basicAward',
  'compensatoryAward',
  'redundancyPayment',
  'financialLoss',
  'injuryToFeelings',
  'noticePay',
  'holidayPay',
  'wages',
  'contractDamages',
  'equalPayArrears',
  'reinstatement',
  'recommendation',
  'declaration',
];

type Schedule = ReturnType<typeof computeScheduleOfLoss>;

/** The schedule of loss the figures come from, worked out once for the whole statement. */
function scheduleFor(facts: DraftFacts): Schedule {
  return computeScheduleOfLoss({
    claimType: facts.case.claimType,
    dismissalDate: facts.case.dismissalDate,
    et1FiledDate: facts.case.et1FiledDate,
    hearingDate: facts.case.hearingDate,
    payDetails: facts.payDetails,
    complaints: facts.complaints,
    today: facts.today,
  });
}

/** The schedule of loss's figure for a remedy, in words, or null when it works none out. */
function figureFor(facts: DraftFacts, s: Schedule, remedy: RemedyId): string | null {
  const t = wordsFor(facts);
  if (remedy === 'basicAward' && s.basicAward && s.totals)
    return t('draft.remedyStatement.amount', { amount: money(facts, s.totals.basicPence) });
  if (remedy === 'redundancyPayment' && s.redundancyPayment?.qualifies)
    return t('draft.remedyStatement.amount', { amount: money(facts, s.redundancyPayment.pence) });
  if (remedy === 'compensatoryAward' && s.totals) {
    const low = money(facts, s.totals.compensatoryLowPence);
    const high = money(facts, s.totals.compensatoryHighPence);
    return low === high ? t('draft.remedyStatement.amount', { amount: low }) : t('draft.remedyStatement.range', { low, high });
  }
  return null;
}

function remedyLine(facts: DraftFacts, schedule: Schedule, remedy: RemedyId, gap: Gaps['gap']): string {
  const t = wordsFor(facts);
  const sought = t(`draft.remedyStatement.remedy.${remedy}` as MessageKey);
  if (remedy === 'reinstatement') return `${sought} ${gap('draft.remedyStatement.gap.reinstatement')}`;
  if (remedy === 'recommendation') return `${sought} ${gap('draft.remedyStatement.gap.recommendation')}`;
  if (remedy === 'declaration') return sought;
  const figure = figureFor(facts, schedule, remedy);
  return figure
    ? `${sought} ${figure}`
    : `${sought} ${gap('draft.remedyStatement.gap.amount', { remedy: t(`draft.loi.remedyName.${remedy}` as MessageKey) })}`;
}

export const remedyStatement: Template = (facts) => {
  const t = wordsFor(facts);
  const n = numbering();
  const { missing, gap } = gapsFor(facts);
  const remedies = remediesOf(chosenComplaints(facts));
  const sought = REMEDY_ORDER.filter((remedy) => remedies.has(remedy));
  const schedule = scheduleFor(facts);
  // The opening paragraph is numbered first: numbering follows the order of the text.
  const lines =
    sought.length > 0
      ? [n(t('draft.remedyStatement.intro')), ...sought.map((remedy) => n(remedyLine(facts, schedule, remedy, gap)))]
      : [];
  const body = lines.length > 0 ? lines.join('\n') : gap('draft.loi.gap.complaints');
  return draftOf(
    facts,
    'remedy_statement',
    [
      t('draft.poc.court'),
      caseName(facts),
      `# ${t('draft.remedyStatement.heading')}`,
      body,
      lines.length > 0 && t('draft.remedyStatement.schedule'),
      t('draft.remedyStatement.signature', { name: facts.case.claimantName }),
      directionSection(facts),
      missingSection(facts, missing),
      t('draft.generatedOn', { date: longDate(facts, facts.today) }),
    ],
    missing,
  );
};
