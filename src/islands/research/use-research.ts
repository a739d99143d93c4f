/**
 * The research screen's data: the allowance for the banner (once signed in) and the chosen case's
 * past analyses, newest first, read again when the case changes or `version` moves on (a run).
 */
import type { InferResponseType } from 'hono/client';
import { useState } from 'react';
import { ApiFailure, call, client } from '../../stores/api';
import { useReload } from '../use-reload';

export type ResearchItem = InferResponseType<typeof client.api.research.$get, 200>['items'][number];
export type ResearchUsage = InferResponseType<(typeof client.api.research)['usage']['$get'], 200>;

export function useResearchUsage(ready: boolean, version: number): ResearchUsage | null {
  const [usage, setUsage] = useState<ResearchUsage | null>(null);
  useReload(ready ? [version] : null, (isCurrent) => {
    call(client.api.research.usage.$get())
      .then((result) => isCurrent() && setUsage(result))
      .catch((error: unknown) => console.error('Research usage load failed', error));
  });
  return usage;
}

export function useResearchItems(
  caseId: string | null,
  version: number,
  { onSignedOut, onLoadFailed }: { onSignedOut(): void; onLoadFailed(): void },
): ResearchItem[] | null {
  // Each list keeps the case it was read for: another case's list is not known yet (null), while a
  // reload of the same case keeps its list on screen.
  const [read, setRead] = useState<{ caseId: string; items: ResearchItem[] } | null>(null);
  useReload(caseId ? [caseId, version] : null, (isCurrent) => {
    if (!caseId) return;
    call(client.api.research.$get({ query: { caseId } }))
      .then((result) => isCurrent() && setRead({ caseId, items: result.items }))
      .catch((error: unknown) => {
        if (!isCurrent()) return;
        setRead({ caseId, items: [] });
        if (error instanceof ApiFailure && error.status === 401) onSignedOut();
        else {
          console.error('Research load failed', error);
          onLoadFailed();
        }
      });
  });
  return read && read.caseId === caseId ? read.items : null;
}
