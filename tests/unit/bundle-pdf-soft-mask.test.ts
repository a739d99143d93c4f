/**
 * A screenshot's soft mask is made in a Web Worker where there is one, and on the calling thread
 * where there is not, or where the Worker fails: the same bytes either way, and a damaged PNG still
 * fails where the builder can report it; the rows sorted alike however the inflater cuts them; and
 * several screenshots in Workers at once, as many as the device has cores. The Worker is a stand-in
 * here (Node has none); the real one runs in the browser tests and bench:bundle.
 */
import { deflateSync, inflateSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBundle } from '../../src/bundle-pdf/build-bundle';
import { AlphaSplitter } from '../../src/bundle-pdf/png-alpha-split';
import type { PngLayout } from '../../src/bundle-pdf/png-decode';
import { type SoftMaskData, type SoftMaskJob, softMaskData, softMaskDataHere } from '../../src/bundle-pdf/png-soft-mask';
import { doc, fixture, LABELS_EN } from './_bundle-pdf';

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

describe('the sorting of rows as they are inflated', () => {
  const wide: PngLayout = { width: 5, height: 4, bitDepth: 8, colorType: 6 };
  // Four RGBA rows of 5 pixels, one filter each, the alpha varied from the first row: a soft mask.
  const filtered = new Uint8Array(
    [0, 1, 2, 4].flatMap((filter, y) => [filter, ...Array.from({ length: 20 }, (_, i) => (y * 53 + i * 29) & 0xff)]),
  );
  const joined = (parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]));

  function sortedIn(chunkSize: number): { color: Uint8Array; alpha: Uint8Array } {
    const splitter = new AlphaSplitter(wide);
    const color: Uint8Array[] = [];
    const alpha: Uint8Array[] = [];
    // Bytes past the last row are ignored.
    const input = joined([filtered, new Uint8Array([9, 9, 9])]);
    for (let at = 0; at < input.length; at += chunkSize) {
      const rows = splitter.push(input.subarray(at, at + chunkSize));
      color.push(rows.color);
      alpha.push(rows.alpha);
    }
    splitter.finish();
    return { color: joined(color), alpha: joined(alpha) };
  }

  it('gives the same rows whatever sizes the chunks come in, rows cut across chunks included', () => {
    const whole = sortedIn(filtered.length + 3);
    expect([...whole.color.subarray(0, 16)]).toEqual(
      [0, 1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15, 17, 18, 19].map((i) => filtered[i]),
    );
    expect([...whole.alpha.subarray(0, 6)]).toEqual([0, 4, 8, 12, 16, 20].map((i) => filtered[i]));
    for (const size of [1, 7, 20, 21, 22, 43]) expect(sortedIn(size)).toEqual(whole);
  });

  it('says the data is too short when rows are missing', () => {
    const splitter = new AlphaSplitter(wide);
    splitter.push(filtered.subarray(0, filtered.length - 1));
    expect(() => splitter.finish()).toThrow('PNG data too short');
  });

  it('is the same where the browser has no CompressionStream or DecompressionStream (fflate instead)', async () => {
    const png = new Uint8Array(deflateSync(filtered));
    const platform = await softMaskDataHere(png, wide);
    vi.stubGlobal('CompressionStream', undefined);
    vi.stubGlobal('DecompressionStream', undefined);
    const fallback = await softMaskDataHere(png, wide);
    expect(inflateSync(fallback.color)).toEqual(inflateSync(platform.color));
    expect(fallback.alpha && inflateSync(fallback.alpha)).toEqual(platform.alpha && inflateSync(platform.alpha));
  });
});

/** A Worker stand-in that answers (with the real work, done here) only when `answer` is called for its job. */
function heldWorkers() {
  const made: { jobs: SoftMaskJob[]; terminated: boolean }[] = [];
  const held: (() => void)[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  class StandIn {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: (() => void) | null = null;
    private readonly record = { jobs: [] as SoftMaskJob[], terminated: false };
    constructor() {
      made.push(this.record);
    }
    postMessage(job: SoftMaskJob): void {
      this.record.jobs.push(job);
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      held.push(() => {
        void softMaskDataHere(job.data, job.layout).then((result) => {
          inFlight--;
          this.onmessage?.({ data: result });
        });
      });
    }
    terminate(): void {
      this.record.terminated = true;
    }
  }
  vi.stubGlobal('document', {});
  vi.stubGlobal('Worker', StandIn);
  vi.stubGlobal('navigator', { hardwareConcurrency: 2 });
  return { made, held, mostInFlight: () => mostInFlight };
}

/**
 * Waits until `condition` holds, checking it as often as the event loop allows (no fixed delay). A
 * count of turns was not enough: the real work a stand-in does runs on Node's zlib threads, which a
 * busy machine (the type checks beside these tests) can keep for more than 500 turns. A builder that
 * never starts the job fails here, with this message, well inside the test's own timeout.
 */
async function until(condition: () => boolean): Promise<void> {
  await vi.waitFor(
    () => {
      if (!condition()) throw new Error('the awaited Worker state was not reached');
    },
    { timeout: 15_000, interval: 1 },
  );
}

describe('the Workers for several screenshots', () => {
  it('run as many at once as the device has cores, a waiting screenshot taking the first Worker free, and none left open', async () => {
    const workers = heldWorkers();
    const results = Promise.all([0, 1, 2].map(() => softMaskData(data, layout)));
    await until(() => workers.held.length === 2);
    // Two cores: two Workers working at once, the third screenshot waiting for one of them.
    expect(workers.made).toHaveLength(2);
    workers.held.shift()?.();
    await until(() => workers.held.length === 2);
    expect(workers.made).toHaveLength(2);
    for (const answer of workers.held.splice(0)) answer();
    const here = await softMaskDataHere(data, layout);
    expect(await results).toEqual([here, here, here]);
    expect(workers.made.map((worker) => worker.jobs.length).sort()).toEqual([1, 2]);
    expect(workers.made.every((worker) => worker.terminated)).toBe(true);
  });

  it('are started together by the bundle builder, while it goes on with the other documents', async () => {
    const workers = heldWorkers();
    const png = fixture('tiny.png');
    const building = buildBundle(
      [doc('a', 'First screenshot.png', 'image/png', png), doc('b', 'Second screenshot.png', 'image/png', png)],
      { title: 'Maria Silva v Acme Ltd', labels: LABELS_EN, dateLocale: 'en-GB' },
    );
    // Both screenshots are with a Worker before either has answered.
    await until(() => workers.held.length === 2);
    expect(workers.mostInFlight()).toBe(2);
    for (const answer of workers.held.splice(0)) answer();
    const result = await building;
    expect([result.pageCount, result.skipped]).toEqual([3, []]);
  });
});
