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

export async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  if (typeof DecompressionStream !== 'function') return unzlibSync(bytes);
  return new Uint8Array(await new Response(streamOf(bytes).pipeThrough(new DecompressionStream('deflate'))).arrayBuffer());
}

export async function deflate(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  if (typeof CompressionStream !== 'function') return zlibSync(bytes, { level: DEFLATE_LEVEL }) as Uint8Array<ArrayBuffer>;
  return new Uint8Array(await new Response(streamOf(bytes).pipeThrough(new CompressionStream('deflate'))).arrayBuffer());
}
