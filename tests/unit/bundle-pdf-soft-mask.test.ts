/**
 * A screenshot's soft mask is made in a Web Worker where there is one, and on the calling thread
 * where there is not, or where the Worker fails: the same bytes either way, and a damaged PNG still
 * fails where the builder can report it. The Worker is a stand-in here (Node has none); the real one
 * runs in the browser tests and bench:bundle.
 */
import { deflateSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PngLayout } from '../../src/bundle-pdf/png-decode';
import { type SoftMaskData, type SoftMaskJob, softMaskData, softMaskDataHere } from '../../src/bundle-pdf/png-soft-mask';

const layout: PngLayout = { width: 3, height: 2, bitDepth: 8, colorType: 6 };
// Two rows of RGBA, filter None then Sub.
const rows = new Uint8Array([
  0,
  ...Array.from({ length: 12 }, (_, i) => i * 20),
  1,
  ...Array.from({ length: 12 }, (_, i) => 255 - i),
]);
const data = new Uint8Array(deflateSync(rows));

type Answer = (job: SoftMaskJob) => Promise<SoftMaskData | { failed: true } | 'error'>;

/** A Worker stand-in that answers each job with `answer`; records what was asked of it. */
function standInWorker(answer: Answer) {
  const made: { url: string; jobs: SoftMaskJob[]; terminated: boolean }[] = [];
  class StandIn {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: (() => void) | null = null;
    private readonly record: (typeof made)[number];
    constructor(url: URL) {
      this.record = { url: String(url), jobs: [], terminated: false };
      made.push(this.record);
    }
    postMessage(job: SoftMaskJob): void {
      this.record.jobs.push(job);
      void answer(job).then((result) => (result === 'error' ? this.onerror?.() : this.onmessage?.({ data: result })));
    }
    terminate(): void {
      this.record.terminated = true;
    }
  }
  vi.stubGlobal('document', {});
  vi.stubGlobal('Worker', StandIn);
  return made;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the soft mask of a PNG with alpha', () => {
  it('is made on the calling thread where there is no Worker', async () => {
    expect(typeof Worker).toBe('undefined');
    const here = await softMaskDataHere(data, layout);
    expect(await softMaskData(data, layout)).toEqual(here);
  });

  it("is the Worker's answer where there is one, the job sent as a copy of the data with the layout", async () => {
    const answer: SoftMaskData = { color: new Uint8Array([1]), alpha: new Uint8Array([2]) };
    const made = standInWorker(async () => answer);
    expect(await softMaskData(data, layout)).toBe(answer);
    expect(made).toHaveLength(1);
    expect(made[0]?.url).toContain('png-soft-mask-worker');
    expect(made[0]?.jobs[0]?.layout).toEqual(layout);
    expect(made[0]?.jobs[0]?.data).toEqual(data);
    expect(made[0]?.jobs[0]?.data).not.toBe(data);
    expect(made[0]?.terminated).toBe(true);
  });

  it('is made on the calling thread when the Worker fails to run, with the same bytes', async () => {
    const made = standInWorker(async () => 'error');
    expect(await softMaskData(data, layout)).toEqual(await softMaskDataHere(data, layout));
    expect(made[0]?.terminated).toBe(true);
  });

  it('still fails for a damaged PNG, on the calling thread, when the Worker gives up on it', async () => {
    standInWorker(async () => ({ failed: true }));
    const damaged = new Uint8Array(deflateSync(rows.subarray(0, 10)));
    await expect(softMaskData(damaged, layout)).rejects.toThrow('PNG data too short');
  });
});
