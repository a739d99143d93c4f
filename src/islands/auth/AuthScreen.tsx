/**
 * /auth: a card with Sign In and Sign Up tabs, e-mail and
 * password, a toast for each outcome, and password reset by e-mail. A signed-in visitor is sent home.
 */
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { Auth } from '../../../.types/worker/auth';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../domain/auth-limits';
import { format, type Messages } from '../../i18n/island-messages';
import { apiRequest } from '../../stores/api';
import { safeReturnPath } from '../../stores/return-path';
import { loadSession, setSession } from '../../stores/session';
import { dismissToast, flashToast, showToast } from '../../stores/toasts';
import { ErrorSummary, FieldError, fieldErrorProps } from '../forms/ErrorSummary';
import { useFieldErrors } from '../forms/use-field-errors';
import { AUTH_ERROR_MESSAGE_KEYS, failureMessage, isPasswordFailure, showGenericFailure } from './auth-errors';
import { AUTH_VALIDATION_MESSAGE_KEYS, type AuthField, authFormErrors } from './auth-validation';
import { type VerificationNoticeKey, verificationCallback, verificationNotice } from './verification-notice';

/** better-auth's sign-in answer, as the Worker's configuration types it. */
type SignInResult = Awaited<ReturnType<Auth['api']['signInEmail']>>;

export const AUTH_MESSAGE_KEYS = [
  'auth.tabs',
  'auth.tabSignIn',
  'auth.tabSignUp',
  'auth.email',
  'auth.password',
  'auth.passwordHint',
  'auth.submitSignIn',
  'auth.submitSignUp',
  'auth.working',
  'auth.welcome',
  'auth.signInError',
  'auth.signUpSuccess',
  'auth.signUpDetail',
  'auth.signUpError',
  'auth.forgot',
  'auth.resetTitle',
  'auth.resetIntro',
  'auth.resetSubmit',
  'auth.resetSent',
  'auth.newPassword',
  'auth.setPassword',
  'auth.passwordChanged',
  'auth.loading',
  'auth.verified',
  'auth.verifyFailed',
  ...AUTH_ERROR_MESSAGE_KEYS,
  ...AUTH_VALIDATION_MESSAGE_KEYS,
] as const;

type Key = (typeof AUTH_MESSAGE_KEYS)[number];
type Mode = 'signIn' | 'signUp' | 'forgot' | 'reset';

interface Props {
  messages: Messages<Key>;
  homePath: string;
  authPath: string;
}

/** The form's fields, top to bottom (the error summary lists them in this order). */
const AUTH_FIELDS = ['email', 'password'] as const satisfies readonly AuthField[];

