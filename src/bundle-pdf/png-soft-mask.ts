/**
 * An 8-bit PNG with alpha as the compressed data of two PDF images, colour and soft mask (see
 * ./png-image). The IDAT data is inflated, sorted (./png-alpha-split) and compressed again as a
 * stream: each chunk the inflater yields is sorted and handed to both compressors at once, so no
 * step waits for the one before to finish the whole image, and neither the 10 MB of inflated rows nor
 * the two sorted images are ever held whole. When every alpha sample is 255 (most screenshots) there
 * is no soft mask: the alpha is never compressed.
 *
 * In a browser this runs in Web Workers (./png-soft-mask-worker, ./soft-mask-pool), several
 * screenshots at once, so the builder goes on copying the PDFs on the page's thread meanwhile; here,
 * on the calling thread, where there is no Worker (Node, the unit tests) or it fails to start.
 */
import { AlphaSplitter, opaqueAlphaRows } from './png-alpha-split';
import type { PngLayout } from './png-decode';
import { type SoftMaskData, type SoftMaskJob, softMaskPool } from './soft-mask-pool';
import { type Deflater, deflater, inflateChunks } from './zlib';

export type { SoftMaskData, SoftMaskJob };

export async function softMaskDataHere(data: Uint8Array, layout: PngLayout): Promise<SoftMaskData> {
  const splitter = new AlphaSplitter(layout);
  const color = deflater();
  let alpha: Deflater | null = null;
  try {
    for await (const chunk of inflateChunks(data)) {
      const rows = splitter.push(chunk);
      const writes: Promise<void>[] = [];
      if (rows.color.length > 0) writes.push(color.write(rows.color));
      if (rows.alpha.length > 0) {
        if (!alpha) {
          alpha = deflater();
          if (rows.opaqueBefore > 0) writes.push(alpha.write(opaqueAlphaRows(rows.opaqueBefore, layout.width)));
        }
        writes.push(alpha.write(rows.alpha));
      }
      await Promise.all(writes);
    }
    splitter.finish();
    const [colorData, alphaData] = await Promise.all([color.end(), alpha ? alpha.end() : null]);
    return { color: colorData, alpha: alphaData };
  } catch (error) {
    color.abort();
    alpha?.abort();
    throw error;
  }
}

/** In a Worker where there can be one; a damaged PNG fails here as on the calling thread. */
export async function softMaskData(data: Uint8Array, layout: PngLayout): Promise<SoftMaskData> {
  return (await softMaskPool.run(data, layout)) ?? softMaskDataHere(data, layout);
}
