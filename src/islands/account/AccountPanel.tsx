/**
 * The account's data export and deletion (type your e-mail to confirm), under the tracker at
 * /tracker#account, where the header's My Account menu links. Shown only when signed in.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { MAX_EMAIL_LENGTH } from '../../domain/auth-limits';
import { ErrorCode } from '../../domain/error-codes';
import type { Messages } from '../../i18n/island-messages';
import { ApiFailure, call, client } from '../../stores/api';
import { wipeDeviceData } from '../../stores/device-data';
import { $session, setSession } from '../../stores/session';
import { flashToast, showToast } from '../../stores/toasts';
import { ErrorSummary, FieldError, fieldErrorProps } from '../forms/ErrorSummary';
import { useFieldErrors } from '../forms/use-field-errors';

export const ACCOUNT_MESSAGE_KEYS = [
  'account.exportIntro',
  'account.export',
  'account.exportFiles',
  'account.deleteIntro',
  'account.deleteConfirmLabel',
  'account.deleteButton',
  'account.deleted',
  'account.deleteError',
  'account.deleteSubscription',
  'account.deleteMismatch',
  'account.deleteTryAgain',
  'form.errorSummaryTitle',
  'form.errorPrefix',
] as const;
type Key = (typeof ACCOUNT_MESSAGE_KEYS)[number];

const CONFIRM_FIELD = ['email'] as const;

interface Props {
  messages: Messages<Key>;
  homePath: string;
}

export default function AccountPanel({ messages: t, homePath }: Props) {
  const id = useId();
  const [email, setEmail] = useState<string | null>(null);
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const fieldId = `${id}-confirm`;
  const confirmErrors = useFieldErrors(CONFIRM_FIELD, () => fieldId, t);
  const error = confirmErrors.errors.email;

  // The tracker island loads the session; this panel follows the shared store.
  useEffect(
    () =>
      $session.subscribe((state) => {
        setEmail(state.status === 'signedIn' ? state.user.email : null);
      }),
    [],
  );

  if (email === null) return null;

  async function remove(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    confirmErrors.clear();
    /** Our words, chosen by the error code: never the server's English message. */
    const deletionFailure = (error: unknown): string => {
      const code = error instanceof ApiFailure ? error.code : null;
      if (code === ErrorCode.CONFIRMATION_MISMATCH) return t['account.deleteMismatch'];
      // The account stays while its Stripe subscription could not be cancelled.
      if (code === ErrorCode.CANCELLATION_FAILED || code === ErrorCode.PAYMENTS_UNAVAILABLE)
        return t['account.deleteSubscription'];
      return t['account.deleteTryAgain'];
    };
    try {
      await call(client.api.account.$delete({ json: { email: confirm } }));
      await wipeDeviceData();
      setSession({ status: 'signedOut' });
      flashToast({ title: t['account.deleted'] });
      window.location.assign(homePath);
    } catch (error) {
      // An address the Worker does not take is said beside its field; anything else in a toast.
      if (error instanceof ApiFailure && error.code === ErrorCode.CONFIRMATION_MISMATCH)
        confirmErrors.show({ email: deletionFailure(error) });
      else showToast({ title: t['account.deleteError'], description: deletionFailure(error), variant: 'destructive' });
      setBusy(false);
    }
  }

  const matches = confirm.trim().toLowerCase() === email.toLowerCase();
  return (
    <div className="account-panel-body">
      <p>{t['account.exportIntro']}</p>
      <p className="export-links">
        <a className="button button-secondary" href="/api/account/export" download>
          {t['account.export']}
        </a>
        {/* The files of every case's bundle, streamed from storage as one ZIP. */}
        <a className="button button-secondary" href="/api/account/export/files" download>
          {t['account.exportFiles']}
        </a>
      </p>
      <form onSubmit={(event) => void remove(event)} className="danger-zone">
        <ErrorSummary title={t['form.errorSummaryTitle']} errors={confirmErrors.summary} attempt={confirmErrors.attempt} />
        <p>{t['account.deleteIntro']}</p>
        <div className="field">
          <label htmlFor={fieldId}>{t['account.deleteConfirmLabel']}</label>
          <FieldError fieldId={fieldId} message={error} prefix={t['form.errorPrefix']} />
          <input
            id={fieldId}
            type="email"
            autoComplete="off"
            maxLength={MAX_EMAIL_LENGTH}
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            {...fieldErrorProps(fieldId, error)}
          />
        </div>
        <button type="submit" className="button button-danger" disabled={!matches || busy}>
          {t['account.deleteButton']}
        </button>
      </form>
    </div>
  );
}
