/**
 * 'Save this search' on /case-law, for a signed-in reader: the current words and
 * filters with a name, for the weekly e-mail of new decisions matching them. Errors follow the
 * GOV.UK pattern (summary and inline message).
 */
import { type FormEvent, useId, useState } from 'react';
import { ErrorCode } from '../../domain/error-codes';
import { MAX_SAVED_SEARCHES } from '../../domain/reminders/limits';
import { validationIssues } from '../../domain/validation';
import { format, type Messages } from '../../i18n/island-messages';
import { ApiFailure, call, client } from '../../stores/api';
import { showToast } from '../../stores/toasts';
import { ErrorSummary, FieldError, fieldErrorProps } from '../forms/ErrorSummary';
import { useFieldErrors } from '../forms/use-field-errors';
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
  'form.invalidAnswer',
  'form.errorSummaryTitle',
  'form.errorPrefix',
] as const;
type Key = (typeof SAVE_SEARCH_MESSAGE_KEYS)[number];

const NAME_FIELD = ['name'] as const;

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
  const { errors, attempt, summary, showIssues, show, clear } = useFieldErrors(NAME_FIELD, () => fieldId, t);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const error = errors.name;

  async function save(event: FormEvent) {
    event.preventDefault();
    // The name and the filters are checked with the shared schema (and zod with it), loaded now,
    // not with the page: a filter edited by hand in the address that is not one of ours cannot be
    // saved. Without the check (its script could not be fetched) the address's filters cannot be
    // typed for the request: the save is refused with the same message as a failed one.
    const checks = await loadChecks(() => import('./saved-query-check'));
    const checked = checks?.savedSearchCreateSchema.safeParse({ name, query });
    if (!checked?.success) {
      // The name is said beside its field; a filter at fault only by the toast.
      if (!(checked && showIssues(validationIssues(checked.error))))
        showToast({ title: t['saveSearch.error'], variant: 'destructive' });
      return;
    }
    setBusy(true);
    setSaved(null);
    try {
      await call(client.api['saved-searches'].$post({ json: checked.data }));
      setName('');
      clear();
      setSaved(checked.data.name);
    } catch (failure) {
      if (failure instanceof ApiFailure && failure.code === ErrorCode.LIMIT_REACHED)
        show({ name: format(t['saveSearch.limit'], { max: MAX_SAVED_SEARCHES }) });
      else if (!(failure instanceof ApiFailure && failure.status === 400 && showIssues(failure.issues)))
        showToast({ title: t['saveSearch.error'], variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="save-search" onSubmit={(event) => void save(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t['saveSearch.title']}</h2>
      <ErrorSummary title={t['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
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
