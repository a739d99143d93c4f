/**
 * Every time limit of a case, each with the event it runs from, earliest first. A case's main
 * date (the dismissal, or the act the claim type names) and each of its other dated events (an
 * act of discrimination, a detriment, a deduction, the end of employment for equal pay) start a
 * limit of their own (ERA 1996 s.111(2)(a), s.48(3)(a), s.23(2)–(3); EqA 2010 s.123(1)(a), (3)(a),
 * s.129(3); the 1994 Order art. 7), each extended by the same early conciliation (ERA s.207B, EqA
 * s.140B). The claimant must meet the earliest: the deadline card leads with it and names its
 * event, and the tasks, reminders, calendar feed and drafts carry each one. Pure: `today` injected.
 */
import { addDays, type IsoDate, isBefore, isIsoDate } from './calendar';
import { EARLIEST_EVENT_DATE } from './case-event-values';
import { type DeadlineStatus, deadlineStatus } from './deadline-status';
import { type Deadline, et1Deadline } from './deadlines';
import { figureOn } from './figures';
import { isLimitKind, kindForClaimType, type LimitKind, limitKinds } from './limit-rules';

/** What a limit runs from: the case's main date, or one of its other dated events. */
export interface LimitEvent {
  /** Null for the case's main date; the dated event's id otherwise. */
  eventId: string | null;
  kind: LimitKind;
  date: IsoDate;
  /** The claimant's few words about the event, if any. */
  description: string | null;
}

/** Every key the words for a limit's event use ("the act of discrimination on 19 September 2026"), for pickMessages. */
export const LIMIT_EVENT_KEYS = [
  'limits.event',
  'limits.eventDescribed',
  ...limitKinds.map((kind) => `limits.what.${kind}` as const),
] as const;

export interface CaseLimit {
  event: LimitEvent;
  deadline: Deadline;
  status: DeadlineStatus;
  /** The date the card and the task show for this limit now (see limitDate). */
  date: IsoDate;
  /**
   * For a dismissal, while it is still open: the last day to apply for interim relief, which the
   * card names for whistleblowing (s.103A), health and safety (s.100) and trade union dismissals.
   */
  interimRelief: { date: IsoDate; days: number } | null;
}

/**
 * Interim relief: the application must be presented "before the end of the period of seven days
 * immediately following the effective date of termination" (ERA 1996 s.128(2); TULRCA 1992
 * s.161(2)), so the last day is the EDT plus the days in the figures table. Early conciliation is
 * not needed for it and does not extend it.
 */
export function interimReliefBy(edt: IsoDate): { date: IsoDate; days: number } {
  const value = figureOn('interimReliefTime', edt);
  if (value.kind !== 'duration' || value.unit !== 'day') throw new TypeError('interimReliefTime must be a number of days');
  return { date: addDays(edt, value.amount), days: value.amount };
}

/** The case fields and dated events every limit depends on. */
export interface CaseLimitInput {
  claimType: string | null;
  dismissalDate: IsoDate | null;
  acasStartDate: IsoDate | null;
  acasEndDate: IsoDate | null;
  et1FiledDate: IsoDate | null;
  events: readonly { id: string; kind: string; date: IsoDate; description: string | null }[];
}

const dateOrNull = (value: IsoDate | null): IsoDate | null => (value !== null && isIsoDate(value) ? value : null);

/**
 * The one date a state shows: the day to contact Acas by, the earliest possible ET1 date while the
 * certificate is awaited (the safe one to work to), the ET1 date, or the limit that has gone.
 */
export function limitDate(status: DeadlineStatus): IsoDate {
  switch (status.state) {
    case 'contactAcas':
      return status.acasBy;
    case 'inConciliation':
      return status.earliestPresentBy;
    case 'certificateReceived':
    case 'noExtension':
      return status.presentBy;
    case 'outOfTime':
    case 'passed':
      return status.limit;
    case 'filed':
      return status.limit ?? status.filedOn;
  }
}

/**
 * Every limit of the case, earliest first (the main date first on a tie). Dates the tracker's
 * forms refuse (before the table's first row, or in the future) start no limit here, exactly as
 * they get no card.
 */
export function caseLimits(input: CaseLimitInput, today: IsoDate): CaseLimit[] {
  const acasDayA = dateOrNull(input.acasStartDate);
  const acasDayB = dateOrNull(input.acasEndDate);
  const et1FiledDate = dateOrNull(input.et1FiledDate);
  const accepted = (date: IsoDate | null): date is IsoDate =>
    date !== null && isIsoDate(date) && date >= EARLIEST_EVENT_DATE && !isBefore(today, date);
  const events: LimitEvent[] = [];
  const main = dateOrNull(input.dismissalDate);
  if (accepted(main)) events.push({ eventId: null, kind: kindForClaimType(input.claimType), date: main, description: null });
  for (const event of input.events) {
    if (isLimitKind(event.kind) && accepted(event.date)) {
      events.push({ eventId: event.id, kind: event.kind, date: event.date, description: event.description });
    }
  }
  const limits = events.map((event): CaseLimit => {
    const deadline = et1Deadline({ eventDate: event.date, acasDayA, acasDayB, kind: event.kind, today });
    const status = deadlineStatus(deadline, { today, et1FiledDate });
    const interim = event.kind === 'dismissal' ? interimReliefBy(event.date) : null;
    return {
      event,
      deadline,
      status,
      date: limitDate(status),
      interimRelief: interim && !isBefore(interim.date, today) && status.state !== 'filed' ? interim : null,
    };
  });
  // A stable sort: the main date stays ahead of an event whose limit falls on the same day.
  return limits.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The limit the deadline card leads with: the earliest of the case, or null without any dated event. */
export function earliestLimit(input: CaseLimitInput, today: IsoDate): CaseLimit | null {
  return caseLimits(input, today)[0] ?? null;
}
