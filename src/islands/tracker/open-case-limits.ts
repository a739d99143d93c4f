/**
 * The open case's limits as the deadline card shows them, from the case form's values, the
 * complaints chosen and the case's dated events: one function for the first paint's card
 * (src/browser/tracker-first.ts) and React's (./TrackerScreen.tsx), both through the one engine in
 * src/domain/case-limits. Dates the form would refuse start no limit: the form's own validation
 * speaks for them.
 */
import { type IsoDate, isIsoDate } from '../../domain/calendar';
import type { CaseEventRecord } from '../../domain/case-events';
import { type CaseLimit, caseLimits } from '../../domain/case-limits';
import { isClaimTypeId } from '../../domain/case-values';
import type { ComplaintChoice } from '../../domain/complaints/choice';
import { dateOrNull, type FormValues } from './case-form-values';

export function openCaseLimits(
  values: FormValues,
  complaints: ComplaintChoice | null,
  events: readonly CaseEventRecord[],
  today: IsoDate,
): CaseLimit[] {
  return caseLimits(
    {
      claimType: isClaimTypeId(values.claimType) ? values.claimType : null,
      complaints,
      dismissalDate: dateOrNull(values.dismissalDate, isIsoDate),
      acasStartDate: dateOrNull(values.acasStartDate, isIsoDate),
      acasEndDate: dateOrNull(values.acasEndDate, isIsoDate),
      et1FiledDate: dateOrNull(values.et1FiledDate, isIsoDate),
      events,
    },
    today,
  );
}
