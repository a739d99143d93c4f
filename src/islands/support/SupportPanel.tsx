/**
 * WhatsApp support for the selected case, on /tracker (the 'support' feature): a button
 * that opens a WhatsApp chat starting with the case's short reference, and how many of the
 * month's queries are left. Without the feature, one line pointing to the add-on on /pricing.
 */
import type { InferResponseType } from 'hono/client';
import { useEffect, useId, useState } from 'react';
import { discardTab, openPendingTab, sendTo } from '../../browser/pricing/new-tab';
import { caseShortReference } from '../../domain/case-reference';
import { ErrorCode } from '../../domain/error-codes';
import { format, type Messages, plural } from '../../i18n/island-messages';
import { ApiFailure, call, client } from '../../stores/api';
import { showToast } from '../../stores/toasts';

export const SUPPORT_PANEL_MESSAGE_KEYS = [
  'support.title',
  'support.intro',
  'support.ask',
  'support.opening',
  'support.remaining.one',
  'support.remaining.other',
  'support.counted',
  'support.limitReached',
  'support.noFeature',
  'support.seePlans',
  'support.unavailable',
  'support.error',
  'support.fallback',
  'support.openChat',
  'external.newTab',
] as const;
type Key = (typeof SUPPORT_PANEL_MESSAGE_KEYS)[number];

type SupportState = InferResponseType<typeof client.api.support.$get>;

interface Props {
  caseId: string;
  messages: Messages<Key>;
  /** The page's language: the chat's opening line is written in it. */
  language: 'en' | 'pt';
  /** /pricing or /pt/pricing. */
  pricingPath: string;
  /** 'en-GB' or 'pt-PT', for plurals and dates. */
  dateLocale: string;
  longDate: (iso: string) => string;
}

export default function SupportPanel({ caseId, messages: t, language, pricingPath, dateLocale, longDate }: Props) {
  const id = useId();
  const [state, setState] = useState<SupportState | null>(null);
  const [busy, setBusy] = useState(false);
  /** The chat link last handed out, shown as a plain link in case the new tab was blocked. */
  const [chat, setChat] = useState<{ caseId: string; url: string } | null>(null);
  // Only for the case it was made for: another case's link would carry the wrong reference.
  const chatUrl = chat?.caseId === caseId ? chat.url : null;

  useEffect(() => {
    call(client.api.support.$get())
      .then(setState)
      .catch((error: unknown) => console.error('Support state failed', error));
  }, []);

  if (!state) return null;

  async function ask() {
    // Opened inside the click: a tab opened after the request would be blocked as a popup.
    const tab = openPendingTab();
    setBusy(true);
    try {
      const answer = await call(client.api.support.queries.$post({ json: { caseId, language } }));
      setChat({ caseId, url: answer.url });
      sendTo(tab, answer.url);
      setState((current) => (current ? { ...current, usage: answer.usage } : current));
    } catch (error) {
      discardTab(tab);
      if (error instanceof ApiFailure && error.code === ErrorCode.USAGE_LIMIT_REACHED) {
        // Used up elsewhere (another tab): show the limit as the server counts it.
        setState(await call(client.api.support.$get()).catch(() => state));
      } else {
        showToast({ title: t['support.title'], description: t['support.error'], variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  }

  const { usage } = state;
  return (
    <section className="support-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t['support.title']}</h2>
      {!state.available ? (
        <p>{t['support.unavailable']}</p>
      ) : !state.hasFeature ? (
        <p>
          {t['support.noFeature']} <a href={pricingPath}>{t['support.seePlans']}</a>
        </p>
      ) : (
        <>
          <p>{format(t['support.intro'], { reference: caseShortReference(caseId) })}</p>
          {usage.remaining > 0 ? (
            <>
              <p data-support-remaining>{plural(t, 'support.remaining', usage.remaining, dateLocale, { limit: usage.limit })}</p>
              <p className="hint">{t['support.counted']}</p>
              <button type="button" className="button" onClick={() => void ask()} disabled={busy} aria-busy={busy}>
                {busy ? t['support.opening'] : t['support.ask']}
                <span className="visually-hidden"> {t['external.newTab']}</span>
              </button>
            </>
          ) : null}
          {chatUrl && (
            <p>
              {t['support.fallback'].split('{link}')[0]}
              <a href={chatUrl} target="_blank" rel="noopener noreferrer" data-support-link>
                {t['support.openChat']}
                <span className="visually-hidden"> {t['external.newTab']}</span>
              </a>
              {t['support.fallback'].split('{link}')[1]}
            </p>
          )}
          {usage.remaining === 0 && (
            <p className="banner banner-info">
              {format(t['support.limitReached'], { limit: usage.limit, date: longDate(usage.resetDate) })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
