/**
 * The Web Worker that inflates, sorts and compresses a screenshot's pixels for ./png-soft-mask, off
 * the page's thread. Answers with the two compressed images (transferred, not copied) or `failed`.
 */
import { type SoftMaskJob, softMaskDataHere } from './png-soft-mask';

/** The parts of a dedicated worker's global scope used here (the project's TypeScript lib is the DOM's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<SoftMaskJob>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = async (event) => {
  try {
    const result = await softMaskDataHere(event.data.data, event.data.layout);
    scope.postMessage(result, [result.color.buffer, result.alpha.buffer]);
  } catch {
    scope.postMessage({ failed: true });
  }
};
