/**
 * The signed-in claimant's own cases for the case-file screens (/bundle, /evidence:
 * "Case selector … first case auto-selected"). Signed-out readers are sent to /auth and come back.
 */
import { useEffect, useState } from 'react';
import type { CaseRecord } from '../../domain/case-record';
import { call, client } from '../../stores/api';
import { authUrlFrom } from '../../stores/return-path';
import { loadSession } from '../../stores/session';

export type OwnCases =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; cases: readonly CaseRecord[]; selected: CaseRecord | null; select(id: string): void };

export function useOwnCases(authPath: string, onLoadFailed: () => void): OwnCases {
  const [state, setState] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [cases, setCases] = useState<readonly CaseRecord[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per page; onLoadFailed only shows a toast.
  useEffect(() => {
    void (async () => {
      const session = await loadSession();
      if (session.status !== 'signedIn') {
        window.location.replace(authUrlFrom(authPath, window.location));
        return;
      }
      try {
        const { items } = await call(client.api.cases.$get());
        setCases(items);
        setSelectedId(items[0]?.id ?? null);
        setState('ready');
      } catch (error) {
        console.error('Case load failed', error);
        setState('failed');
        onLoadFailed();
      }
    })();
  }, [authPath]);

  if (state !== 'ready') return { status: state };
  return { status: 'ready', cases, selected: cases.find((c) => c.id === selectedId) ?? null, select: setSelectedId };
}
