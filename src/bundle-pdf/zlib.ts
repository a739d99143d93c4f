/**
 * zlib streams (FlateDecode) with the platform's own zlib, DecompressionStream and CompressionStream
 * (browsers since 2023, Node 18): several times faster than JavaScript, which measured as most of a
 * screenshot's cost. fflate where they are missing (Safari before 16.4).
 */
import { unzlibSync, zlibSync } from 'fflate';

/** fflate's fastest level, where the platform has no CompressionStream: for screenshots within a few per cent of level 6. */
const DEFLATE_LEVEL = 1;

/** A stream over the bytes themselves: a Blob of them would copy megabytes (into the browser process, for large ones). */
function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      controller.enqueue(bytes as Uint8Array<ArrayBuffer>);
      controller.close();
    },
  });
}

/**
 * A zlib stream's inflated bytes a chunk at a time, as the platform's inflater yields them (tens of
 * kilobytes each), so the caller can work on the first rows of a screenshot while the rest is still
 * compressed, never holding all 10 MB at once. In one piece where there is no DecompressionStream.
 */
export async function* inflateChunks(bytes: Uint8Array): AsyncGenerator<Uint8Array, void, undefined> {
  if (typeof DecompressionStream !== 'function') {
    yield unzlibSync(bytes);
    return;
  }
  const reader = streamOf(bytes).pipeThrough(new DecompressionStream('deflate')).getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      yield value;
    }
  } finally {
    // The caller stopped early (a damaged row): the inflater is stopped too.
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}

/** A zlib compressor fed a chunk at a time; `end` gives the whole compressed stream. */
export interface Deflater {
  write(chunk: Uint8Array<ArrayBuffer>): Promise<void>;
  end(): Promise<Uint8Array<ArrayBuffer>>;
  /** Drops what was written (the input turned out damaged). */
  abort(): void;
}

export function deflater(): Deflater {
  if (typeof CompressionStream !== 'function') {
    const parts: Uint8Array[] = [];
    return {
      write: async (chunk) => {
        parts.push(chunk);
      },
      end: async () => deflate(joined(parts)),
      abort: () => {
        parts.length = 0;
      },
    };
  }
  const stream = new CompressionStream('deflate');
  const writer = stream.writable.getWriter();
  // Read from the start, so the compressor's output never fills up and holds back its input.
  const result = new Response(stream.readable).arrayBuffer();
  // An aborted deflater's result is never awaited; its rejection is expected.
  result.catch(() => undefined);
  return {
    write: (chunk) => writer.write(chunk),
    end: async () => {
      await writer.close();
      return new Uint8Array(await result);
    },
    abort: () => {
      writer.abort().catch(() => undefined);
    },
  };
}

export async function deflate(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  if (typeof CompressionStream !== 'function') return zlibSync(bytes, { level: DEFLATE_LEVEL }) as Uint8Array<ArrayBuffer>;
  return new Uint8Array(await new Response(streamOf(bytes).pipeThrough(new CompressionStream('deflate'))).arrayBuffer());
}

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
