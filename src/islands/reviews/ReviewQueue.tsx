/**
 * /admin/reviews: the paralegal review queue. Open requests oldest first, or the Done
 * list; each request shows its document, the claimant's note and replies, and takes a reply or
 * 'Mark as done' (./ReviewItem). Signed-out readers go to /auth; a signed-in account without the
 * paralegal (or admin) role is told the page is for paralegals, from the API's 403.
 */
// First: zod's jitless setting before any schema is used (see ../zod-config).
import '../zod-config';
import { useEffect, useState } from 'react';
import type { ReviewStatus } from '../../domain/reviews';
import type { Messages } from '../../i18n/island-messages';
import { ApiFailure, call, client } from '../../stores/api';
import { authUrlFrom } from '../../stores/return-path';
import { loadSession } from '../../stores/session';
import { useInstantDate } from './instant-date';
import ReviewItem, { type QueueItem, REVIEW_ITEM_MESSAGE_KEYS } from './ReviewItem';

export const REVIEW_QUEUE_MESSAGE_KEYS = [
  ...REVIEW_ITEM_MESSAGE_KEYS,
  'reviews.reviewersOnly',
  'reviews.filterLabel',
  'reviews.tabOpen',
  'reviews.tabDone',
  'reviews.loading',
  'reviews.loadError',
  'reviews.emptyOpen',
  'reviews.emptyDone',
] as const;
type Key = (typeof REVIEW_QUEUE_MESSAGE_KEYS)[number];

interface Props {
  messages: Messages<Key>;
  authPath: string;
  dateLocale: string;
}

type Load = { state: 'loading' } | { state: 'forbidden' } | { state: 'failed' } | { state: 'ready'; items: QueueItem[] };

export default function ReviewQueue({ messages: t, authPath, dateLocale }: Props) {
  const [status, setStatus] = useState<ReviewStatus>('open');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const instantDate = useInstantDate(dateLocale);

  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    void (async () => {
      const session = await loadSession();
      if (session.status !== 'signedIn') {
        window.location.replace(authUrlFrom(authPath, window.location));
        return;
      }
      try {
        const { items } = await call(client.api.admin.reviews.$get({ query: { status } }));
        if (current) setLoad({ state: 'ready', items });
      } catch (error) {
        if (!current) return;
        if (error instanceof ApiFailure && error.status === 401) window.location.replace(authUrlFrom(authPath, window.location));
        else if (error instanceof ApiFailure && error.status === 403) setLoad({ state: 'forbidden' });
        else setLoad({ state: 'failed' });
      }
    })();
    return () => {
      current = false;
    };
  }, [status, authPath]);

  if (load.state === 'forbidden') return <p className="banner banner-warning">{t['reviews.reviewersOnly']}</p>;

  const changed = (itemId: string, next: QueueItem | null) =>
    setLoad((current) =>
      current.state === 'ready'
        ? {
            state: 'ready',
            items: next ? current.items.map((i) => (i.id === itemId ? next : i)) : current.items.filter((i) => i.id !== itemId),
          }
        : current,
    );

  return (
    <div className="review-queue">
      <fieldset className="review-filter">
        <legend>{t['reviews.filterLabel']}</legend>
        {(['open', 'done'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={status === value ? 'button' : 'button button-secondary'}
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
          >
            {value === 'open' ? t['reviews.tabOpen'] : t['reviews.tabDone']}
          </button>
        ))}
      </fieldset>
      {load.state === 'loading' && <p role="status">{t['reviews.loading']}</p>}
      {load.state === 'failed' && <p className="banner banner-warning">{t['reviews.loadError']}</p>}
      {load.state === 'ready' && load.items.length === 0 && (
        <p>{status === 'open' ? t['reviews.emptyOpen'] : t['reviews.emptyDone']}</p>
      )}
      {load.state === 'ready' &&
        load.items.map((item) => (
          <ReviewItem
            key={item.id}
            item={item}
            messages={t}
            instantDate={instantDate}
            onChanged={(next) => changed(item.id, next)}
          />
        ))}
    </div>
  );
}
