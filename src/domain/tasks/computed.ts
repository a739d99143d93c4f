/**
 * The tasks a case's own dates call for (issue 15), worked out fresh from the case on every read:
 * - the ET1 time limit, as the tracker's deadline card shows it (src/domain/deadline-status): the
 *   last day to start Acas early conciliation before it has started; then the last day for the
 *   tribunal to receive the ET1 (while the certificate is awaited, the earliest that day can be);
 *   nothing once the ET1 is filed or when Acas was contacted after the limit;
 * - the employer's response window (ET3), from the day the claim was filed: the tribunal sends the
 *   claim to the employer after it is accepted, so the real window ends later, and the tribunal's
 *   letter gives the exact date. The date here is the earliest it can be (a note says so);
 * - the preparation plan from the hearing date, as suggestions the claimant accepts or dismisses.
 * Reminders of these dates are sent by e-mail elsewhere; nothing here depends on them.
 * Pure: `today` is injected.
 */

import { type IsoDate, isBefore, isIsoDate } from '../calendar';
import { EARLIEST_EVENT_DATE } from '../case-events';
import { deadlineStatus } from '../deadline-status';
import { et1Deadline } from '../deadlines';
import { firstRecordedDate } from '../figures';
import { kindForClaimType, limitRules } from '../limit-rules';
import { type PreparationStepId, preparationPlan } from '../preparation';
import type { CaseDeadlineKind } from './kinds';
import { daysAfter, figureRule, type TaskRule } from './rules';

/** The case fields the computed tasks depend on. */
export interface CaseDates {
  claimType: string | null;
  dismissalDate: IsoDate | null;
  acasStartDate: IsoDate | null;
  acasEndDate: IsoDate | null;
  et1FiledDate: IsoDate | null;
  hearingDate: IsoDate | null;
}

export type DesiredTask =
  | { source: 'computed'; kind: CaseDeadlineKind; dueDate: IsoDate; rule: TaskRule }
  | { source: 'suggested'; kind: PreparationStepId; dueDate: IsoDate; rule: TaskRule };

const dateOrNull = (value: IsoDate | null): IsoDate | null => (value !== null && isIsoDate(value) ? value : null);

/** The ET1 limit's date the deadline card shows, as a task (none in the states with nothing left to do). */
export function et1Tasks(record: CaseDates, today: IsoDate): DesiredTask[] {
  const eventDate = dateOrNull(record.dismissalDate);
  // The same guard as the tracker: dates the case form refuses get no card, so no task.
  if (eventDate === null || eventDate < EARLIEST_EVENT_DATE || isBefore(today, eventDate)) return [];
  const kind = kindForClaimType(record.claimType);
  const deadline = et1Deadline({
    eventDate,
    acasDayA: dateOrNull(record.acasStartDate),
    acasDayB: dateOrNull(record.acasEndDate),
    kind,
    today,
  });
  const status = deadlineStatus(deadline, { today, et1FiledDate: dateOrNull(record.et1FiledDate) });
  const rule = (earliest = false) => figureRule(limitRules[kind].figure, eventDate, limitRules[kind].provision, earliest);
  switch (status.state) {
    case 'contactAcas':
      return [{ source: 'computed', kind: 'acasStartBy', dueDate: status.acasBy, rule: rule() }];
    case 'inConciliation':
      return [{ source: 'computed', kind: 'presentBy', dueDate: status.earliestPresentBy, rule: rule(true) }];
    case 'certificateReceived':
    case 'noExtension':
      return [{ source: 'computed', kind: 'presentBy', dueDate: status.presentBy, rule: rule() }];
    case 'passed':
      // Still shown (overdue): the card says the limit may have passed and what can still be done.
      return [{ source: 'computed', kind: 'presentBy', dueDate: status.limit, rule: rule() }];
    case 'outOfTime':
    case 'filed':
      return [];
  }
}

/**
 * The ET3 response window from the day the claim was filed. The tribunal's letter sending the
 * claim to the employer gives the exact date: this is the earliest it can be.
 */
export function et3Task(record: CaseDates): DesiredTask[] {
  const filed = dateOrNull(record.et1FiledDate);
  if (filed === null || isBefore(filed, firstRecordedDate('et3ResponseTime'))) return [];
  const { dueDate, rule } = daysAfter('et3ResponseTime', filed, true);
  return [{ source: 'computed', kind: 'et3Response', dueDate, rule }];
}

/**
 * The spec's 'working backwards' plan as suggestions, each due at the later edge of its window;
 * none once the hearing day has passed (nothing is left to prepare for it).
 */
export function preparationTasks(hearingDate: IsoDate | null, today: IsoDate): DesiredTask[] {
  const hearing = dateOrNull(hearingDate);
  if (hearing === null || isBefore(hearing, today)) return [];
  return preparationPlan(hearing).map((item) => ({
    source: 'suggested',
    kind: item.id,
    dueDate: item.due,
    rule: { type: 'preparation', from: item.from, to: item.to, unit: item.unit, start: item.start },
  }));
}

/** Every task the case's record calls for today. */
export function caseTasksFor(record: CaseDates, today: IsoDate): DesiredTask[] {
  return [...et1Tasks(record, today), ...et3Task(record), ...preparationTasks(record.hearingDate, today)];
}
