/**
 * The chosen case's evidence items, read again after every change (`version`; the handlers are
 * never a reason to read again), and its bundle
 * files (for the form's picker and the list's file names). Answers for an earlier case are never
 * shown for the new one: each result carries the case it was read for.
 */
import { useEffect, useState } from 'react';
import type { BundleFile } from '../../domain/bundle-files';
import type { EvidenceRecord } from '../../domain/evidence';
import { ApiFailure, call, client } from '../../stores/api';
import { useReload } from '../use-reload';

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

  // The API's order (evidence date, newest first, undated last) is the list's.
  useReload(caseId ? [caseId, version] : null, (isCurrent) => {
    if (!caseId) return;
    setFailedFor(null);
    call(client.api.cases[':caseId'].evidence.$get({ param: { caseId } }))
      .then((answer) => {
        if (isCurrent()) setItems({ caseId, items: answer.items });
      })
      .catch((error: unknown) => {
        if (!isCurrent()) return;
        if (error instanceof ApiFailure && error.status === 401) {
          handlers.onSignedOut();
          return;
        }
        console.error('Evidence load failed', error);
        setFailedFor(caseId);
        handlers.onLoadFailed();
      });
  });

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
