/**
 * The Web Workers that make screenshots' soft masks (./png-soft-mask-worker): as many at once as the
 * device has cores, at least 1 and at most 4 (each holds a screenshot's buffers while it works, and a
 * bundle rarely has more screenshots than that waiting). A Worker is reused for the next screenshot
 * waiting and closed when none waits, so none stays alive after the build.
 */
import type { PngLayout } from './png-decode';

export interface SoftMaskJob {
  /** The PNG's IDAT data, joined: one zlib stream. Transferred to the Worker. */
  data: Uint8Array<ArrayBuffer>;
  layout: PngLayout;
}

/** A PNG's colour and soft mask, compressed (./png-soft-mask): what a Worker answers. */
export interface SoftMaskData {
  color: Uint8Array<ArrayBuffer>;
  /** The soft mask's compressed rows; null when the PNG is opaque throughout. */
  alpha: Uint8Array<ArrayBuffer> | null;
}

export type SoftMaskAnswer = SoftMaskData | { failed: true };

const MAX_WORKERS = 4;

/** How many Workers may run at once on this device. */
export function poolSize(): number {
  const cores = typeof navigator === 'undefined' ? 1 : Math.floor(navigator.hardwareConcurrency || 1);
  return Math.min(MAX_WORKERS, Math.max(1, cores));
}

/** A Worker handed on to the next job, or null: start one of your own. */
type Waiter = (worker: Worker | null) => void;

class SoftMaskPool {
  private live = 0;
  private readonly waiting: Waiter[] = [];

  /**
   * The job's result from a Worker, or null where none can run it (no Worker in this environment,
   * the script failing to load, a damaged PNG): the caller then does it on its own thread, which
   * reports a damaged PNG as the rest of the builder does.
   */
  async run(data: Uint8Array, layout: PngLayout): Promise<SoftMaskData | null> {
    if (typeof Worker !== 'function' || typeof document === 'undefined') return null;
    const worker = await this.acquire();
    if (!worker) return null;
    // A copy, transferred: the caller keeps its own for the calling thread, should the Worker fail.
    const job: SoftMaskJob = {
      data: data.slice(),
      layout: { width: layout.width, height: layout.height, bitDepth: layout.bitDepth, colorType: layout.colorType },
    };
    const { answer, reusable } = await ask(worker, job);
    this.release(worker, reusable);
    return answer && !('failed' in answer) ? answer : null;
  }

  private async acquire(): Promise<Worker | null> {
    if (this.live >= poolSize()) {
      const handed = await new Promise<Worker | null>((resolve) => this.waiting.push(resolve));
      if (handed) return handed;
    }
    this.live++;
    try {
      return new Worker(new URL('./png-soft-mask-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      this.live--;
      this.waiting.shift()?.(null);
      return null;
    }
  }

  private release(worker: Worker, reusable: boolean): void {
    const next = this.waiting.shift();
    if (next && reusable) {
      next(worker);
      return;
    }
    worker.terminate();
    this.live--;
    next?.(null);
  }
}

/** One job on `worker`; a Worker that raised an error (its script not loading) is not used again. */
function ask(worker: Worker, job: SoftMaskJob): Promise<{ answer: SoftMaskAnswer | null; reusable: boolean }> {
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<SoftMaskAnswer>) => resolve({ answer: event.data, reusable: true });
    worker.onerror = () => resolve({ answer: null, reusable: false });
    worker.postMessage(job, [job.data.buffer]);
  });
}

export const softMaskPool = new SoftMaskPool();
