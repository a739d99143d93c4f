/**
 * Every time limit of a case, each with the event it runs from. A case's main date (the end of the
 * employment, the act, or the deduction the claim type names) starts the limit of each chosen
 * complaint that runs from it (../complaints: the registry's `limit`), and each of its other dated
 * events (an act of discrimination, a detriment, a deduction, the end of employment for equal pay)
 * starts one of its own (ERA 1996 s.111(2)(a), s.48(3)(a), s.23(2)–(3); EqA 2010 s.123(1)(a),
 * (3)(a), s.129(3); the 1994 Order art. 7), each extended by the same early conciliation (ERA
 * s.207B, EqA s.140B). The claimant must meet every one: the deadline card leads with the earliest
 * still open and shows a passed one below it, and the tasks, reminders, calendar feed and drafts
 * carry each one. Pure: `today` injected.
 */
import { addDays, type IsoDate, isBefore, isIsoDate } from './calendar';
import { EARLIEST_EVENT_DATE } from './case-event-values';
import type { ClaimTypeId } from './case-values';
// The registry's own files, not its index: the tracker's card reads these without loading the form's schema (zod).
import { type ComplaintChoice, choiceOrDefault } from './complaints/choice';
import { suggestionFor } from './complaints/claim-types';
import { interimReliefComplaints, mainDateLimitKinds } from './complaints/reading';
import { type DeadlineStatus, deadlineStatus } from './deadline-status';
import { type Deadline, et1Deadline } from './deadlines';
import { figureOn } from './figures';
import { isLimitKind, type LimitKind, limitKinds } from './limit-rules';

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
   * For the end of the employment, while it is still open: the last day to apply for interim
   * relief, only where a chosen complaint brings it (ERA s.128(1): s.103A, s.100(1)(a)–(b) and the
   * other reasons it lists; TULRCA s.161 for trade union reasons).
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
  claimType: ClaimTypeId | null;
  /** The claimant's choice of complaints; null until made, when the claim type's suggestion stands in. */
  complaints?: ComplaintChoice | null;
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
  const choice = choiceOrDefault(input.complaints ?? null, input.claimType);
  if (accepted(main)) {
    for (const kind of mainDateLimitKinds(input.claimType, choice.complaints)) {
      events.push({ eventId: null, kind, date: main, description: null });
    }
  }
  // Interim relief runs from the end of the employment: the main date where the claim type makes it
  // that (a dismissal claim), or a recorded dismissal (a discrimination claim with a dismissal after).
  const interimRelief = interimReliefComplaints(choice).length > 0;
  const mainEndsEmployment = (suggestionFor(input.claimType)?.mainDate ?? 'termination') === 'termination';
  for (const event of input.events) {
    if (isLimitKind(event.kind) && accepted(event.date)) {
      events.push({ eventId: event.id, kind: event.kind, date: event.date, description: event.description });
    }
  }
  const limits = events.map((event): CaseLimit => {
    const deadline = et1Deadline({ eventDate: event.date, acasDayA, acasDayB, kind: event.kind });
    const status = deadlineStatus(deadline, { today, et1FiledDate });
    const endsEmployment = event.kind === 'dismissal' && (event.eventId !== null || mainEndsEmployment);
    const interim = interimRelief && endsEmployment ? interimReliefBy(event.date) : null;
    return {
      event,
      deadline,
      status,
      date: limitDate(status),
      interimRelief: interim && !isBefore(interim.date, today) && status.state !== 'filed' ? interim : null,
    };
  });
  // The main date's limits that come to the same day and state are one limit to the claimant (an
  // unfair dismissal and a contract claim both end three months after the dismissal today).
  const distinct = limits.filter(
    (limit, index) =>
      limit.event.eventId !== null ||
      !limits
        .slice(0, index)
        .some((other) => other.event.eventId === null && other.date === limit.date && other.status.state === limit.status.state),
  );
  // Open limits first, earliest first; then those that have passed, so an act already out of time
  // never takes the lead from a limit the claimant can still meet. A stable sort: the main date
  // stays ahead of an event whose limit falls on the same day.
  const closed = (limit: CaseLimit) => limit.status.state === 'passed' || limit.status.state === 'outOfTime';
  return distinct.sort((a, b) => {
    if (closed(a) !== closed(b)) return closed(a) ? 1 : -1;
    return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
  });
}

/** The limit the deadline card leads with: the earliest still open, else the earliest passed; null without any dated event. */
export function earliestLimit(input: CaseLimitInput, today: IsoDate): CaseLimit | null {
  return caseLimits(input, today)[0] ?? null;
}
