/**
 * Keeps the claimant's arrangement on the server (PUT /api/cases/:caseId/bundle/arrangement), so a
 * reload, another device or a crash finds it again: each change is sent a moment after the last one
 * (typing a description sends once, not per key), one save at a time so an older one can never land
 * after a newer one. The list stays as arranged on the page when a save fails; the next change
 * tries again.
 */
import { useEffect, useRef, useState } from 'react';
import type { ArrangedFile } from '../../domain/bundle-arrangement';
import { call, client } from '../../stores/api';
import type { Arranged } from './bundle-order';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

const SETTLE_MS = 500;

const body = (items: readonly Arranged[]): ArrangedFile[] =>
  items.map(({ id, section, included, documentDate, description }) => ({ id, section, included, documentDate, description }));

export function useSavedArrangement(caseId: string, items: readonly Arranged[]): SaveStatus {
  const [status, setStatus] = useState<SaveStatus>('idle');
  // The list as first shown is what the server holds (or its default): nothing to send for it.
  const shown = useRef(items);
  const queue = useRef<Promise<void>>(Promise.resolve());
  // Only the newest change may say "saved": an older save finishing says nothing about it.
  const latest = useRef(0);

  useEffect(() => {
    if (items === shown.current) return;
    const change = ++latest.current;
    setStatus('saving');
    const timer = setTimeout(() => {
      const json = { items: body(items) };
      queue.current = queue.current.then(async () => {
        try {
          await call(client.api.cases[':caseId'].bundle.arrangement.$put({ param: { caseId }, json }));
          if (change === latest.current) setStatus('saved');
        } catch (error) {
          console.error('Bundle arrangement not saved', error);
          if (change === latest.current) setStatus('failed');
        }
      });
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [caseId, items]);

  return status;
}
