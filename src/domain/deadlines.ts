/**
 * The last day to start Acas early conciliation and to present an ET1, to the day. Pure: ISO
 * dates in, ISO dates and explanation steps out, integer calendar arithmetic only (./calendar).
 *
 * The law:
 * - A claim must be presented "before the end of the period of three months beginning with" the
 *   event (ERA 1996 s.111(2)(a) for unfair dismissal; "starting with", EqA 2010 s.123(1)(a); the
 *   other kinds in ./limit-rules). The event day counts, so the period ends the day before the
 *   corresponding date M months on, or on the last day of that month when it has no corresponding
 *   date (Dodds v Walker [1981] 1 WLR 1027; the codified rule in SI 2018/1082 r.1.4). M comes from
 *   the figures table, so the Employment Rights Act 2025 six-month limit is a change of one row.
 * - Early conciliation stops the clock (ERA s.207B, EqA s.140B): (3) the days from the day after
 *   Day A to Day B inclusive are not counted, so the limit moves on by (Day B − Day A) days; then
 *   (4) if it would expire before one month after Day B (the corresponding date, Tanveer v East
 *   London Bus & Coach UKEAT/0022/16), it expires at the end of that month instead. The two apply
 *   in sequence (Luton BC v Haque UKEAT/0180/17).
 * - No extension when conciliation starts after the limit has expired (Pearce v Merrill Lynch,
 *   EAT 2019) or ended before the event (HMRC v Serra Garau UKEAT/0348/16). A second certificate
 *   for the same matter extends nothing again (Garau; Romero v Nottingham CC UKEAT/0303/17): the
 *   dates entered must be those of the first.
 * - The limit is never moved to the next working day (Miah v Axis Security UKEAT/0290/17): the
 *   claim must be received before midnight at the end of the date returned.
 * Where the law is unclear for the facts given, the earlier, safer date is returned with a warning.
 * Where a longer limit is only reported in force (a 'reported' row), it is never used: the result
 * names it in `reportedLonger` so the screen can say it may apply.
 */
import { addDays, correspondingDate, daysBetween, type IsoDate, isBefore, isIsoDate, maxDate } from './calendar';
import { figureOn, firstRecordedDate, monthsOn, reportedRowOn } from './figures';
import { type LimitKind, limitRules } from './limit-rules';

/** "M months beginning with `start`": the day before the corresponding date, or that month's last day. */
export function periodEnd(start: IsoDate, months: number): IsoDate {
  const corresponding = correspondingDate(start, months);
  return corresponding.exists ? addDays(corresponding.date, -1) : corresponding.date;
}

/**
 * "One month after Day B" (s.207B(4)): the corresponding date, or the last day of a shorter month.
 * The month comes from the figures table. Acas dates before the scheme began (6 April 2014) can
 * only be typing mistakes; the first row's length is used for them rather than failing.
 */
export function oneMonthAfter(date: IsoDate): IsoDate {
  const id = 'conciliationWindowAfterCertificate';
  return correspondingDate(date, monthsOn(id, maxDate(date, firstRecordedDate(id)))).date;
}

/** s.207B(3) then (4) for a given Day B: the later of the primary limit plus the days after Day A, and one month after Day B. */
export function extendedByConciliation(primary: IsoDate, dayA: IsoDate, dayB: IsoDate): IsoDate {
  return maxDate(addDays(primary, daysBetween(dayA, dayB)), oneMonthAfter(dayB));
}

/**
 * The latest possible Day B while the certificate is awaited: conciliation lasts at most the
 * figures table's longest period from Day A (12 weeks for notifications from 1 December 2025;
 * Early Conciliation Rules r.6), so the certificate has come by then. Returned with the weeks
 * used, for the working.
 */
export function latestCertificateDay(dayA: IsoDate): { date: IsoDate; weeks: number } {
  const id = 'earlyConciliationLongest';
  const value = figureOn(id, maxDate(dayA, firstRecordedDate(id)));
  if (value.kind !== 'duration' || value.unit !== 'week') throw new TypeError(`${id} must be a number of weeks`);
  return { date: addDays(dayA, value.amount * 7), weeks: value.amount };
}

