/** The claimant's documents (newest first) and what they may still generate, read again on reload. */
import { useState } from 'react';
import { ApiFailure, call, client } from '../../stores/api';
import { useReload } from '../use-reload';

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
 * sent to /auth once, by the case loader, not a second time by a 401 here. `reload` reads both again
 * (after a document is generated, saved, refreshed or deleted).
 */
export function useDocuments(enabled: boolean, onSignedOut: () => void) {
  const [items, setItems] = useState<readonly DocumentItem[] | null>(null);
  const [usage, setUsage] = useState<DocumentUsage | null>(null);
  const reload = useReload(enabled ? [] : null, (isCurrent) => {
    void (async () => {
      try {
        const [list, counts] = await Promise.all([loadDocuments(), loadUsage()]);
        if (!isCurrent()) return;
        setItems(list.items);
        setUsage(counts);
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 401) onSignedOut();
        // A load error is logged and the list stays empty: generating a document does not need it.
        console.error('Documents load failed', error);
        if (isCurrent()) setItems([]);
      }
    })();
  });
  return { items, usage, reload };
}
