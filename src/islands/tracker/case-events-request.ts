import type { CaseEventRecord } from '../../domain/case-events';
import { call, client } from '../../stores/api';

/**
 * A case's dated events, asked for once and shared: the tracker asks as soon as it knows the case
 * (the deadline card cannot name a date until it has them: an act before the dismissal can bring a
 * limit earlier), and the events panel, drawn after the card, takes the same answer instead of
 * asking again.
 */
const waiting = new Map<string, Promise<readonly CaseEventRecord[]>>();

function request(caseId: string): Promise<readonly CaseEventRecord[]> {
  return call(client.api.cases[':caseId'].events.$get({ param: { caseId } })).then(({ items }) => items);
}

/** Starts the request for a case's events, or joins the one waiting, and answers it. */
export function prefetchCaseEvents(caseId: string): Promise<readonly CaseEventRecord[]> {
  let pending = waiting.get(caseId);
  if (!pending) {
    pending = request(caseId);
    waiting.set(caseId, pending);
  }
  return pending;
}

/**
 * The events panel's answer: the prefetched one, taken (a later visit of the case asks again), or a
 * new request, left for a prefetch made in the same render (the panel's effect runs before the
 * screen's when the reader opens another case) until it has come.
 */
export function takeCaseEvents(caseId: string): Promise<readonly CaseEventRecord[]> {
  const prefetched = waiting.get(caseId);
  if (prefetched) {
    waiting.delete(caseId);
    return prefetched;
  }
  const pending = request(caseId);
  waiting.set(caseId, pending);
  const forget = () => {
    if (waiting.get(caseId) === pending) waiting.delete(caseId);
  };
  pending.then(forget, forget);
  return pending;
}

/** Events already known for a case (the case list's answer carries the newest case's): asked for again only on a later visit. */
export function knownCaseEvents(caseId: string, items: readonly CaseEventRecord[]): void {
  waiting.set(caseId, Promise.resolve(items));
}
