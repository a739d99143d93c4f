/**
 * The bundle checks' reading of the chosen files: fetched and read one at a time (a phone holds one
 * file's text, not all of them at once), only when the claimant asks, with ./document-probe
 * imported then. What was read is kept by file id, so the checks follow the list as it changes
 * (a file taken out, a date given) without reading again; a file added since is marked unread.
 */
import { useState } from 'react';
import type { ProbedDocument } from './document-probe';

export type Probe = ProbedDocument | 'unreadable';

export interface ProbeFile {
  id: string;
  fileName: string;
  fileType: string;
}

export function useBundleChecks(fetchFile: (id: string) => Promise<ArrayBuffer>) {
  const [probes, setProbes] = useState<ReadonlyMap<string, Probe>>(new Map());
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  /** The file that could not be fetched, if the last reading stopped at one. */
  const [failed, setFailed] = useState<string | null>(null);

  async function run(files: readonly ProbeFile[]) {
    setFailed(null);
    setProgress({ done: 0, total: files.length });
    const read = new Map<string, Probe>();
    try {
      const { probeDocument } = await import('./document-probe');
      for (const [i, file] of files.entries()) {
        let bytes: ArrayBuffer;
        try {
          bytes = await fetchFile(file.id);
        } catch {
          setFailed(file.id);
          break;
        }
        read.set(file.id, (await probeDocument(file, bytes)) ?? 'unreadable');
        setProgress({ done: i + 1, total: files.length });
      }
    } finally {
      setProbes((before) => new Map([...before, ...read]));
      setProgress(null);
    }
  }

  return { probes, progress, failed, run };
}
