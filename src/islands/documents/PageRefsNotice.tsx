/**
 * Beside a draft that cites hearing bundle pages ("[B: 45–47]"): which build its references are
 * to, or, once the bundle has been rebuilt with the cited files on other pages (or out of it), a
 * warning and 'Update the page references', which rewrites them from the newest build free of
 * charge (POST /api/documents/:id/page-refs). Nothing for a draft that cites no page.
 */
import { useMemo, useState } from 'react';
import { format, type Messages, plural } from '../../i18n/island-messages';
import { call, client } from '../../stores/api';
import { showToast } from '../../stores/toasts';
import { useReload } from '../use-reload';

export const PAGE_REFS_MESSAGE_KEYS = [
  'documents.pageRefs.current',
  'documents.pageRefs.stale',
  'documents.pageRefs.refresh',
  'documents.pageRefs.refreshed',
  'documents.pageRefs.refreshedBody',
  'documents.pageRefs.removed.one',
  'documents.pageRefs.removed.other',
  'documents.pageRefs.refreshFailed',
] as const;
type Key = (typeof PAGE_REFS_MESSAGE_KEYS)[number];

type RefsState = Awaited<ReturnType<typeof loadState>>;

function loadState(id: string) {
  return call(client.api.documents[':id']['page-refs'].$get({ param: { id } }));
}

interface Props {
  documentId: string;
  /** The document's last change: its references are read again after an edit or a refresh. */
  updatedAt: string;
  messages: Messages<Key>;
  /** 'en-GB' or 'pt-PT'. */
  dateLocale: string;
  onRefreshed(): void;
  onFailed(title: string): (error: unknown) => void;
}

export function PageRefsNotice({ documentId, updatedAt, messages: t, dateLocale, onRefreshed, onFailed }: Props) {
  const [refs, setRefs] = useState<RefsState | null>(null);
  const [busy, setBusy] = useState(false);
  // A bundle can be built twice in a day: the time says which build.
  const builtOn = useMemo(() => {
    const formatter = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' });
    return (iso: string) => formatter.format(new Date(iso));
  }, [dateLocale]);

  // Read again when the document changes (its updatedAt moves on after an edit or a refresh).
  useReload([documentId, updatedAt], (isCurrent) => {
    loadState(documentId)
      .then((state) => isCurrent() && setRefs(state))
      .catch((error: unknown) => console.error('Page references not read', error));
  });

  async function refresh() {
    setBusy(true);
    try {
      const result = await call(client.api.documents[':id']['page-refs'].$post({ param: { id: documentId } }));
      const removed = result.removed > 0 ? ` ${plural(t, 'documents.pageRefs.removed', result.removed, dateLocale)}` : '';
      showToast({
        title: t['documents.pageRefs.refreshed'],
        description: `${t['documents.pageRefs.refreshedBody']}${removed}`,
        variant: 'success',
      });
      setRefs(await loadState(documentId));
      onRefreshed();
    } catch (error) {
      onFailed(t['documents.pageRefs.refreshFailed'])(error);
    } finally {
      setBusy(false);
    }
  }

  if (!refs || refs.state === 'none' || !refs.bundleBuiltAt) return null;
  const date = builtOn(refs.bundleBuiltAt);
  if (refs.state === 'current') return <p className="document-meta">{format(t['documents.pageRefs.current'], { date })}</p>;
  return (
    <div className="banner banner-warning page-refs-stale">
      <p>{format(t['documents.pageRefs.stale'], { date })}</p>
      <button type="button" className="button" onClick={() => void refresh()} disabled={busy} aria-busy={busy}>
        {t['documents.pageRefs.refresh']}
      </button>
    </div>
  );
}
