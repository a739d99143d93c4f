/**
 * The research screen's data: the allowance for the banner (once signed in) and the chosen case's
 * past analyses, newest first, reloaded when the case changes or `version` moves on.
 */
import type { InferResponseType } from 'hono/client';
import { useEffect, useState } from 'react';
import { ApiFailure, call, client } from '../../stores/api';

export type ResearchItem = InferResponseType<typeof client.api.research.$get, 200>['items'][number];
export type ResearchUsage = InferResponseType<(typeof client.api.research)['usage']['$get'], 200>;

export function useResearchUsage(ready: boolean, version: number): ResearchUsage | null {
  const [usage, setUsage] = useState<ResearchUsage | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for a reload after a run.
  useEffect(() => {
    if (!ready) return;
    let current = true;
    call(client.api.research.usage.$get())
      .then((result) => current && setUsage(result))
      .catch((error: unknown) => console.error('Research usage load failed', error));
    return () => {
      current = false;
    };
  }, [ready, version]);
  return usage;
}

export function useResearchItems(
  caseId: string | null,
  version: number,
  { onSignedOut, onLoadFailed }: { onSignedOut(): void; onLoadFailed(): void },
): ResearchItem[] | null {
  const [items, setItems] = useState<ResearchItem[] | null>(null);
  // Another case: its list is not known yet (a reload of the same case keeps the list on screen).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the case changes.
  useEffect(() => setItems(null), [caseId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the callbacks only report; `version` asks for a reload.
  useEffect(() => {
    if (!caseId) return;
    let current = true;
    call(client.api.research.$get({ query: { caseId } }))
      .then((result) => current && setItems(result.items))
      .catch((error: unknown) => {
        if (!current) return;
        setItems([]);
        if (error instanceof ApiFailure && error.status === 401) onSignedOut();
        else {
          console.error('Research load failed', error);
          onLoadFailed();
        }
      });
    return () => {
      current = false;
    };
  }, [caseId, version]);
  return items;
}