export default function AuthScreen({ messages: t, homePath, authPath }: Props) {
  const [ready, setReady] = useState(false);
  const [mode, setMode] = useState<Mode>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [resetToken, setResetToken] = useState<string | null>(null);
  const tabs = useRef<Record<'signIn' | 'signUp', HTMLButtonElement | null>>({ signIn: null, signUp: null });
  const errorToast = useRef<number | null>(null);
  // The page that sent the reader here (same-site paths only), or the home page.
  const [afterSignIn, setAfterSignIn] = useState(homePath);
  // Set when an e-mail confirmation link landed here (verification-notice.ts).
  const [notice, setNotice] = useState<VerificationNoticeKey | null>(null);
  const id = useId();
  // The GOV.UK pattern: each problem beside its field and in a summary that takes focus.
  const { errors, attempt, summary, show: showErrors, clear } = useFieldErrors(AUTH_FIELDS, (field) => `${id}-${field}`, t);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const token = params.get('token');
    const next = safeReturnPath(params.get('next')) ?? homePath;
    setAfterSignIn(next);
    setNotice(verificationNotice(params));
    if (token) {
      setResetToken(token);
      setMode('reset');
    }
    void loadSession().then((state) => {
      if (state.status === 'signedIn' && !token) window.location.replace(next);
      else setReady(true);
    });
  }, [homePath]);

  if (!ready) return <p role="status">{t['auth.loading']}</p>;

  const selectTab = (next: 'signIn' | 'signUp') => {
    changeMode(next);
    tabs.current[next]?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    // WAI-ARIA tabs: arrow keys move between the two tabs.
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      selectTab(mode === 'signIn' ? 'signUp' : 'signIn');
    }
  };

  const changeMode = (next: Mode) => {
    clear();
    setMode(next);
  };

  // The last error toast: a success that follows takes it away, so a red toast never sits beside a green one.
  const failureToast = (title: string, error: unknown) => {
    errorToast.current = showToast({ title, description: failureMessage(error, t), variant: 'destructive' });
  };
  const clearFailure = () => {
    if (errorToast.current !== null) dismissToast(errorToast.current);
    errorToast.current = null;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = authFormErrors(mode, { email, password });
    if (Object.keys(found).length > 0) {
      showErrors(
        Object.fromEntries(Object.entries(found).map(([field, key]) => [field, format(t[key], { min: MIN_PASSWORD_LENGTH })])),
      );
      return;
    }
    clear();
    setBusy(true);
    try {
      if (mode === 'signIn') {
        try {
          const result = await apiRequest<SignInResult>('/api/auth/sign-in/email', {
            method: 'POST',
            body: { email, password },
          });
          setSession({
            status: 'signedIn',
            user: { id: result.user.id, email: result.user.email, role: result.user.role ?? 'user' },
          });
          flashToast({ title: t['auth.welcome'] });
          window.location.assign(afterSignIn);
        } catch (error) {
          failureToast(t['auth.signInError'], error);
          showErrors({ password: failureMessage(error, t) });
        }
      } else if (mode === 'signUp') {
        try {
          await apiRequest('/api/auth/sign-up/email', {
            method: 'POST',
            body: {
              email,
              password,
              name: email.split('@')[0],
              callbackURL: verificationCallback(authPath, afterSignIn === homePath ? null : afterSignIn),
            },
          });
          // The same words for a new and a registered address: both answers are the same.
          clearFailure();
          showToast({ title: t['auth.signUpSuccess'], description: t['auth.signUpDetail'], variant: 'success' });
          setPassword('');
          selectTab('signIn');
        } catch (error) {
          // A password the rules refuse is said once, beside the field and in the summary, never again
          // in a toast over the field; other failures (the address, the service) get the toast too.
          if (isPasswordFailure(error)) {
            clearFailure();
            showErrors({ password: failureMessage(error, t) });
          } else {
            failureToast(t['auth.signUpError'], error);
            showErrors({ email: failureMessage(error, t) });
          }
        }
      } else if (mode === 'forgot') {
        try {
          await apiRequest('/api/auth/request-password-reset', {
            method: 'POST',
            body: { email, redirectTo: `${window.location.origin}${authPath}` },
          });
          showToast({ title: t['auth.resetSent'], variant: 'success' });
          setMode('signIn');
        } catch (error) {
          showGenericFailure(error, t);
        }
      } else if (mode === 'reset' && resetToken) {
        try {
          await apiRequest('/api/auth/reset-password', { method: 'POST', body: { newPassword: password, token: resetToken } });
          showToast({ title: t['auth.passwordChanged'], variant: 'success' });
          window.history.replaceState(null, '', authPath);
          setResetToken(null);
          setPassword('');
          setMode('signIn');
        } catch (error) {
          if (isPasswordFailure(error)) showErrors({ password: failureMessage(error, t) });
          else showGenericFailure(error, t);
        }
      }
    } finally {
      setBusy(false);
    }
  }

  const tabbed = mode === 'signIn' || mode === 'signUp';
  const submitLabel =
    mode === 'signIn'
      ? t['auth.submitSignIn']
      : mode === 'signUp'
        ? t['auth.submitSignUp']
        : mode === 'forgot'
          ? t['auth.resetSubmit']
          : t['auth.setPassword'];

  return (
    <div className="auth-card card">
      {notice && <p role="status">{t[notice]}</p>}
      {tabbed ? (
        <div role="tablist" aria-label={t['auth.tabs']} className="auth-tabs">
          {(['signIn', 'signUp'] as const).map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                tabs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${tab}-tab`}
              aria-selected={mode === tab}
              aria-controls={`${id}-panel`}
              tabIndex={mode === tab ? 0 : -1}
              onClick={() => changeMode(tab)}
              onKeyDown={onTabKey}
            >
              {tab === 'signIn' ? t['auth.tabSignIn'] : t['auth.tabSignUp']}
            </button>
          ))}
        </div>
      ) : (
        <h2>{t['auth.resetTitle']}</h2>
      )}
      {/* The tab panel is a wrapper: a form may not take the tabpanel role (ARIA in HTML). */}
      <div id={`${id}-panel`} {...(tabbed ? { role: 'tabpanel', 'aria-labelledby': `${id}-${mode}-tab` } : {})}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <ErrorSummary title={t['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
          {mode === 'forgot' && <p>{t['auth.resetIntro']}</p>}
          {mode !== 'reset' && (
            <div className="field">
              <label htmlFor={`${id}-email`}>{t['auth.email']}</label>
              <FieldError fieldId={`${id}-email`} message={errors.email} prefix={t['form.errorPrefix']} />
              <input
                id={`${id}-email`}
                type="email"
                name="email"
                autoComplete="email"
                required
                maxLength={MAX_EMAIL_LENGTH}
                {...fieldErrorProps(`${id}-email`, errors.email)}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
          )}
          {mode !== 'forgot' && (
            <div className="field">
              <label htmlFor={`${id}-password`}>{mode === 'reset' ? t['auth.newPassword'] : t['auth.password']}</label>
              {mode !== 'signIn' && (
                <p className="hint" id={`${id}-password-hint`}>
                  {t['auth.passwordHint']}
                </p>
              )}
              <FieldError fieldId={`${id}-password`} message={errors.password} prefix={t['form.errorPrefix']} />
              <input
                id={`${id}-password`}
                type="password"
                name="password"
                autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
                required
                minLength={mode === 'signIn' ? undefined : MIN_PASSWORD_LENGTH}
                maxLength={MAX_PASSWORD_LENGTH}
                {...fieldErrorProps(`${id}-password`, errors.password, mode === 'signIn' ? undefined : `${id}-password-hint`)}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
          )}
          <button type="submit" className="button" disabled={busy}>
            {busy ? t['auth.working'] : submitLabel}
          </button>
          {mode === 'signIn' && (
            <p>
              <button type="button" className="link-button" onClick={() => changeMode('forgot')}>
                {t['auth.forgot']}
              </button>
            </p>
          )}
          {mode === 'forgot' && (
            <p>
              <button type="button" className="link-button" onClick={() => changeMode('signIn')}>
                {format(t['auth.tabSignIn'])}
              </button>
            </p>
          )}
        </form>
      </div>
    </div>
  );
}
