/**
 * The Web Worker that inflates, sorts and compresses a screenshot's pixels for ./png-soft-mask, off
 * the page's thread; it takes one job after another (./soft-mask-pool). Answers each with the
 * compressed images (transferred, not copied) or `failed`.
 */
import { softMaskDataHere } from './png-soft-mask';
import type { SoftMaskJob } from './soft-mask-pool';

/** The parts of a dedicated worker's global scope used here (the project's TypeScript lib is the DOM's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<SoftMaskJob>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = async (event) => {
  try {
    const result = await softMaskDataHere(event.data.data, event.data.layout);
    scope.postMessage(result, result.alpha ? [result.color.buffer, result.alpha.buffer] : [result.color.buffer]);
  } catch {
    scope.postMessage({ failed: true });
  }
};
