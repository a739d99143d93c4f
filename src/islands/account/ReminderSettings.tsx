/**
 * Reminder e-mails and the weekly case-law digest on or off, and their language, in
 * Your account under the tracker.
 * When the account has never chosen (no settings row), the language is set once from the page the
 * reader uses, so a Portuguese reader's reminders come in Portuguese without visiting this form.
 */
import '../zod-config';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { ReminderLanguage } from '../../domain/reminders/schema';
import type { Messages } from '../../i18n/island-messages';
import { call, client } from '../../stores/api';
import { $session } from '../../stores/session';
import { showToast } from '../../stores/toasts';

export const REMINDER_SETTINGS_MESSAGE_KEYS = [
  'reminders.title',
  'reminders.intro',
  'reminders.enabled',
  'reminders.digest',
  'reminders.language',
  'reminders.languageEn',
  'reminders.languagePt',
  'reminders.save',
  'reminders.saved',
  'reminders.saveError',
  'reminders.unverified',
] as const;
type Key = (typeof REMINDER_SETTINGS_MESSAGE_KEYS)[number];

interface Props {
  messages: Messages<Key>;
  lang: ReminderLanguage;
}

export default function ReminderSettings({ messages: t, lang }: Props) {
  const id = useId();
  const [signedIn, setSignedIn] = useState(false);
  const [enabled, setEnabled] = useState(true);
  const [digest, setDigest] = useState(true);
  const [language, setLanguage] = useState<ReminderLanguage>(lang);
  const [verified, setVerified] = useState(true);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => $session.subscribe((state) => setSignedIn(state.status === 'signedIn')), []);

  useEffect(() => {
    if (!signedIn) return;
    void (async () => {
      try {
        const current = await call(client.api.account.reminders.$get());
        setVerified(current.emailVerified);
        setDigest(current.digest);
        if (current.chosen) {
          setEnabled(current.enabled);
          setLanguage(current.language);
        } else {
          // Never chosen: remember the page's language once (on, as by default).
          await call(client.api.account.reminders.$put({ json: { enabled: true, language: lang } }));
          setEnabled(true);
          setLanguage(lang);
        }
        setLoaded(true);
      } catch (error) {
        console.error('Reminder settings load failed', error);
      }
    })();
  }, [signedIn, lang]);

  if (!signedIn || !loaded) return null;

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await call(client.api.account.reminders.$put({ json: { enabled, language, digest } }));
      showToast({ title: t['reminders.saved'] });
    } catch {
      showToast({ title: t['reminders.saveError'], variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="reminder-settings" onSubmit={(event) => void save(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t['reminders.title']}</h3>
      <p>{t['reminders.intro']}</p>
      {!verified && <p className="hint">{t['reminders.unverified']}</p>}
      <div className="field checkbox-field">
        <input id={`${id}-enabled`} type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        <label htmlFor={`${id}-enabled`}>{t['reminders.enabled']}</label>
      </div>
      <div className="field checkbox-field">
        <input id={`${id}-digest`} type="checkbox" checked={digest} onChange={(event) => setDigest(event.target.checked)} />
        <label htmlFor={`${id}-digest`}>{t['reminders.digest']}</label>
      </div>
      <fieldset className="field">
        <legend>{t['reminders.language']}</legend>
        {(['en', 'pt'] as const).map((value) => (
          <div key={value} className="radio-field">
            <input
              id={`${id}-lang-${value}`}
              type="radio"
              name={`${id}-lang`}
              value={value}
              checked={language === value}
              onChange={() => setLanguage(value)}
            />
            <label htmlFor={`${id}-lang-${value}`} lang={value === 'pt' ? 'pt-PT' : 'en-GB'}>
              {value === 'en' ? t['reminders.languageEn'] : t['reminders.languagePt']}
            </label>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="button button-secondary" disabled={busy}>
        {t['reminders.save']}
      </button>
    </form>
  );
}
