/**
 * The account export's files as one ZIP (UK GDPR portability), streamed: each R2 object
 * is copied into the archive chunk by chunk as the client reads (the stream pulls the next chunk
 * only when the last has been taken), stored rather than compressed (PDFs, JPEGs, PNGs and .docx
 * are compressed already), so the Worker never holds a whole file, let alone the whole archive.
 * fflate writes the archive (its streaming Zip with ZipPassThrough entries).
 */
import { Zip, ZipPassThrough } from 'fflate';

/** fflate writes no ZIP64 records: an archive must stay under 4 GiB (offsets are 32-bit). */
export const MAX_ZIP_BYTES = 0xffff_ffff;
/** A generous bound on one entry's headers (local, data descriptor, central) around its name. */
const ENTRY_OVERHEAD_BYTES = 1024;

/** Whether files of these sizes fit in one archive. */
export function fitsInZip(sizes: readonly number[]): boolean {
  return sizes.reduce((total, size) => total + size + ENTRY_OVERHEAD_BYTES, 0) < MAX_ZIP_BYTES;
}

/**
 * `wanted`, or "name (2).ext", "name (3).ext" … when an entry of that name (compared without case,
 * as Windows and macOS compare file names) is already `taken`. Records the answer in `taken`.
 */
export function uniqueEntryName(wanted: string, taken: Set<string>): string {
  const slash = wanted.lastIndexOf('/');
  const dot = wanted.lastIndexOf('.');
  const split = dot > slash + 1 ? dot : wanted.length;
  const stem = wanted.slice(0, split);
  const extension = wanted.slice(split);
  let candidate = wanted;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

export interface ZipSource {
  /** The entry's path in the archive. */
  name: string;
  /** Its modification time in the archive. */
  modified: Date;
  /** Opens the content; null when it is gone (the entry is then left out). */
  open: () => Promise<ReadableStream<Uint8Array> | null>;
}

/** The archive of `sources`, in order, as a stream that reads each source only as it is consumed. */
export function zipStream(sources: readonly ZipSource[]): ReadableStream<Uint8Array> {
  const ready: Uint8Array[] = [];
  let complete = false;
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else {
      ready.push(chunk);
      if (final) complete = true;
    }
  });

  let next = 0;
  let ended = false;
  let current: { reader: ReadableStreamDefaultReader<Uint8Array>; entry: ZipPassThrough } | null = null;

  /** One step: a chunk of the current source, or the next source opened, or the archive ended. */
  async function step(): Promise<void> {
    if (current) {
      const { done, value } = await current.reader.read();
      if (done) {
        current.entry.push(new Uint8Array(0), true);
        current = null;
      } else current.entry.push(value);
      return;
    }
    const source = sources[next];
    if (source) {
      next += 1;
      const body = await source.open();
      if (!body) return;
      const entry = new ZipPassThrough(source.name);
      entry.mtime = source.modified;
      zip.add(entry);
      current = { reader: body.getReader(), entry };
      return;
    }
    if (!ended) {
      ended = true;
      zip.end();
    }
  }

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      // A pull must enqueue something (or close), or the stream would not ask again.
      while (ready.length === 0 && !complete) {
        await step();
        if (failure) throw failure;
      }
      for (const chunk of ready.splice(0)) controller.enqueue(chunk);
      if (complete) controller.close();
    },
    async cancel(reason) {
      await current?.reader.cancel(reason);
    },
  });
}
