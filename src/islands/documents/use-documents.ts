/** The claimant's documents (newest first) and what they may still generate, read again when `version` changes. */
import { useEffect, useState } from 'react';
import { ApiFailure, call, client } from '../../stores/api';

export type DocumentItem = Awaited<ReturnType<typeof loadDocuments>>['items'][number];
export type DocumentUsage = Awaited<ReturnType<typeof loadUsage>>;

function loadDocuments() {
  return call(client.api.documents.$get({ query: {} }));
}

function loadUsage() {
  return call(client.api.documents.usage.$get());
}

/**
 * Loads only once `enabled` (the session is known and the cases are in): a signed-out reader is
 * sent to /auth once, by the case loader, not a second time by a 401 here.
 */
export function useDocuments(enabled: boolean, version: number, onSignedOut: () => void) {
  const [items, setItems] = useState<readonly DocumentItem[] | null>(null);
  const [usage, setUsage] = useState<DocumentUsage | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on enabled and version; onSignedOut only navigates.
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void (async () => {
      try {
        const [list, counts] = await Promise.all([loadDocuments(), loadUsage()]);
        if (!current) return;
        setItems(list.items);
        setUsage(counts);
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 401) onSignedOut();
        // A load error is logged and the list stays empty: generating a document does not need it.
        console.error('Documents load failed', error);
        if (current) setItems([]);
      }
    })();
    return () => {
      current = false;
    };
  }, [enabled, version]);
  return { items, usage };
}
