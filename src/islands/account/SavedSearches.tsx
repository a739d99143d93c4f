/**
 * The reader's saved case-law searches, in Your account under the tracker: each opens
 * its search on /case-law, and can be renamed or deleted. A weekly e-mail lists new decisions
 * matching them.
 */
// First: zod's jitless setting before any schema is used (see ../zod-config).
import '../zod-config';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  MAX_SEARCH_NAME_LENGTH,
  type ReminderLanguage,
  savedSearchPath,
  savedSearchRenameSchema,
} from '../../domain/reminders/schema';
import { validationIssues } from '../../domain/validation';
import { format, type Messages } from '../../i18n/island-messages';
import { ApiFailure, call, client } from '../../stores/api';
import { $session } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import { ErrorSummary, FieldError, fieldErrorProps } from '../forms/ErrorSummary';
import { useFieldErrors } from '../forms/use-field-errors';

export const SAVED_SEARCHES_MESSAGE_KEYS = [
  'savedSearches.title',
  'savedSearches.intro',
  'savedSearches.empty',
  'savedSearches.rename',
  'savedSearches.renameLabel',
  'savedSearches.renameButtonLabel',
  'savedSearches.saveName',
  'savedSearches.cancel',
  'savedSearches.delete',
  'savedSearches.deleteLabel',
  'savedSearches.deleted',
  'savedSearches.error',
  'savedSearches.nameRequired',
  'savedSearches.nameTooLong',
  'form.invalidAnswer',
  'form.errorSummaryTitle',
  'form.errorPrefix',
] as const;
type Key = (typeof SAVED_SEARCHES_MESSAGE_KEYS)[number];

interface Props {
  messages: Messages<Key>;
  lang: ReminderLanguage;
}

type Item = Awaited<ReturnType<typeof loadItems>>[number];
const loadItems = async () => (await call(client.api['saved-searches'].$get())).items;

const NAME_FIELD = ['name'] as const;

export default function SavedSearches({ messages: t, lang }: Props) {
  const id = useId();
  const [signedIn, setSignedIn] = useState(false);
  const [items, setItems] = useState<Item[] | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [name, setName] = useState('');
  const fieldId = `${id}-name`;
  const { errors, attempt, summary, showIssues, clear } = useFieldErrors(NAME_FIELD, () => fieldId, t);
  const error = errors.name;

  useEffect(() => $session.subscribe((state) => setSignedIn(state.status === 'signedIn')), []);
  useEffect(() => {
    if (!signedIn) return;
    loadItems()
      .then(setItems)
      .catch((failure: unknown) => console.error('Saved searches load failed', failure));
  }, [signedIn]);

  if (!signedIn || items === null) return null;

  async function rename(event: FormEvent, searchId: string) {
    event.preventDefault();
    const checked = savedSearchRenameSchema.safeParse({ name });
    if (!checked.success) {
      showIssues(validationIssues(checked.error), { fallback: t['form.invalidAnswer'] });
      return;
    }
    try {
      const updated = await call(client.api['saved-searches'][':id'].$patch({ param: { id: searchId }, json: checked.data }));
      setItems((current) => (current ?? []).map((item) => (item.id === searchId ? updated : item)));
      setEditing(null);
      clear();
    } catch (failure) {
      if (!(failure instanceof ApiFailure && failure.status === 400 && showIssues(failure.issues)))
        showToast({ title: t['savedSearches.error'], variant: 'destructive' });
    }
  }

  async function remove(item: Item) {
    try {
      await call(client.api['saved-searches'][':id'].$delete({ param: { id: item.id } }));
      setItems((current) => (current ?? []).filter((other) => other.id !== item.id));
      showToast({ title: format(t['savedSearches.deleted'], { name: item.name }) });
    } catch (failure) {
      // Already gone (another tab): the list follows.
      if (failure instanceof ApiFailure && failure.status === 404)
        setItems((current) => (current ?? []).filter((o) => o.id !== item.id));
      else showToast({ title: t['savedSearches.error'], variant: 'destructive' });
    }
  }

  return (
    <section className="saved-searches" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t['savedSearches.title']}</h3>
      <p>{t['savedSearches.intro']}</p>
      {items.length === 0 ? (
        <p className="empty">{t['savedSearches.empty']}</p>
      ) : (
        <ul className="saved-search-list">
          {items.map((item) =>
            editing === item.id ? (
              <li key={item.id}>
                <form onSubmit={(event) => void rename(event, item.id)} noValidate>
                  <ErrorSummary title={t['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
                  <div className="field">
                    <label htmlFor={fieldId}>{t['savedSearches.renameLabel']}</label>
                    <FieldError fieldId={fieldId} message={error} prefix={t['form.errorPrefix']} />
                    <input
                      id={fieldId}
                      type="text"
                      value={name}
                      maxLength={MAX_SEARCH_NAME_LENGTH + 20}
                      onChange={(event) => setName(event.target.value)}
                      {...fieldErrorProps(fieldId, error)}
                    />
                  </div>
                  <p className="button-row">
                    <button type="submit" className="button">
                      {t['savedSearches.saveName']}
                    </button>
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => {
                        setEditing(null);
                        clear();
                      }}
                    >
                      {t['savedSearches.cancel']}
                    </button>
                  </p>
                </form>
              </li>
            ) : (
              <li key={item.id}>
                <a href={savedSearchPath(item.query, lang)}>{item.name}</a>{' '}
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() => {
                    setEditing(item.id);
                    setName(item.name);
                    clear();
                  }}
                  aria-label={format(t['savedSearches.renameButtonLabel'], { name: item.name })}
                >
                  {t['savedSearches.rename']}
                </button>{' '}
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() => void remove(item)}
                  aria-label={format(t['savedSearches.deleteLabel'], { name: item.name })}
                >
                  {t['savedSearches.delete']}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}
