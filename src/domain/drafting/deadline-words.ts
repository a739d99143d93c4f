/**
 * The claim's time limit in a draft's words, from the deadline engine (../deadlines.ts) and the
 * card's status (../deadline-status.ts): the same date the tracker shows, never recomputed here.
 */

import { deadlineStatus } from '../deadline-status';
import { et1Deadline } from '../deadlines';
import { kindForClaimType, limitRules } from '../limit-rules';
import { longDate, wordsFor } from './common';
import type { DraftFacts } from './facts';

/** One sentence on the time limit, or null without the date that starts it. */
export function deadlineSentence(facts: DraftFacts): string | null {
  const record = facts.case;
  if (!record.dismissalDate) return null;
  const t = wordsFor(facts);
  const kind = kindForClaimType(record.claimType);
  const deadline = et1Deadline({
    eventDate: record.dismissalDate,
    acasDayA: record.acasStartDate,
    acasDayB: record.acasEndDate,
    kind,
    today: facts.today,
  });
  const status = deadlineStatus(deadline, { today: facts.today, et1FiledDate: record.et1FiledDate });
  const provision = limitRules[kind].provision;
  switch (status.state) {
    case 'contactAcas':
      return t('draft.deadline.contactAcas', { date: longDate(facts, status.acasBy), provision });
    case 'inConciliation':
      return t('draft.deadline.inConciliation', { date: longDate(facts, status.earliestPresentBy), provision });
    case 'certificateReceived':
    case 'noExtension':
      return t('draft.deadline.presentBy', { date: longDate(facts, status.presentBy), provision });
    case 'outOfTime':
    case 'passed':
      return t('draft.deadline.passed', {
        date: longDate(facts, status.limit),
        provision,
        exception: status.exceptionProvision ?? provision,
      });
    case 'filed':
      return status.inTime === false
        ? t('draft.deadline.filedLate', { date: longDate(facts, status.filedOn) })
        : t('draft.deadline.filed', { date: longDate(facts, status.filedOn) });
  }
}
