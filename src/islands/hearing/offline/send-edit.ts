/** Sends one queued edit through the typed client and says how the server answered it. */
import { ErrorCode } from '../../../domain/error-codes';
import { ApiFailure, call, client } from '../../../stores/api';
import type { QueuedEdit, SendResult } from './edit-queue';

/** A failed fetch (no signal, or the connection dropped) is a TypeError, not an answer. */
export const isNoSignal = (error: unknown): boolean => !(error instanceof ApiFailure);

export async function sendEdit(caseId: string, edit: QueuedEdit): Promise<SendResult> {
  try {
    if (edit.kind === 'tick') {
      await call(
        client.api.cases[':caseId'].hearing.$patch({
          param: { caseId },
          json: { checklist: { [edit.item]: edit.ticked }, updatedAt: edit.basedOn },
        }),
      );
    } else if (edit.kind === 'addQuestion') {
      await call(client.api.cases[':caseId'].hearing.questions.$post({ param: { caseId }, json: edit.input }));
    } else {
      await call(client.api['hearing-questions'][':id'].$delete({ param: { id: edit.id } }));
    }
    return 'saved';
  } catch (error) {
    // No answer, or a server that could not answer now: the edit waits for the next try.
    if (isNoSignal(error) || (error instanceof ApiFailure && error.status >= 500)) return 'offline';
    if (error instanceof ApiFailure && error.code === ErrorCode.EDIT_CONFLICT) return 'conflict';
    if (error instanceof ApiFailure && error.status === 404 && edit.kind === 'deleteQuestion') return 'gone';
    // Signed out meanwhile: the edit waits for the claimant to sign in again.
    if (error instanceof ApiFailure && error.status === 401) return 'offline';
    return 'refused';
  }
}
