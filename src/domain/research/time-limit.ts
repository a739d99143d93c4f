/**
 * The claim's time limit as the tracker's deadline card computes it: the deadline engine on the
 * case's main date (the dismissal, or the act or payment complained of) with its Acas dates, then
 * the single state the card shows. Null when the case has no date to count from.
 */
import { isIsoDate } from '../calendar';
import type { CaseRecord } from '../case-record';
import { type DeadlineStatus, deadlineStatus } from '../deadline-status';
import { type Deadline, et1Deadline } from '../deadlines';
import { kindForClaimType } from '../limit-rules';

export interface TimeLimit {
  deadline: Deadline;
  status: DeadlineStatus;
}

const dateOrNull = (value: string | null) => (value && isIsoDate(value) ? value : null);

export function timeLimitFor(record: CaseRecord, today: string): TimeLimit | null {
  const eventDate = dateOrNull(record.dismissalDate);
  if (!eventDate) return null;
  try {
    const deadline = et1Deadline({
      eventDate,
      acasDayA: dateOrNull(record.acasStartDate),
      acasDayB: dateOrNull(record.acasEndDate),
      kind: kindForClaimType(record.claimType),
      today,
    });
    return { deadline, status: deadlineStatus(deadline, { today, et1FiledDate: dateOrNull(record.et1FiledDate) }) };
  } catch (error) {
    // A date before the figures table begins: the case form refuses these, so it is an old row.
    if (error instanceof RangeError) return null;
    throw error;
  }
}
