/**
 * The case's calendar subscription: make a secret address for the phone's calendar (or
 * a new one, which stops the old), shown with a copy button and a webcal:// link, and stop it.
 * The Worker keeps only a hash of the address, so it cannot show it again later: the device that
 * made it keeps it (./feed-address) and shows it again, to copy as often as needed.
 */
import { useEffect, useId, useState } from 'react';
import type { Messages } from '../../../i18n/island-messages';
import { call, client } from '../../../stores/api';
import { showToast } from '../../../stores/toasts';
import { forgetFeedAddress, keepFeedAddress, keptFeedAddress } from './feed-address';
import type { TaskMessageKey } from './task-message-keys';

interface Props {
  caseId: string;
  messages: Messages<TaskMessageKey>;
}

export function CalendarFeed({ caseId, messages: t }: Props) {
  const id = useId();
  const [active, setActive] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setUrl(null);
    let current = true;
    call(client.api.cases[':caseId']['calendar-feed'].$get({ param: { caseId } }))
      .then((feed) => {
        if (!current) return;
        setActive(feed.active);
        setUrl(feed.active ? keptFeedAddress(localStorage, caseId, feed.createdAt) : null);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [caseId]);

  const failed = () => showToast({ title: t['tasks.error'], description: t['tasks.errorBody'], variant: 'destructive' });

  async function subscribe() {
    setBusy(true);
    try {
      const feed = await call(client.api.cases[':caseId']['calendar-feed'].$post({ param: { caseId } }));
      setUrl(feed.url);
      setActive(true);
      // Kept with the time the server gives this address, to be shown again on later visits.
      const made = await call(client.api.cases[':caseId']['calendar-feed'].$get({ param: { caseId } })).catch(() => null);
      if (made?.createdAt) keepFeedAddress(localStorage, caseId, { url: feed.url, createdAt: made.createdAt });
      showToast({ title: t['tasks.feedCreated'], variant: 'success' });
    } catch {
      failed();
    } finally {
      setBusy(false);
    }
  }

  async function stop() {
    setBusy(true);
    try {
      await call(client.api.cases[':caseId']['calendar-feed'].$delete({ param: { caseId } }));
      forgetFeedAddress(localStorage, caseId);
      setUrl(null);
      setActive(false);
      showToast({ title: t['tasks.feedStopped'], variant: 'success' });
    } catch {
      failed();
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: t['tasks.copied'], variant: 'success' });
    } catch {
      // No clipboard (an old browser, or permission refused): the field is selected to copy by hand.
      document.getElementById(`${id}-url`)?.focus();
    }
  }

  return (
    <section className="task-calendar" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t['tasks.calendarHeading']}</h3>
      <p>{t['tasks.calendarIntro']}</p>
      {url ? (
        <div className="field" data-feed-url>
          <label htmlFor={`${id}-url`}>{t['tasks.feedUrlLabel']}</label>
          <p className="hint" id={`${id}-url-hint`}>
            {t['tasks.feedUrlHint']}
          </p>
          <input
            id={`${id}-url`}
            type="text"
            readOnly
            value={url}
            aria-describedby={`${id}-url-hint`}
            onFocus={(event) => event.target.select()}
          />
          <p className="task-actions">
            <button type="button" className="button" onClick={() => void copy()}>
              {t['tasks.copy']}
            </button>{' '}
            <a className="button button-secondary" href={url.replace(/^https?:/, 'webcal:')}>
              {t['tasks.openWebcal']}
            </a>
          </p>
        </div>
      ) : (
        active && <p data-feed-active>{t['tasks.feedActive']}</p>
      )}
      <p className="task-actions">
        {active ? (
          <>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => void subscribe()}
              aria-describedby={`${id}-rotate`}
            >
              {t['tasks.rotate']}
            </button>{' '}
            <button type="button" className="button button-danger" disabled={busy} onClick={() => void stop()}>
              {t['tasks.stopFeed']}
            </button>
          </>
        ) : (
          <button type="button" className="button" disabled={busy} onClick={() => void subscribe()}>
            {t['tasks.subscribe']}
          </button>
        )}
      </p>
      {active && (
        <p className="hint" id={`${id}-rotate`}>
          {t['tasks.rotateHint']}
        </p>
      )}
    </section>
  );
}
