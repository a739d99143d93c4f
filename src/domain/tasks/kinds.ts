/**
 * What a dated task on a case can be. `source` says where it came from: computed from
 * the case by the deadline engine and the figures table, suggested by the preparation plan from the
 * hearing date, or typed by the claimant from a tribunal order. Computed and suggested tasks have a
 * `kind` (one row per case and kind); the claimant's own have none.
 */
import { type PreparationStepId, preparationSteps } from '../preparation';

export const taskSources = ['computed', 'suggested', 'own'] as const;
export type TaskSource = (typeof taskSources)[number];

/** 'suggested' waits for the claimant (accept → open, or dismissed); reminders go for open ones. */
export const taskStatuses = ['open', 'done', 'suggested', 'dismissed'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** The statuses a claimant may set: a suggestion is accepted by opening it. */
export const settableStatuses = ['open', 'done', 'dismissed'] as const;
export type SettableStatus = (typeof settableStatuses)[number];

/**
 * Computed from the case record itself, kept in step with it on every read: the ET1 time limit's
 * two dates (as the tracker's deadline card shows them), the last day to apply for interim relief
 * where a chosen complaint brings it (ERA s.128), and the employer's response window.
 */
export const caseDeadlineKinds = ['acasStartBy', 'presentBy', 'interimRelief', 'et3Response'] as const;
export type CaseDeadlineKind = (typeof caseDeadlineKinds)[number];

/**
 * The dates a claimant tells us after a hearing (the case has no column for them): stored as done
 * tasks of their own, so the limits they start are worked out again from them whenever one changes.
 */
export const decisionAnchors = ['judgmentSent', 'writtenReasonsSent', 'writtenReasonsRequested'] as const;
export type DecisionAnchor = (typeof decisionAnchors)[number];

/** The limits a judgment or its written reasons start. */
export const decisionKinds = ['writtenReasons', 'reconsideration', 'eatAppeal'] as const;
export type DecisionKind = (typeof decisionKinds)[number];

export type ComputedKind = CaseDeadlineKind | DecisionAnchor | DecisionKind;

/**
 * Dates set by statute or the tribunal's rules for the claimant to meet: they cannot be dismissed
 * (a dismissed ET1 limit would leave nothing to remind of it), only marked done.
 */
export const statutoryKinds = [
  'acasStartBy',
  'presentBy',
  'interimRelief',
  'writtenReasons',
  'reconsideration',
  'eatAppeal',
] as const;
export const isStatutoryKind = (kind: string | null): boolean =>
  kind !== null && (statutoryKinds as readonly string[]).includes(kind);

/**
 * Statutory tasks marked done with the date they were met, which becomes the case's own record:
 * the ET1 limit with the day the tribunal received the claim, the start of Acas with Day A.
 */
export const doneWithDate = { presentBy: 'et1FiledDate', acasStartBy: 'acasStartDate' } as const;
export type DoneWithDateKind = keyof typeof doneWithDate;
export const isDoneWithDateKind = (kind: string | null): kind is DoneWithDateKind =>
  kind === 'presentBy' || kind === 'acasStartBy';

/** The answers a claimant gives after a hearing: either date alone, or the judgment sent with its reasons. */
export const decisionAnswers = [...decisionAnchors, 'judgmentWithReasons'] as const;
export type DecisionAnswer = (typeof decisionAnswers)[number];
export const suggestedKinds: readonly PreparationStepId[] = preparationSteps.map((step) => step.id);
export type TaskKind = ComputedKind | PreparationStepId;

export const taskKinds: readonly TaskKind[] = [...caseDeadlineKinds, ...decisionAnchors, ...decisionKinds, ...suggestedKinds];

export function isTaskKind(value: unknown): value is TaskKind {
  return typeof value === 'string' && (taskKinds as readonly string[]).includes(value);
}

export const isDecisionAnchor = (kind: string | null): kind is DecisionAnchor =>
  kind !== null && (decisionAnchors as readonly string[]).includes(kind);

/** Kinds the case record decides: a row of one of these whose date no longer exists is removed. */
export const followsTheCase = (kind: string | null): boolean =>
  kind !== null &&
  ((caseDeadlineKinds as readonly string[]).includes(kind) || suggestedKinds.includes(kind as PreparationStepId));
