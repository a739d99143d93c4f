/**
 * 'Save this search' on /case-law, for a signed-in reader: the current words and
 * filters with a name, for the weekly e-mail of new decisions matching them. Errors follow the
 * GOV.UK pattern (summary and inline message).
 */
import { type FormEvent, useId, useState } from 'react';
import { MAX_SAVED_SEARCHES, MAX_SEARCH_NAME_LENGTH } from '../../domain/reminders/limits';
import { format, type Messages } from '../../i18n/island-messages';
import { ApiFailure, call, client } from '../../stores/api';
import { showToast } from '../../stores/toasts';
import { ErrorSummary, FieldError, fieldErrorProps } from '../forms/ErrorSummary';
import { loadChecks } from '../load-checks';

export const SAVE_SEARCH_MESSAGE_KEYS = [
  'saveSearch.title',
  'saveSearch.hint',
  'saveSearch.nameLabel',
  'saveSearch.button',
  'saveSearch.saved',
  'saveSearch.seeAccount',
  'saveSearch.error',
  'saveSearch.limit',
  'savedSearches.nameRequired',
  'savedSearches.nameTooLong',
  'form.errorSummaryTitle',
  'form.errorPrefix',
] as const;
type Key = (typeof SAVE_SEARCH_MESSAGE_KEYS)[number];

interface Props {
  messages: Messages<Key>;
  /** The screen's words and filters as they are in the address (checked before saving). */
  query: Record<'q' | 'claimType' | 'outcome' | 'year', string>;
  accountPath: string;
}

export default function SaveSearchForm({ messages: t, query, accountPath }: Props) {
  const id = useId();
  const fieldId = `${id}-name`;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    setAttempt((n) => n + 1);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return fail(t['savedSearches.nameRequired']);
    if (trimmed.length > MAX_SEARCH_NAME_LENGTH)
      return fail(format(t['savedSearches.nameTooLong'], { max: MAX_SEARCH_NAME_LENGTH }));
    // A filter edited by hand in the address that is not one of ours cannot be saved. The shared
    // schema (and zod with it) is loaded now, not with the page.
    // Without the check (its script could not be fetched) the address's filters cannot be typed for
    // the request: the save is refused with the same message as a failed one, and can be tried again.
    const checks = await loadChecks(() => import('./saved-query-check'));
    const checked = checks?.savedQuerySchema.safeParse(query);
    if (!checked?.success) {
      showToast({ title: t['saveSearch.error'], variant: 'destructive' });
      return;
    }
    setBusy(true);
    setSaved(null);
    try {
      await call(client.api['saved-searches'].$post({ json: { name: trimmed, query: checked.data } }));
      setName('');
      setError(undefined);
      setSaved(trimmed);
    } catch (failure) {
      if (failure instanceof ApiFailure && failure.code === 'LIMIT_REACHED')
        fail(format(t['saveSearch.limit'], { max: MAX_SAVED_SEARCHES }));
      else showToast({ title: t['saveSearch.error'], variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="save-search" onSubmit={(event) => void save(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t['saveSearch.title']}</h2>
      <ErrorSummary title={t['form.errorSummaryTitle']} errors={error ? [{ fieldId, message: error }] : []} attempt={attempt} />
      <p className="hint" id={`${id}-hint`}>
        {t['saveSearch.hint']}
      </p>
      <div className="field">
        <label htmlFor={fieldId}>{t['saveSearch.nameLabel']}</label>
        <FieldError fieldId={fieldId} message={error} prefix={t['form.errorPrefix']} />
        <div className="search-row">
          <input
            id={fieldId}
            type="text"
            value={name}
            onChange={(event) => setName(event.target.value)}
            {...fieldErrorProps(fieldId, error, `${id}-hint`)}
          />
          <button type="submit" className="button button-secondary" disabled={busy}>
            {t['saveSearch.button']}
          </button>
        </div>
      </div>
      <p role="status" className="save-search-status">
        {saved !== null && (
          <>
            {format(t['saveSearch.saved'], { name: saved })} <a href={accountPath}>{t['saveSearch.seeAccount']}</a>
          </>
        )}
      </p>
    </form>
  );
}
