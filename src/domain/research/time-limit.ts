/**
 * The claim's time limit as the tracker's deadline card leads with it: the earliest limit still
 * open of the case (../case-limits: the main date for each chosen complaint that runs from it, and
 * each dated event), with its Acas dates. Null when the case has no date to count from.
 */
import { earliestLimit } from '../case-limits';
import type { DeadlineStatus } from '../deadline-status';
import type { Deadline } from '../deadlines';
import type { DraftFacts } from '../drafting/facts';

export interface TimeLimit {
  deadline: Deadline;
  status: DeadlineStatus;
}

export function timeLimitFor(facts: Pick<DraftFacts, 'case' | 'events' | 'complaints' | 'today'>): TimeLimit | null {
  const record = facts.case;
  const limit = earliestLimit(
    {
      claimType: record.claimType,
      complaints: facts.complaints,
      dismissalDate: record.dismissalDate,
      acasStartDate: record.acasStartDate,
      acasEndDate: record.acasEndDate,
      et1FiledDate: record.et1FiledDate,
      events: facts.events,
    },
    facts.today,
  );
  return limit ? { deadline: limit.deadline, status: limit.status } : null;
}
