/**
 * The files chosen in one go and what became of each, for the upload list under the input: refused
 * before sending (the browser's own checks), waiting, sending with its progress, added, or failed
 * with the reason. Pure, so the order and the messages are unit-tested.
 */
import { refusalFor, type UploadRefusal } from '../../domain/bundle-files';
import { ClientFailureCode, ErrorCode, type FailureCode } from '../../domain/error-codes';

/** Why the Worker refused a file, by its stable error code; anything else is 'other'. */
export type UploadProblem = UploadRefusal | 'signature' | 'limit' | 'quota' | 'unavailable' | 'network' | 'other';

export type QueuedUpload =
  | { key: string; name: string; state: 'refused'; problem: UploadRefusal }
  | { key: string; name: string; state: 'waiting' }
  | { key: string; name: string; state: 'sending'; percent: number }
  | { key: string; name: string; state: 'added' }
  // A failure is said by its code alone: the server's message is English.
  | { key: string; name: string; state: 'failed'; problem: UploadProblem };

export function queueFor(files: readonly { name: string; size: number }[]): QueuedUpload[] {
  return files.map((file, index) => {
    const key = `${index}:${file.name}`;
    const problem = refusalFor(file);
    return problem ? { key, name: file.name, state: 'refused', problem } : { key, name: file.name, state: 'waiting' };
  });
}

export function problemFor(code: FailureCode): UploadProblem {
  switch (code) {
    case ErrorCode.FILE_TOO_LARGE:
    case ErrorCode.PAYLOAD_TOO_LARGE:
      return 'tooLarge';
    case ErrorCode.EMPTY_FILE:
      return 'empty';
    case ErrorCode.UNSUPPORTED_FILE_TYPE:
      return 'unsupported';
    case ErrorCode.FILE_SIGNATURE_MISMATCH:
      return 'signature';
    case ErrorCode.LIMIT_REACHED:
      return 'limit';
    case ErrorCode.STORAGE_QUOTA_EXCEEDED:
      return 'quota';
    // Said in the reader's language: the server's own message for these is English.
    case ErrorCode.STORAGE_UNAVAILABLE:
      return 'unavailable';
    case ClientFailureCode.NETWORK:
      return 'network';
    default:
      return 'other';
  }
}

/** Whole percent, never 100 until the server has answered (the bytes are sent before it stores them). */
export function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((loaded / total) * 100));
}

export function update(queue: readonly QueuedUpload[], key: string, next: QueuedUpload): QueuedUpload[] {
  return queue.map((item) => (item.key === key ? next : item));
}
