/**
 * The case details form: every field with its label, the
 * rules from the shared schema, and errors shown the GOV.UK way — a summary at the top that takes
 * focus and links to each field, and the message beside the field.
 */
import { type FormEvent, useId } from 'react';
import { EARLIEST_EVENT_DATE } from '../../domain/case-event-values';
import { claimTypeIds, isClaimTypeId } from '../../domain/case-values';
import { suggestionFor } from '../../domain/complaints/claim-types';
import type { Messages } from '../../i18n/island-messages';
import { ErrorSummary, FieldError, type FormError, fieldErrorProps } from '../forms/ErrorSummary';
import type { FieldName, FormValues } from './case-form-values';

export const CASE_FORM_MESSAGE_KEYS = [
  'tracker.detailsTitle',
  'tracker.claimantName',
  'tracker.employerName',
  'tracker.claimType',
  'tracker.claimTypeNone',
  'tracker.dismissalDate',
  'tracker.deductionDate',
  'tracker.acasStartDate',
  'tracker.acasEndDate',
  'tracker.acasCertificateNumber',
  'tracker.et1FiledDate',
  'tracker.hearingDate',
  'tracker.notes',
  'tracker.save',
  'tracker.saving',
  'form.errorSummaryTitle',
  'form.errorPrefix',
  'form.invalidAnswer',
] as const;
type Key = (typeof CASE_FORM_MESSAGE_KEYS)[number];

export type FieldErrors = Partial<Record<FieldName, string>>;

interface Props {
  values: FormValues;
  onChange: (name: FieldName, value: string) => void;
  onSubmit: (event: FormEvent) => void;
  errors: FieldErrors;
  /** Counts failed submits, so the summary takes focus each time. */
  attempt: number;
  /** The error summary's entries, each linking to its field. */
  summary: FormError[];
  /** The id of each field's input (the summary links to it). */
  fieldId: (name: FieldName) => string;
  saving: boolean;
  today: string;
  claimTypeLabels: Record<string, string>;
  messages: Messages<Key>;
}

export default function CaseForm({
  values,
  onChange,
  onSubmit,
  errors,
  attempt,
  summary,
  fieldId,
  saving,
  today,
  claimTypeLabels,
  messages: t,
}: Props) {
  const id = useId();
  const change = (name: FieldName) => (event: { target: { value: string } }) => onChange(name, event.target.value);

  const input = (
    name: FieldName,
    label: string,
    type: 'text' | 'date' = 'text',
    extra: Record<string, string | number | boolean> = {},
  ) => (
    <div className="field">
      <label htmlFor={fieldId(name)}>{label}</label>
      <FieldError fieldId={fieldId(name)} message={errors[name]} prefix={t['form.errorPrefix']} />
      <input
        id={fieldId(name)}
        name={name}
        type={type}
        value={values[name]}
        onChange={change(name)}
        {...fieldErrorProps(fieldId(name), errors[name])}
        {...extra}
      />
    </div>
  );

  return (
    <form className="case-form card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-details`}>
      <h2 id={`${id}-details`}>{t['tracker.detailsTitle']}</h2>
      <ErrorSummary title={t['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
      <div className="form-grid">
        {input('claimantName', t['tracker.claimantName'], 'text', { autoComplete: 'name', maxLength: 200 })}
        {input('employerName', t['tracker.employerName'], 'text', { autoComplete: 'organization', maxLength: 200 })}
        <div className="field">
          <label htmlFor={fieldId('claimType')}>{t['tracker.claimType']}</label>
          <FieldError fieldId={fieldId('claimType')} message={errors.claimType} prefix={t['form.errorPrefix']} />
          <select
            id={fieldId('claimType')}
            name="claimType"
            value={values.claimType}
            onChange={change('claimType')}
            {...fieldErrorProps(fieldId('claimType'), errors.claimType)}
          >
            <option value="">{t['tracker.claimTypeNone']}</option>
            {claimTypeIds.map((type) => (
              <option key={type} value={type}>
                {claimTypeLabels[type] ?? type}
              </option>
            ))}
          </select>
        </div>
        {/* A deductions claim runs from the payday of the (last) deduction (ERA s.23(2)–(3)). */}
        {input(
          'dismissalDate',
          suggestionFor(isClaimTypeId(values.claimType) ? values.claimType : null)?.mainDate === 'lastDeduction'
            ? t['tracker.deductionDate']
            : t['tracker.dismissalDate'],
          'date',
          { min: EARLIEST_EVENT_DATE, max: today },
        )}
        {input('acasStartDate', t['tracker.acasStartDate'], 'date')}
        {input('acasEndDate', t['tracker.acasEndDate'], 'date')}
        {input('acasCertificateNumber', t['tracker.acasCertificateNumber'], 'text', {
          placeholder: 'R123456/78/90',
          maxLength: 50,
          autoComplete: 'off',
          spellCheck: false,
        })}
        {input('et1FiledDate', t['tracker.et1FiledDate'], 'date')}
        {input('hearingDate', t['tracker.hearingDate'], 'date')}
      </div>
      <div className="field">
        <label htmlFor={fieldId('notes')}>{t['tracker.notes']}</label>
        <FieldError fieldId={fieldId('notes')} message={errors.notes} prefix={t['form.errorPrefix']} />
        <textarea
          id={fieldId('notes')}
          name="notes"
          rows={5}
          maxLength={5000}
          value={values.notes}
          onChange={change('notes')}
          {...fieldErrorProps(fieldId('notes'), errors.notes)}
        />
      </div>
      <button type="submit" className="button" disabled={saving}>
        {saving ? t['tracker.saving'] : t['tracker.save']}
      </button>
    </form>
  );
}
