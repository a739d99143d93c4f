/**
 * The chosen case's evidence items, read again after every change (`version`), and its bundle
 * files (for the form's picker and the list's file names). Answers for an earlier case are never
 * shown for the new one: each result carries the case it was read for.
 */
import { useEffect, useRef, useState } from 'react';
import type { BundleFile } from '../../domain/bundle-files';
import type { EvidenceRecord } from '../../domain/evidence';
import { ApiFailure, call, client } from '../../stores/api';

type Listed = Pick<BundleFile, 'id' | 'fileName'>;

interface CaseEvidence {
  /** null while the case's items are being read (or could not be). */
  items: EvidenceRecord[] | null;
  itemsFailed: boolean;
  /** null while unknown; without them the evidence still works (no picker, no file names). */
  bundleFiles: Listed[] | null;
}

export function useCaseEvidence(
  caseId: string | null,
  version: number,
  handlers: { onSignedOut: () => void; onLoadFailed: () => void },
): CaseEvidence {
  const [items, setItems] = useState<{ caseId: string; items: EvidenceRecord[] } | null>(null);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const [files, setFiles] = useState<{ caseId: string; files: Listed[] } | null>(null);
  // The latest handlers, without making them a reason to read again.
  const latest = useRef(handlers);
  latest.current = handlers;

  // The API's order (evidence date, newest first, undated last) is the list's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the signal to read the list again.
  useEffect(() => {
    if (!caseId) return;
    let current = true;
    setFailedFor(null);
    call(client.api.cases[':caseId'].evidence.$get({ param: { caseId } }))
      .then((answer) => {
        if (current) setItems({ caseId, items: answer.items });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiFailure && error.status === 401) {
          latest.current.onSignedOut();
          return;
        }
        console.error('Evidence load failed', error);
        setFailedFor(caseId);
        latest.current.onLoadFailed();
      });
    return () => {
      current = false;
    };
  }, [caseId, version]);

  useEffect(() => {
    if (!caseId) return;
    let current = true;
    call(client.api.cases[':caseId'].bundle.$get({ param: { caseId } }))
      .then((answer) => {
        if (current) setFiles({ caseId, files: answer.files });
      })
      .catch((error: unknown) => console.error('Bundle files load failed', error));
    return () => {
      current = false;
    };
  }, [caseId]);

  return {
    items: items && items.caseId === caseId && failedFor !== caseId ? items.items : null,
    itemsFailed: failedFor !== null && failedFor === caseId,
    bundleFiles: files && files.caseId === caseId ? files.files : null,
  };
}
