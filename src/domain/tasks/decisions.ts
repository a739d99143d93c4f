/**
 * The limits a judgment starts (issue 15). The case has no judgment date, so the claimant tells
 * us: 'the judgment was sent to me on …' and, later, 'the written reasons were sent to me on …'.
 * Each is kept as a done task of its own (an anchor: a record of what happened, never reminded),
 * and the limits are worked out again from both anchors whenever either is entered:
 * - written reasons: ask within the days after the judgment was sent (when the judgment came
 *   without them);
 * - reconsideration: within the days after the judgment was sent or, if later, its written reasons;
 * - appeal to the EAT: within the days after the written reasons were sent.
 * Each figure is read from the table on the date that starts it.
 */
import { type IsoDate, maxDate } from '../calendar';
import type { DecisionAnchor, DecisionKind } from './kinds';
import { daysAfter, type TaskRule } from './rules';

export type Anchors = Record<DecisionAnchor, IsoDate | null>;

export type DecisionTask =
  | { kind: DecisionAnchor; dueDate: IsoDate; rule: null }
  | { kind: DecisionKind; dueDate: IsoDate; rule: TaskRule };

export function decisionTasks({ judgmentSent, writtenReasonsSent }: Anchors): DecisionTask[] {
  const tasks: DecisionTask[] = [];
  if (judgmentSent !== null) {
    tasks.push({ kind: 'judgmentSent', dueDate: judgmentSent, rule: null });
    tasks.push({ kind: 'writtenReasons', ...daysAfter('writtenReasonsRequestTime', judgmentSent) });
  }
  if (writtenReasonsSent !== null) {
    tasks.push({ kind: 'writtenReasonsSent', dueDate: writtenReasonsSent, rule: null });
    tasks.push({ kind: 'eatAppeal', ...daysAfter('eatAppealTime', writtenReasonsSent) });
  }
  const startsReconsideration =
    judgmentSent !== null && writtenReasonsSent !== null
      ? maxDate(judgmentSent, writtenReasonsSent)
      : (judgmentSent ?? writtenReasonsSent);
  if (startsReconsideration !== null) {
    tasks.push({ kind: 'reconsideration', ...daysAfter('reconsiderationTime', startsReconsideration) });
  }
  return tasks;
}

/** The rule of a decision limit, from its anchors (for the list's 'why it matters'). */
export function decisionRule(kind: DecisionKind, anchors: Anchors): TaskRule | null {
  const task = decisionTasks(anchors).find((candidate) => candidate.kind === kind);
  return task?.rule ?? null;
}
