/**
 * The limits a judgment starts. The case has no judgment date, so the claimant tells us: 'the
 * judgment was sent to me on …', 'the judgment came with its written reasons on …' and, later,
 * 'the written reasons were sent to me on …'. Each is kept as a done task of its own (an anchor:
 * a record of what happened, never reminded), and the limits are worked out again from both
 * anchors whenever either is entered:
 * - written reasons: ask within the days after the judgment was sent (when it came without them);
 * - reconsideration: within the days after the judgment was sent or, if later, its written reasons;
 * - appeal to the EAT: within 42 days of the written reasons being sent where they were asked for
 *   at the hearing or within the days allowed after the judgment was sent, or reserved, and
 *   otherwise of the judgment being sent, even if reasons come later (EAT Rules 1993 r.3(3)). So
 *   the days run from the reasons only when the claimant has told us the day they asked for them
 *   and it was in time (or the reasons came with the judgment); until then they run from the
 *   judgment, the earlier and safe date, and the working says why. The notice must arrive by 4pm
 *   on the last day: later counts as the next day (r.37(1A)).
 * Each figure is read from the table on the date that starts it.
 */
import { addDays, type IsoDate, isBefore, maxDate } from '../calendar';
import { figureOn } from '../figures';
import type { WorkingStep } from '../working';
import type { DecisionAnchor, DecisionKind } from './kinds';
import { daysAfter, type TaskRule } from './rules';

/** The judgment's dates the claimant entered; the day reasons were asked for is optional (older callers never ask). */
export type Anchors = Record<Exclude<DecisionAnchor, 'writtenReasonsRequested'>, IsoDate | null> & {
  writtenReasonsRequested?: IsoDate | null;
};

export type DecisionTask =
  | { kind: DecisionAnchor; dueDate: IsoDate; dueTime: null; rule: null }
  | { kind: DecisionKind; dueDate: IsoDate; dueTime: string | null; rule: TaskRule };

/** The EAT's cut-off on the last day (EAT Rules 1993 r.37(1A)), Europe/London. */
export const EAT_CUT_OFF = '16:00';
const EAT_PROVISION = 'EAT Rules 1993 r.3(3) and r.37(1A)';

/** Reasons asked for at the hearing (on or before the judgment was sent) or within the days after it (r.3(3)(b)). */
function askedInTime(judgmentSent: IsoDate, requested: IsoDate | null): boolean {
  if (requested === null) return false;
  const value = figureOn('writtenReasonsRequestTime', judgmentSent);
  const days = value.kind === 'duration' && value.unit === 'day' ? value.amount : 0;
  return !isBefore(addDays(judgmentSent, days), requested);
}

export function decisionTasks({ judgmentSent, writtenReasonsSent, writtenReasonsRequested = null }: Anchors): DecisionTask[] {
  const tasks: DecisionTask[] = [];
  // Reasons sent on the judgment's own day came with it: there is nothing left to ask for.
  const reasonsCameWithIt = judgmentSent !== null && writtenReasonsSent !== null && !isBefore(judgmentSent, writtenReasonsSent);
  if (judgmentSent !== null) {
    tasks.push({ kind: 'judgmentSent', dueDate: judgmentSent, dueTime: null, rule: null });
    if (!reasonsCameWithIt) {
      tasks.push({
        kind: 'writtenReasons',
        dueTime: null,
        ...daysAfter('writtenReasonsRequestTime', judgmentSent, 'judgmentSent'),
      });
    }
  }
  if (writtenReasonsSent !== null) {
    tasks.push({ kind: 'writtenReasonsSent', dueDate: writtenReasonsSent, dueTime: null, rule: null });
  }
  if (writtenReasonsRequested !== null) {
    tasks.push({ kind: 'writtenReasonsRequested', dueDate: writtenReasonsRequested, dueTime: null, rule: null });
  }
  // The reasons start the appeal's days only when they came with the judgment, or were asked for in
  // time (r.3(3)(b)); a judgment date not entered leaves only the reasons to count from.
  const fromReasons =
    writtenReasonsSent !== null &&
    (judgmentSent === null || reasonsCameWithIt || askedInTime(judgmentSent, writtenReasonsRequested));
  const appealFrom: { date: IsoDate; start: 'writtenReasonsSent' | 'judgmentSent'; assumed: WorkingStep[] } | null =
    fromReasons && writtenReasonsSent !== null
      ? { date: writtenReasonsSent, start: 'writtenReasonsSent', assumed: [] }
      : judgmentSent !== null
        ? {
            date: judgmentSent,
            start: 'judgmentSent',
            assumed:
              writtenReasonsSent === null
                ? [{ code: 'judgmentWithReasons' }]
                : [{ code: 'reasonsRequest', known: writtenReasonsRequested !== null }],
          }
        : null;
  if (appealFrom !== null) {
    tasks.push({
      kind: 'eatAppeal',
      dueTime: EAT_CUT_OFF,
      ...daysAfter('eatAppealTime', appealFrom.date, appealFrom.start, {
        provision: EAT_PROVISION,
        extra: [...appealFrom.assumed, { code: 'by4pm' }],
      }),
    });
  }
  const startsReconsideration =
    judgmentSent !== null && writtenReasonsSent !== null
      ? maxDate(judgmentSent, writtenReasonsSent)
      : (judgmentSent ?? writtenReasonsSent);
  if (startsReconsideration !== null) {
    const start =
      judgmentSent !== null && writtenReasonsSent !== null
        ? 'later'
        : judgmentSent !== null
          ? 'judgmentSent'
          : 'writtenReasonsSent';
    tasks.push({ kind: 'reconsideration', dueTime: null, ...daysAfter('reconsiderationTime', startsReconsideration, start) });
  }
  return tasks;
}

/** The rule of a decision limit, from its anchors (for the list's 'why it matters'). */
export function decisionRule(kind: DecisionKind, anchors: Anchors): TaskRule | null {
  const task = decisionTasks(anchors).find((candidate) => candidate.kind === kind);
  return task?.rule ?? null;
}