export interface DeadlineInput {
  /** The dismissal (effective date of termination), the act complained of, or the payment date. */
  eventDate: IsoDate;
  /** Day A: the day Acas received the early conciliation notification. */
  acasDayA: IsoDate | null;
  /** Day B: the day the early conciliation certificate was received (or treated as received). */
  acasDayB: IsoDate | null;
  /** Which limit the event starts (./limit-rules); unfair dismissal when not given. */
  kind?: LimitKind;
}

/** One sentence of the working, as data: the screen words it in the reader's language. */
export type DeadlineStep =
  | { code: 'primary'; eventDate: IsoDate; months: number; date: IsoDate }
  /** `assumed`: Day B is not entered, and the step uses its latest possible day (`latestCertificate`). */
  | { code: 'conciliationDaysAdded'; dayA: IsoDate; dayB: IsoDate; days: number; date: IsoDate; assumed: boolean }
  | { code: 'oneMonthAfterCertificate'; dayB: IsoDate; date: IsoDate; assumed: boolean }
  /** The fact assumed while the certificate is awaited: it comes on the last possible day. */
  | { code: 'latestCertificate'; dayA: IsoDate; dayB: IsoDate; weeks: number }
  /** While the certificate is awaited: the date if it came on `dayB`, the soonest it can (Day A itself). */
  | { code: 'earliestPossible'; dayB: IsoDate; date: IsoDate }
  | { code: 'noConciliationYet'; date: IsoDate };

export type DeadlineWarning =
  /** Day A after the primary limit: conciliation cannot extend a limit that has already expired. */
  | 'conciliationTooLate'
  /** Conciliation ended before the event: it does not stop a clock that had not started. */
  | 'conciliationBeforeEvent'
  /** Conciliation began before the event and ended after it (or has not ended): unclear in law, so no extension is counted. */
  | 'conciliationStraddlesEvent'
  /** Day A given without Day B: the extension cannot be known until the certificate arrives. */
  | 'awaitingCertificate'
  /** Day B before Day A: the dates cannot both be right, so no extension is counted. */
  | 'certificateBeforeNotification';

export interface Deadline {
  kind: LimitKind;
  /** Day A as given (null without early conciliation). */
  acasDayA: IsoDate | null;
  /** The length of the limit applied, in months, from the figures table. */
  months: number;
  /** Last day for Acas to receive the early conciliation notification (the primary limit). */
  acasStartBy: IsoDate;
  /**
   * Last day for the tribunal to receive the ET1, counting any early conciliation extension; null
   * while conciliation has started in time and the certificate is awaited: it is not known yet.
   */
  presentBy: IsoDate | null;
  /**
   * While the certificate is awaited: the limit is no earlier than this, the s.207B date with Day
   * B on Day A (the certificate cannot come before the notification, and an e-mailed one counts as
   * received the day it is sent: Early Conciliation Rules r.9). Fixed by Day A alone, so it is the
   * same on every day: the safe date to work to.
   */
  earliestPresentBy: IsoDate | null;
  /**
   * While the certificate is awaited: the latest the limit can be, the s.207B date with Day B on
   * its latest possible day (`latestDayB`). It depends on Day A only, never on today: once today
   * is after it, the limit has passed whatever day the certificate came.
   */
  latestPresentBy: IsoDate | null;
  /** While the certificate is awaited: the day by which it must have come (Day A + the longest conciliation). */
  latestDayB: IsoDate | null;
  steps: DeadlineStep[];
  warnings: DeadlineWarning[];
  /** A longer limit reported to apply to this event but not verified: never used in the dates above. */
  reportedLonger: { months: number; from: IsoDate; sourceUrl: string } | null;
}

