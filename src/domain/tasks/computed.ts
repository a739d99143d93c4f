/**
 * The tasks a case's own dates call for, worked out fresh from the case on every read:
 * - each ET1 time limit of the case (src/domain/case-limits: its main date and every other dated
 *   event), as the tracker's deadline card shows it (src/domain/deadline-status): the last day to
 *   start Acas early conciliation before it has started; then the last day for the tribunal to
 *   receive the ET1 (while the certificate is awaited, the earliest that day can be: the safe date
 *   to be reminded by); once passed, still shown as overdue; nothing once the ET1 is filed or when
 *   Acas was contacted after the limit;
 * - the employer's response window (ET3), from the day the claim was filed: the tribunal sends the
 *   claim to the employer after it is accepted, so the real window ends later, and the tribunal's
 *   letter gives the exact date. The date here is the earliest it can be (a note says so);
 * - the preparation plan from the hearing date, as suggestions the claimant accepts or dismisses.
 * Each carries its working (src/domain/working). Reminders of these dates are sent by e-mail
 * elsewhere; nothing here depends on them. Pure: `today` is injected.
 */

import { type IsoDate, isBefore, isIsoDate } from '../calendar';
import { type CaseLimit, type CaseLimitInput, caseLimits } from '../case-limits';
import { isClaimTypeId } from '../case-values';
import type { ComplaintChoice } from '../complaints';
import { firstRecordedDate } from '../figures';
import { limitRules } from '../limit-rules';
import { type PreparationStepId, preparationPlan } from '../preparation';
import type { CaseDeadlineKind } from './kinds';
import { daysAfter, figureRule, type TaskRule } from './rules';

/** The case fields the computed tasks depend on, and its other dated events (none when not given). */
export interface CaseDates {
  claimType: string | null;
  dismissalDate: IsoDate | null;
  acasStartDate: IsoDate | null;
  acasEndDate: IsoDate | null;
  et1FiledDate: IsoDate | null;
  hearingDate: IsoDate | null;
  events?: CaseLimitInput['events'];
  /** The complaints the claimant chose (the main date's limits and interim relief follow them); null before a choice. */
  complaints?: ComplaintChoice | null;
}

/**
 * `subject` tells apart tasks of one kind: the dated event an ET1 limit runs from (its id), or ''
 * for the case's main date and every other task.
 */
export type DesiredTask =
  | { source: 'computed'; kind: CaseDeadlineKind; subject: string; dueDate: IsoDate; dueTime: string | null; rule: TaskRule }
  | { source: 'suggested'; kind: PreparationStepId; subject: ''; dueDate: IsoDate; dueTime: null; rule: TaskRule };

const dateOrNull = (value: IsoDate | null): IsoDate | null => (value !== null && isIsoDate(value) ? value : null);

/** One ET1 limit's task, as its card shows it (none in the states with nothing left to do). */
function limitTask({ event, deadline, status }: CaseLimit, subject: string): DesiredTask[] {
  const { figure, provision } = limitRules[event.kind];
  const task = (kind: CaseDeadlineKind, dueDate: IsoDate, earliest = false): DesiredTask[] => [
    {
      source: 'computed',
      kind,
      subject,
      dueDate,
      dueTime: null,
      rule: figureRule(figure, event.date, {
        provision,
        earliest,
        // The start of Acas: only the primary limit; the ET1: every step the card shows.
        steps: kind === 'acasStartBy' ? deadline.steps.filter((step) => step.code === 'primary') : deadline.steps,
        event,
      }),
    },
  ];
  switch (status.state) {
    case 'contactAcas':
      return task('acasStartBy', status.acasBy);
    case 'inConciliation':
      return task('presentBy', status.earliestPresentBy, true);
    case 'certificateReceived':
    case 'noExtension':
      return task('presentBy', status.presentBy);
    case 'passed':
      // Still shown (overdue): the card says the limit may have passed and what can still be done.
      return task('presentBy', status.limit);
    case 'outOfTime':
    case 'filed':
      return [];
  }
}

/** Every ET1 limit of the case as a task, earliest first. */
export function et1Tasks(record: CaseDates, today: IsoDate): DesiredTask[] {
  const claimType = isClaimTypeId(record.claimType) ? record.claimType : null;
  const limits = caseLimits({ ...record, claimType, events: record.events ?? [] }, today);
  // The main date may start more than one limit (a dismissal and a contract claim on different
  // lengths): the first keeps the subject '' it always had, the others are told apart by their kind.
  const mainKinds = limits.filter((limit) => limit.event.eventId === null).map((limit) => limit.event.kind);
  // One interim relief task: the earliest end of employment recorded (a case may hold its main date and a dismissal event).
  const interim = limits
    .filter((limit) => limit.interimRelief !== null)
    .sort((a, b) => ((a.interimRelief?.date ?? '') < (b.interimRelief?.date ?? '') ? -1 : 1))[0];
  return [
    ...limits.flatMap((limit) =>
      limitTask(limit, limit.event.eventId ?? (limit.event.kind === mainKinds[0] ? '' : `main:${limit.event.kind}`)),
    ),
    ...(interim ? interimReliefTask(interim) : []),
  ];
}

/**
 * Interim relief, where a chosen complaint brings it (ERA s.128(1); TULRCA s.161): a task of its
 * own, because its seven days after the effective date of termination (s.128(2)) come long before
 * the ET1's limit, and early conciliation neither is needed for it nor extends it.
 */
function interimReliefTask({ event, interimRelief }: CaseLimit): DesiredTask[] {
  if (!interimRelief) return [];
  return [
    {
      source: 'computed',
      kind: 'interimRelief',
      subject: '',
      dueDate: interimRelief.date,
      dueTime: null,
      rule: figureRule('interimReliefTime', event.date, { provision: 'ERA 1996 s.128(2); TULRCA 1992 s.161(2)', event }),
    },
  ];
}

/**
 * The ET3 response window from the day the claim was filed. The tribunal's letter sending the
 * claim to the employer gives the exact date: this is the earliest it can be.
 */
export function et3Task(record: CaseDates): DesiredTask[] {
  const filed = dateOrNull(record.et1FiledDate);
  if (filed === null || isBefore(filed, firstRecordedDate('et3ResponseTime'))) return [];
  const { dueDate, rule } = daysAfter('et3ResponseTime', filed, 'claimFiled', { earliest: true });
  return [{ source: 'computed', kind: 'et3Response', subject: '', dueDate, dueTime: null, rule }];
}

/**
 * The 'working backwards' preparation plan (../preparation.ts) as suggestions, each due at the later edge of its window;
 * none once the hearing day has passed (nothing is left to prepare for it).
 */
export function preparationTasks(hearingDate: IsoDate | null, today: IsoDate): DesiredTask[] {
  const hearing = dateOrNull(hearingDate);
  if (hearing === null || isBefore(hearing, today)) return [];
  return preparationPlan(hearing).map((item) => ({
    source: 'suggested',
    kind: item.id,
    subject: '',
    dueDate: item.due,
    dueTime: null,
    rule: { type: 'preparation', from: item.from, to: item.to, unit: item.unit, start: item.start },
  }));
}

/** Every task the case's record calls for today. */
export function caseTasksFor(record: CaseDates, today: IsoDate): DesiredTask[] {
  return [...et1Tasks(record, today), ...et3Task(record), ...preparationTasks(record.hearingDate, today)];
}
