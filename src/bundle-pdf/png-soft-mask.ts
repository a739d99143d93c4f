/**
 * An 8-bit PNG with alpha as the compressed data of two PDF images, colour and soft mask (see
 * ./png-image): inflated, sorted (./png-decode `splitAlpha`) and compressed again. In a browser this
 * runs in a Web Worker of its own (./png-soft-mask-worker), so the builder goes on copying the PDFs
 * on the page's thread meanwhile, on another core; here, on the calling thread, where there is no
 * Worker (Node, the unit tests) or it fails to start.
 */
import { type PngLayout, splitAlpha } from './png-decode';
import { deflate, inflate } from './zlib';

export interface SoftMaskData {
  color: Uint8Array<ArrayBuffer>;
  alpha: Uint8Array<ArrayBuffer>;
}

export interface SoftMaskJob {
  /** The PNG's IDAT data, joined: one zlib stream. */
  data: Uint8Array<ArrayBuffer>;
  layout: PngLayout;
}

export async function softMaskDataHere(data: Uint8Array, layout: PngLayout): Promise<SoftMaskData> {
  const { color, alpha } = splitAlpha(await inflate(data), layout);
  const [colorData, alphaData] = await Promise.all([deflate(color), deflate(alpha)]);
  return { color: colorData, alpha: alphaData };
}

/** In a Worker where there can be one; a damaged PNG fails here as on the calling thread. */
export async function softMaskData(data: Uint8Array, layout: PngLayout): Promise<SoftMaskData> {
  return (await inWorker(data, layout)) ?? softMaskDataHere(data, layout);
}

function inWorker(data: Uint8Array, layout: PngLayout): Promise<SoftMaskData | null> {
  if (typeof Worker !== 'function' || typeof document === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./png-soft-mask-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(null);
      return;
    }
    const finish = (result: SoftMaskData | null) => {
      worker.terminate();
      resolve(result);
    };
    // Any failure (the script not loading, a damaged PNG) is met again on this thread, which
    // reports it as the rest of the builder does.
    worker.onmessage = (event: MessageEvent<SoftMaskData | { failed: true }>) =>
      finish('failed' in event.data ? null : event.data);
    worker.onerror = () => finish(null);
    const job: SoftMaskJob = {
      data: data.slice(),
      layout: { width: layout.width, height: layout.height, bitDepth: layout.bitDepth, colorType: layout.colorType },
    };
    worker.postMessage(job, [job.data.buffer]);
  });
}
