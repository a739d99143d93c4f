/**
 * The hearing day kit's edits made with no signal (src/islands/hearing/offline/edit-queue.ts): how
 * the queue grows, how the screen shows it over the last server copy, and what sending makes of each
 * edit under the tracker's per-field rule (a field saved elsewhere after the copy it was based on is
 * a conflict: the server's newer copy stands, and only that edit is dropped).
 */
import { describe, expect, it } from 'vitest';
import type { QuestionInput } from '../../src/domain/hearing/schema';
import type { HearingKit } from '../../src/islands/hearing/hearing-kit';
import {
  enqueue,
  LOCAL_ID_PREFIX,
  NEVER_SAVED,
  type QueuedEdit,
  type SendResult,
  sendQueue,
  withQueuedEdits,
} from '../../src/islands/hearing/offline/edit-queue';

const READ_AT = '2026-11-20T09:00:00.000Z';
const input: QuestionInput = { witness: 'Ms Jones', issue: 'unfairDismissal.1', text: 'Who decided?', pageRefs: '[B: 45]' };

function kit(): HearingKit {
  const unticked = { photoId: false, bundle: false } as HearingKit['hearing']['checklist'];
  return {
    caseRecord: { id: 'case-1' } as HearingKit['caseRecord'],
    hearing: {
      venue: null,
      videoDetails: null,
      startTime: null,
      arrivalTime: null,
      checklist: unticked,
      outcome: null,
      outcomeDate: null,
      updatedAt: READ_AT,
    },
    questions: [{ id: 'q1', caseId: 'case-1', ...input, text: 'What was said on 3 March?', position: 0, updatedAt: READ_AT }],
    closingPoints: [],
    issues: ['unfairDismissal.1'],
    documents: [],
    bundleBuiltAt: null,
    bundlePages: [],
  };
}

const tick = (item: 'photoId' | 'bundle', ticked: boolean, basedOn = READ_AT): QueuedEdit => ({
  kind: 'tick',
  item,
  ticked,
  basedOn,
});

describe('queueing edits made with no signal', () => {
  it('keeps one tick per item, the last one pressed, based on the copy the first was made on', () => {
    let queue = enqueue([], tick('photoId', true));
    queue = enqueue(queue, tick('bundle', true));
    queue = enqueue(queue, tick('photoId', false, '2026-11-21T10:00:00.000Z'));
    expect(queue).toEqual([tick('bundle', true), tick('photoId', false, READ_AT)]);
  });

  it('drops a question added here and deleted before it was sent, and sends the deletion of a saved one', () => {
    const localId = `${LOCAL_ID_PREFIX}1`;
    let queue = enqueue([], { kind: 'addQuestion', localId, input });
    queue = enqueue(queue, { kind: 'deleteQuestion', id: 'q1' });
    queue = enqueue(queue, { kind: 'deleteQuestion', id: localId });
    expect(queue).toEqual([{ kind: 'deleteQuestion', id: 'q1' }]);
  });

  it('shows the last server copy with the waiting edits laid over it', () => {
    const shown = withQueuedEdits(kit(), [
      tick('photoId', true),
      { kind: 'addQuestion', localId: `${LOCAL_ID_PREFIX}1`, input },
      { kind: 'deleteQuestion', id: 'q1' },
    ]);
    expect(shown.hearing.checklist.photoId).toBe(true);
    expect(shown.hearing.checklist.bundle).toBe(false);
    expect(shown.hearing.updatedAt).toBe(READ_AT);
    expect(shown.questions.map((question) => [question.id, question.text])).toEqual([[`${LOCAL_ID_PREFIX}1`, 'Who decided?']]);
  });

  it('bases an edit of a never-saved record on the start of time, so anything saved since is newer', () => {
    expect(new Date(NEVER_SAVED).getTime()).toBe(0);
  });
});

describe('sending the queue when the signal returns', () => {
  const sender = (answers: Record<string, SendResult>) => {
    const sent: QueuedEdit[] = [];
    const send = async (edit: QueuedEdit) => {
      sent.push(edit);
      const key = edit.kind === 'tick' ? edit.item : edit.kind;
      return answers[key] ?? 'saved';
    };
    return { sent, send };
  };

  it('keeps the server’s newer copy of a field changed elsewhere, and saves the other fields', async () => {
    const queue = [
      tick('photoId', true),
      tick('bundle', true),
      { kind: 'addQuestion', localId: `${LOCAL_ID_PREFIX}1`, input } as const,
    ];
    const { sent, send } = sender({ bundle: 'conflict' });
    const report = await sendQueue(queue, send);
    expect(sent).toEqual(queue);
    expect(report).toEqual({
      saved: [queue[0], queue[2]],
      conflicts: [queue[1]],
      refused: [],
      waiting: [],
    });
  });

  it('stops when the signal goes again: that edit and every later one wait, in order', async () => {
    const queue = [
      tick('photoId', true),
      { kind: 'addQuestion', localId: `${LOCAL_ID_PREFIX}1`, input } as const,
      tick('bundle', false),
    ];
    const { sent, send } = sender({ addQuestion: 'offline' });
    const report = await sendQueue(queue, send);
    expect(sent).toEqual(queue.slice(0, 2));
    expect(report.saved).toEqual([queue[0]]);
    expect(report.waiting).toEqual(queue.slice(1));
  });

  it('counts deleting a question already gone as done, and names a question the server refused', async () => {
    const queue: QueuedEdit[] = [
      { kind: 'deleteQuestion', id: 'q1' },
      { kind: 'addQuestion', localId: `${LOCAL_ID_PREFIX}2`, input },
    ];
    const { send } = sender({ deleteQuestion: 'gone', addQuestion: 'refused' });
    const report = await sendQueue(queue, send);
    expect(report.saved).toEqual([queue[0]]);
    expect(report.refused).toEqual([queue[1]]);
  });
});
