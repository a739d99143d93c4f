/**
 * What the deadline card says, as one explicit state: the claimant sees the single date that
 * matters now, and is told a limit has passed only when it truly lies before today in a case not
 * yet filed. `today` is injected (the island passes today in London; tests fix it).
 */
import { type IsoDate, isBefore } from './calendar';
import { type Deadline, extendedByConciliation } from './deadlines';
import { type LateClaimException, limitRules } from './limit-rules';

export type DeadlineStatus =
  /** No early conciliation yet: 'Contact Acas by {date}', the primary limit. */
  | { state: 'contactAcas'; acasBy: IsoDate }
  /**
   * Conciliation started in time, certificate awaited: the ET1 date is not known yet. It lies
   * between the earliest and the latest possible dates; from the day the certificate must have
   * come (`certificateDue`) the card asks for its date.
   */
  | {
      state: 'inConciliation';
      dayA: IsoDate;
      earliestPresentBy: IsoDate;
      latestPresentBy: IsoDate;
      latestDayB: IsoDate;
      certificateDue: boolean;
      /** Today is after the safe date: the limit may already have gone if the certificate came early. */
      safePassed: boolean;
    }
  /** Both Acas dates known: the date, extended by early conciliation. */
  | { state: 'certificateReceived'; presentBy: IsoDate }
  /**
   * Acas dates that cannot safely extend this limit (conciliation before the event, or dates that
   * contradict each other): the primary limit, the safe date, with the warning that says why.
   */
  | { state: 'noExtension'; presentBy: IsoDate }
  /** Acas was contacted after the primary limit: only the tribunal's discretion can help. */
  | { state: 'outOfTime'; limit: IsoDate; exception: LateClaimException; exceptionProvision: string | null }
  /** The limit lies before today and no ET1 is recorded. */
  | { state: 'passed'; limit: IsoDate; exception: LateClaimException; exceptionProvision: string | null }
  /**
   * The ET1 is recorded as filed: in time (true), after the limit (false), or not knowable yet
   * (null: filed after the earliest possible limit while Day B is missing).
   */
  | { state: 'filed'; filedOn: IsoDate; limit: IsoDate | null; inTime: boolean | null };

export type DeadlineState = DeadlineStatus['state'];

export function deadlineStatus(
  deadline: Deadline,
  { today, et1FiledDate }: { today: IsoDate; et1FiledDate: IsoDate | null },
): DeadlineStatus {
  const rule = limitRules[deadline.kind];
  const late = { exception: rule.exception, exceptionProvision: rule.exceptionProvision };
  const tooLate = deadline.warnings.includes('conciliationTooLate');

  if (et1FiledDate !== null) {
    if (deadline.presentBy !== null) {
      return {
        state: 'filed',
        filedOn: et1FiledDate,
        limit: deadline.presentBy,
        inTime: !isBefore(deadline.presentBy, et1FiledDate),
      };
    }
    // Certificate not entered: it came on or after Day A, so the limit is at least the s.207B
    // result for a Day B equal to Day A, and at most the result for its latest possible day.
    // Filed by the first is in time whatever Day B was; after the second, late whatever it was.
    const dayA = deadline.acasDayA ?? deadline.acasStartBy;
    const floor = extendedByConciliation(deadline.acasStartBy, dayA, dayA);
    if (!isBefore(floor, et1FiledDate)) return { state: 'filed', filedOn: et1FiledDate, limit: floor, inTime: true };
    if (deadline.latestPresentBy !== null && isBefore(deadline.latestPresentBy, et1FiledDate)) {
      return { state: 'filed', filedOn: et1FiledDate, limit: deadline.latestPresentBy, inTime: false };
    }
    return { state: 'filed', filedOn: et1FiledDate, limit: null, inTime: null };
  }
  if (tooLate) return { state: 'outOfTime', limit: deadline.acasStartBy, ...late };
  if (deadline.presentBy === null) {
    const latest = deadline.latestPresentBy ?? deadline.earliestPresentBy ?? deadline.acasStartBy;
    // Passed once even the latest possible date has gone (ERA s.207B with Day B at its latest).
    if (isBefore(latest, today)) return { state: 'passed', limit: latest, ...late };
    const latestDayB = deadline.latestDayB ?? latest;
    return {
      state: 'inConciliation',
      dayA: deadline.acasDayA ?? deadline.acasStartBy,
      earliestPresentBy: deadline.earliestPresentBy ?? deadline.acasStartBy,
      latestPresentBy: latest,
      latestDayB,
      certificateDue: !isBefore(today, latestDayB),
      safePassed: isBefore(deadline.earliestPresentBy ?? deadline.acasStartBy, today),
    };
  }
  if (isBefore(deadline.presentBy, today)) return { state: 'passed', limit: deadline.presentBy, ...late };
  if (deadline.acasDayA === null) return { state: 'contactAcas', acasBy: deadline.acasStartBy };
  return deadline.warnings.length > 0
    ? { state: 'noExtension', presentBy: deadline.presentBy }
    : { state: 'certificateReceived', presentBy: deadline.presentBy };
}
