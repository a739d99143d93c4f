/**
 * The signed-in claimant's own cases for the case screens (/tracker, /bundle, /evidence, …: the
 * case selector, first case selected). Signed-out readers are sent to /auth and come
 * back. A link with ?case=<id> (a reminder e-mail's) opens that case rather than the newest.
 */
import { startTransition, useState } from 'react';
import type { CaseRecord } from '../../domain/case-record';
import { call, client } from '../../stores/api';
import { authUrlFrom } from '../../stores/return-path';
import { knownSession } from '../../stores/session';
import { useReload } from '../use-reload';

export type OwnCases =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      cases: readonly CaseRecord[];
      selected: CaseRecord | null;
      /** A case by id; null (or an id not in the list) selects none, for a new case. */
      select(id: string | null): void;
      /** The list as the server answered it again (after a save or a reload). */
      replace(items: readonly CaseRecord[]): void;
    };

export function useOwnCases(
  authPath: string,
  onLoadFailed: () => void,
  /** The cases and the one open, when the page has already loaded them: nothing is asked again. */
  initial?: { items: readonly CaseRecord[]; selectedId: string | null },
): OwnCases {
  const [state, setState] = useState<'loading' | 'failed' | 'ready'>(initial ? 'ready' : 'loading');
  const [cases, setCases] = useState<readonly CaseRecord[]>(initial?.items ?? []);
  const [selectedId, setSelectedId] = useState<string | null>(initial?.selectedId ?? null);

  // Once per page (onLoadFailed only shows a toast: it is never a reason to read again); nothing to
  // read when the page has already loaded the cases.
  useReload(initial ? null : [authPath], () => {
    void (async () => {
      const session = await knownSession();
      if (session.status !== 'signedIn') {
        window.location.replace(authUrlFrom(authPath, window.location));
        return;
      }
      try {
        const { items } = await call(client.api.cases.$get());
        const linked = new URLSearchParams(window.location.search).get('case');
        const first = items.find((item) => item.id === linked) ?? items[0];
        // The whole screen is drawn here, in place of 'Loading': as a transition React draws it in
        // slices and lets the browser answer taps in between, rather than one long task (on a slow
        // phone, a quarter of a second in which the page cannot respond).
        startTransition(() => {
          setCases(items);
          setSelectedId(first?.id ?? null);
          setState('ready');
        });
      } catch (error) {
        console.error('Case load failed', error);
        setState('failed');
        onLoadFailed();
      }
    })();
  });

  if (state !== 'ready') return { status: state };
  return {
    status: 'ready',
    cases,
    selected: cases.find((c) => c.id === selectedId) ?? null,
    select: setSelectedId,
    replace: setCases,
  };
}