export function et1Deadline({ eventDate, acasDayA, acasDayB, kind = 'dismissal' }: DeadlineInput): Deadline {
  for (const [name, value] of [
    ['eventDate', eventDate],
    ['acasDayA', acasDayA],
    ['acasDayB', acasDayB],
  ] as const) {
    if (value !== null && !isIsoDate(value)) throw new RangeError(`${name} must be a calendar date in yyyy-mm-dd form`);
  }
  const rule = limitRules[kind];
  const months = monthsOn(rule.figure, eventDate);
  const reported = reportedRowOn(rule.figure, eventDate);
  const primary = periodEnd(eventDate, months);
  const steps: DeadlineStep[] = [{ code: 'primary', eventDate, months, date: primary }];
  const result = (
    presentBy: IsoDate | null,
    warnings: DeadlineWarning[] = [],
    awaiting: { earliest: IsoDate; latest: IsoDate; latestDayB: IsoDate } | null = null,
  ): Deadline => ({
    kind,
    acasDayA,
    months,
    acasStartBy: primary,
    presentBy,
    earliestPresentBy: awaiting?.earliest ?? null,
    latestPresentBy: awaiting?.latest ?? null,
    latestDayB: awaiting?.latestDayB ?? null,
    steps,
    warnings,
    reportedLonger:
      reported && reported.value.kind === 'duration'
        ? { months: reported.value.amount, from: reported.from, sourceUrl: reported.source.url }
        : null,
  });

  if (acasDayA === null) {
    steps.push({ code: 'noConciliationYet', date: primary });
    return result(primary);
  }
  if (isBefore(primary, acasDayA)) return result(primary, ['conciliationTooLate']);
  if (isBefore(acasDayA, eventDate)) {
    if (acasDayB !== null && isBefore(acasDayB, eventDate)) return result(primary, ['conciliationBeforeEvent']);
    return result(primary, ['conciliationStraddlesEvent']);
  }
  if (acasDayB === null) {
    // Day B is at most the longest conciliation after Day A (Early Conciliation Rules r.6), and
    // both terms of s.207B only grow with Day B, so the limit is at most the result for that Day
    // B: the latest possible date. At the soonest Day B is Day A itself: a certificate sitting
    // unread in an inbox counts from the day it was sent (r.9), so assuming it comes "today" would
    // give a date that moves later every day and can fall after the real one. Both are fixed by
    // Day A alone, and never move with the calendar.
    const latest = latestCertificateDay(acasDayA);
    const latestPresentBy = conciliationSteps(primary, acasDayA, latest.date, steps, latest.weeks);
    const earliest = extendedByConciliation(primary, acasDayA, acasDayA);
    steps.push({ code: 'earliestPossible', dayB: acasDayA, date: earliest });
    return result(null, ['awaitingCertificate'], {
      earliest,
      latest: latestPresentBy,
      latestDayB: latest.date,
    });
  }
  if (isBefore(acasDayB, acasDayA)) return result(primary, ['certificateBeforeNotification']);

  return result(conciliationSteps(primary, acasDayA, acasDayB, steps));
}

/**
 * s.207B(3) then (4) for a Day B, with the working: the days after Day A up to and including Day
 * B do not count; a limit expiring before one month after Day B expires at that month's end.
 * `assumedWeeks` marks a Day B assumed at its latest possible day (the certificate awaited).
 */
function conciliationSteps(
  primary: IsoDate,
  dayA: IsoDate,
  dayB: IsoDate,
  steps: DeadlineStep[],
  assumedWeeks?: number,
): IsoDate {
  const assumed = { assumed: assumedWeeks !== undefined };
  if (assumedWeeks !== undefined) steps.push({ code: 'latestCertificate', dayA, dayB, weeks: assumedWeeks });
  const days = daysBetween(dayA, dayB);
  const extended = addDays(primary, days);
  steps.push({ code: 'conciliationDaysAdded', dayA, dayB, days, date: extended, ...assumed });
  const monthAfter = oneMonthAfter(dayB);
  if (isBefore(extended, monthAfter)) steps.push({ code: 'oneMonthAfterCertificate', dayB, date: monthAfter, ...assumed });
  return maxDate(extended, monthAfter);
}
