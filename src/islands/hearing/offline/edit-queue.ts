/**
 * Edits made to a kit with no signal, kept in order until they can be sent, and the rule that
 * decides what each becomes once sent. The rule is the tracker's: an edit carries the `updatedAt`
 * of the copy it was made on, and the server refuses it (409 EDIT_CONFLICT) when that field was
 * saved again after that copy, elsewhere; fields it does not touch never conflict. A refused edit
 * is dropped and the newer server copy shown, and the claimant is told which item it was.
 */
import type { ChecklistItem, QuestionInput } from '../../../domain/hearing/schema';
import type { HearingKit, Question } from '../hearing-kit';

export type QueuedEdit =
  | { kind: 'tick'; item: ChecklistItem; ticked: boolean; basedOn: string }
  | { kind: 'addQuestion'; localId: string; input: QuestionInput }
  | { kind: 'deleteQuestion'; id: string };

/**
 * The copy an edit is based on: the hearing record's `updatedAt` as the kit holds it, or, when the
 * record had never been saved, the start of time: anything saved since then is newer than that copy.
 */
export const NEVER_SAVED = '1970-01-01T00:00:00.000Z';

/** A question added with no signal has this id prefix until the server gives it its own. */
export const LOCAL_ID_PREFIX = 'device-';

/**
 * The queue with one more edit. Ticking the same item again replaces the earlier tick (keeping the
 * copy the first one was based on); deleting a question that was only ever added here removes the
 * addition instead of sending both.
 */
export function enqueue(queue: readonly QueuedEdit[], edit: QueuedEdit): QueuedEdit[] {
  if (edit.kind === 'tick') {
    const earlier = queue.find((queued) => queued.kind === 'tick' && queued.item === edit.item);
    const basedOn = earlier?.kind === 'tick' ? earlier.basedOn : edit.basedOn;
    return [...queue.filter((queued) => queued !== earlier), { ...edit, basedOn }];
  }
  if (edit.kind === 'deleteQuestion' && edit.id.startsWith(LOCAL_ID_PREFIX)) {
    return queue.filter((queued) => !(queued.kind === 'addQuestion' && queued.localId === edit.id));
  }
  return [...queue, edit];
}

/** The kit as the claimant left it: the last server copy with the edits not yet sent laid over it. */
export function withQueuedEdits(kit: HearingKit, queue: readonly QueuedEdit[]): HearingKit {
  let { hearing, questions } = kit;
  for (const edit of queue) {
    if (edit.kind === 'tick') hearing = { ...hearing, checklist: { ...hearing.checklist, [edit.item]: edit.ticked } };
    else if (edit.kind === 'deleteQuestion') questions = questions.filter((question) => question.id !== edit.id);
    else questions = [...questions, localQuestion(kit.caseRecord.id, edit.localId, edit.input, questions.length)];
  }
  return { ...kit, hearing, questions };
}

function localQuestion(caseId: string, id: string, input: QuestionInput, position: number): Question {
  return { id, caseId, ...input, position, updatedAt: '' };
}

/** What the server answered to one sent edit. */
export type SendResult = 'saved' | 'conflict' | 'refused' | 'gone' | 'offline';

export interface SyncReport {
  /** Edits the server took. */
  saved: QueuedEdit[];
  /** Edits refused because the server's copy of that field is newer: the newer copy stands. */
  conflicts: QueuedEdit[];
  /** Edits the server refused for another reason (a question it would not take). */
  refused: QueuedEdit[];
  /** Edits still waiting: the signal went again before they were sent. */
  waiting: QueuedEdit[];
}

/**
 * Sends the queue in order, one edit at a time, so one conflict refuses only its own field. Stops at
 * the first edit that cannot reach the server; it and every later one stay queued, in order.
 */
export async function sendQueue(
  queue: readonly QueuedEdit[],
  send: (edit: QueuedEdit) => Promise<SendResult>,
): Promise<SyncReport> {
  const report: SyncReport = { saved: [], conflicts: [], refused: [], waiting: [] };
  for (const [index, edit] of queue.entries()) {
    const result = await send(edit);
    if (result === 'offline') {
      report.waiting = queue.slice(index);
      break;
    }
    // Deleting what is already gone leaves the server as the claimant wanted it.
    if (result === 'saved' || result === 'gone') report.saved.push(edit);
    else if (result === 'conflict') report.conflicts.push(edit);
    else report.refused.push(edit);
  }
  return report;
}
