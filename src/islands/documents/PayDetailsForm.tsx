/**
 * The short form a schedule of loss needs: date of birth, start of employment, pay
 * before and after tax, the employer's pension contribution, new work and the weeks of future loss,
 * each label saying why it is asked. Money typed in pounds, sent in pence; checked with the shared
 * schema before sending; errors the GOV.UK way (a summary that takes focus, the message beside the
 * field), and a refusal from the Worker shown beside its field too. Mounted on /documents.
 */
// First: zod's jitless setting before any schema is used (see ../zod-config).
import '../zod-config';
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { todayInLondon } from '../../domain/calendar';
import { emptyPayDetails, payDetailsSchema } from '../../domain/pay-details';
import { validationIssues } from '../../domain/validation';
import type { Messages } from '../../i18n/island-messages';
import type { Locale } from '../../i18n/locales';
import { ApiFailure, call, client } from '../../stores/api';
import { showToast } from '../../stores/toasts';
import { ErrorSummary, FieldError, fieldErrorProps } from '../forms/ErrorSummary';
import { issueErrors } from '../forms/issue-errors';
import { useFieldErrors } from '../forms/use-field-errors';
import type { PAY_DETAILS_MESSAGE_KEYS } from './pay-details-message-keys';
import { PAY_FIELDS, type PayField, type PayFormValues, payInputOf, payValuesOf } from './pay-details-values';

type Key = (typeof PAY_DETAILS_MESSAGE_KEYS)[number];

/** Built once: the date rules read today (in London) at each check, like the Worker's. */
const schema = payDetailsSchema(todayInLondon);

interface Props {
  caseId: string;
  messages: Messages<Key>;
  locale: Locale;
  onSaved?: () => void;
}

const DATE_FIELDS: readonly PayField[] = ['dateOfBirth', 'employmentStart', 'newJobStart'];

export default function PayDetailsForm({ caseId, messages: t, locale, onSaved }: Props) {
  const id = useId();
  const [values, setValues] = useState<PayFormValues | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const fieldId = (name: PayField) => `${id}-${name}`;
  const { errors, attempt, summary, showIssues, clear } = useFieldErrors(PAY_FIELDS, fieldId, t);
  const hintId = (name: PayField) => `${id}-${name}-hint`;
  const today = todayInLondon();

  useEffect(() => {
    let current = true;
    setValues(null);
    setLoadFailed(false);
    call(client.api.cases[':caseId']['pay-details'].$get({ param: { caseId } }))
      .then((details) => current && setValues(payValuesOf(details ?? emptyPayDetails)))
      .catch(() => current && setLoadFailed(true));
    return () => {
      current = false;
    };
  }, [caseId]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !values) return;
    const check = schema.safeParse(payInputOf(values));
    if (!check.success) {
      showIssues(validationIssues(check.error));
      return;
    }
    clear();
    setSaving(true);
    try {
      const saved = await call(client.api.cases[':caseId']['pay-details'].$put({ param: { caseId }, json: check.data }));
      setValues(payValuesOf(saved));
      showToast({ title: t['payDetails.saved'] });
      onSaved?.();
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 400 && showIssues(error.issues)) return;
      // An issue no field shows, in the reader's language; otherwise the title says it alone.
      const [other] = error instanceof ApiFailure ? issueErrors(error.issues, [], t).other : [];
      showToast({ title: t['payDetails.saveError'], description: other ?? '', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  if (loadFailed) return <p role="alert">{t['payDetails.loadError']}</p>;
  if (!values) return <p aria-live="polite">{t['payDetails.loading']}</p>;

  const field = (name: PayField) => {
    const isDate = DATE_FIELDS.includes(name);
    const isMoney = name.endsWith('Pence');
    return (
      <div className="field" key={name}>
        <label htmlFor={fieldId(name)}>{t[`payDetails.${name}`]}</label>
        <p className="hint" id={hintId(name)}>
          {t[`payDetails.${name}Hint`]}
        </p>
        <FieldError fieldId={fieldId(name)} message={errors[name]} prefix={t['form.errorPrefix']} />
        <div className={isMoney ? 'input-prefix' : undefined}>
          {isMoney && <span aria-hidden="true">£</span>}
          <input
            id={fieldId(name)}
            name={name}
            type={isDate ? 'date' : 'text'}
            inputMode={isDate ? undefined : isMoney ? 'decimal' : 'numeric'}
            autoComplete={name === 'dateOfBirth' ? 'bday' : 'off'}
            max={isDate && name !== 'newJobStart' ? today : undefined}
            lang={locale}
            value={values[name]}
            onChange={(event) => setValues((current) => (current ? { ...current, [name]: event.target.value } : current))}
            {...fieldErrorProps(fieldId(name), errors[name], hintId(name))}
          />
        </div>
      </div>
    );
  };

  return (
    <form className="pay-details-form card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t['payDetails.title']}</h2>
      <p>{t['payDetails.intro']}</p>
      <ErrorSummary title={t['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
      {PAY_FIELDS.map(field)}
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={saving || undefined}>
          {saving ? t['payDetails.saving'] : t['payDetails.save']}
        </button>
      </div>
    </form>
  );
}
