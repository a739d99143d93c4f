/**
 * Splitting a bundle into volumes the claimant can send: each volume at most so many pages, or so
 * many bytes (an e-mail attachment limit), cut only between documents so no document is split. The
 * first volume also holds the index. A document larger than the limit on its own takes a volume of
 * its own, and that volume is reported, as no cut between documents can bring it under. Pure: the builder
 * gives the sizes.
 */

export interface VolumeLimit {
  maxPages?: number | null;
  maxBytes?: number | null;
}

export interface PartSize {
  pages: number;
  bytes: number;
}

export interface VolumePlan {
  /** For each volume, the indices of its documents, in order. */
  volumes: number[][];
  /** Volumes over the limit (a document too large on its own, or the index with the first one). */
  overLimit: number[];
}

/**
 * Greedy in bundle order: a document goes into the current volume while the volume stays within
 * the limit, otherwise it starts the next one. `front` is what the first volume carries before its
 * documents (the index's pages and bytes).
 */
export function planVolumes(
  parts: readonly PartSize[],
  limit: VolumeLimit,
  front: PartSize = { pages: 0, bytes: 0 },
): VolumePlan {
  const maxPages = limit.maxPages ?? Number.POSITIVE_INFINITY;
  const maxBytes = limit.maxBytes ?? Number.POSITIVE_INFINITY;
  const volumes: number[][] = [];
  const overLimit: number[] = [];
  let current: number[] = [];
  let pages = front.pages;
  let bytes = front.bytes;
  parts.forEach((part, i) => {
    const fits = pages + part.pages <= maxPages && bytes + part.bytes <= maxBytes;
    if (!fits && current.length > 0) {
      volumes.push(current);
      current = [];
      pages = 0;
      bytes = 0;
    }
    current.push(i);
    pages += part.pages;
    bytes += part.bytes;
    if ((pages > maxPages || bytes > maxBytes) && !overLimit.includes(volumes.length)) overLimit.push(volumes.length);
  });
  if (current.length > 0) volumes.push(current);
  return { volumes, overLimit };
}
