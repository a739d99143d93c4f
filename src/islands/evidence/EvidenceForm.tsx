/**
 * The evidence item form (/evidence): add a new item or edit one, checked with the
 * shared schema before sending, errors the GOV.UK way (a summary that takes focus and links to each
 * field, the message beside the field), and a refusal from the Worker shown beside its field too.
 * Mounted when opened, so each add starts from the defaults (category email, importance
 * medium); focus moves to the title when it opens.
 */
import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import type { BundleFile } from '../../domain/bundle-files';
import { todayInLondon } from '../../domain/calendar';
import { type EvidenceRecord, evidenceCategories, evidenceImportances, evidenceInputSchema } from '../../domain/evidence';
import { validationIssues } from '../../domain/validation';
import type { Messages } from '../../i18n/island-messages';
import { ApiFailure, call, client } from '../../stores/api';
import { ErrorSummary, FieldError, fieldErrorProps } from '../forms/ErrorSummary';
import { useFieldErrors } from '../forms/use-field-errors';
import {
  changedEvidenceFields,
  EVIDENCE_FIELDS,
  type EvidenceField,
  type EvidenceFormValues,
  evidenceValuesOf,
  NEW_EVIDENCE,
  pickFields,
  withChange,
} from './evidence-form-values';
import type { EVIDENCE_FORM_MESSAGE_KEYS } from './evidence-message-keys';

type Key = (typeof EVIDENCE_FORM_MESSAGE_KEYS)[number];

/** Built once: the date rule reads today (in London) at each check, like the Worker's. */
const schema = evidenceInputSchema(todayInLondon);

interface Props {
  /** The form element's id, for the toggle's aria-controls. */
  formId: string;
  caseId: string;
  /** The item being edited, or null to add a new one. */
  item: EvidenceRecord | null;
  /** The case's bundle files to choose from (null while unknown: no picker). */
  bundleFiles: readonly Pick<BundleFile, 'id' | 'fileName'>[] | null;
  messages: Messages<Key>;
  /** The saved item; the parent closes the form, reloads and says so. */
  onSaved: (saved: EvidenceRecord) => void;
  /** A failure that no field explains (the parent shows it as a toast). */
  onFailed: (error: unknown) => void;
  onCancel: () => void;
}

export default function EvidenceForm({ formId, caseId, item, bundleFiles, messages: t, onSaved, onFailed, onCancel }: Props) {
  const id = useId();
  const saved = item ? evidenceValuesOf(item) : NEW_EVIDENCE;
  const [values, setValues] = useState<EvidenceFormValues>(saved);
  const [saving, setSaving] = useState(false);
  const titleInput = useRef<HTMLInputElement>(null);
  const fieldId = (name: EvidenceField) => `${id}-${name}`;
  const { errors, attempt, summary, showIssues, clear } = useFieldErrors(EVIDENCE_FIELDS, fieldId, t);
  const hintId = (name: EvidenceField) => `${id}-${name}-hint`;
  const today = todayInLondon();

  useEffect(() => {
    titleInput.current?.focus();
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const check = schema.safeParse(values);
    if (!check.success) {
      if (!showIssues(validationIssues(check.error))) onFailed(check.error);
      return;
    }
    clear();
    setSaving(true);
    try {
      const result = item
        ? await call(
            client.api.evidence[':id'].$patch({
              param: { id: item.id },
              // Only what was changed here: an edit in another tab to another field is kept.
              json: pickFields(check.data, changedEvidenceFields(values, saved)),
            }),
          )
        : await call(client.api.cases[':caseId'].evidence.$post({ param: { caseId }, json: check.data }));
      onSaved(result);
    } catch (error) {
      if (!(error instanceof ApiFailure && error.status === 400 && showIssues(error.issues))) onFailed(error);
    } finally {
      setSaving(false);
    }
  }

  const change = (name: EvidenceField) => (event: { target: { value: string } }) =>
    setValues((current) => withChange(current, name, event.target.value));
  const describedBy = (name: EvidenceField, hint: boolean) =>
    fieldErrorProps(fieldId(name), errors[name], hint ? hintId(name) : undefined);

  const label = (name: EvidenceField, text: string, hint?: string) => (
    <>
      <label htmlFor={fieldId(name)}>{text}</label>
      {hint && (
        <p className="hint" id={hintId(name)}>
          {hint}
        </p>
      )}
      <FieldError fieldId={fieldId(name)} message={errors[name]} prefix={t['form.errorPrefix']} />
    </>
  );

  const textInput = (name: EvidenceField, text: string, hint?: string, extra: Record<string, string | number | boolean> = {}) => (
    <div className="field">
      {label(name, text, hint)}
      <input
        id={fieldId(name)}
        name={name}
        type="text"
        value={values[name]}
        onChange={change(name)}
        {...describedBy(name, hint !== undefined)}
        {...extra}
      />
    </div>
  );

  const textArea = (name: EvidenceField, text: string, maxLength: number, hint?: string) => (
    <div className="field">
      {label(name, text, hint)}
      <textarea
        id={fieldId(name)}
        name={name}
        rows={4}
        maxLength={maxLength}
        lang={hint ? 'en' : undefined}
        value={values[name]}
        onChange={change(name)}
        {...describedBy(name, hint !== undefined)}
      />
    </div>
  );

  return (
    <form
      id={formId}
      className="evidence-form card"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`}>{item ? t['evidence.formEditTitle'] : t['evidence.formAddTitle']}</h2>
      <ErrorSummary title={t['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
      <div className="field">
        {label('title', t['evidence.title'], t['evidence.titleHint'])}
        <input
          ref={titleInput}
          id={fieldId('title')}
          name="title"
          type="text"
          required
          maxLength={200}
          value={values.title}
          onChange={change('title')}
          {...describedBy('title', true)}
        />
      </div>
      <div className="form-grid">
        <div className="field">
          {label('category', t['evidence.category'])}
          <select
            id={fieldId('category')}
            name="category"
            value={values.category}
            onChange={change('category')}
            {...describedBy('category', false)}
          >
            {evidenceCategories.map((category) => (
              <option key={category} value={category}>
                {t[`evidence.category.${category}`]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          {label('importance', t['evidence.importance'])}
          <select
            id={fieldId('importance')}
            name="importance"
            value={values.importance}
            onChange={change('importance')}
            {...describedBy('importance', false)}
          >
            {evidenceImportances.map((importance) => (
              <option key={importance} value={importance}>
                {t[`evidence.importance.${importance}`]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        {label('evidenceDate', t['evidence.evidenceDate'], t['evidence.evidenceDateHint'])}
        <input
          id={fieldId('evidenceDate')}
          name="evidenceDate"
          type="date"
          max={today}
          value={values.evidenceDate}
          onChange={change('evidenceDate')}
          {...describedBy('evidenceDate', true)}
        />
      </div>
      {textArea('description', t['evidence.description'], 2000, t['evidence.descriptionHint'])}
      {textInput('documentUrl', t['evidence.documentUrl'], t['evidence.documentUrlHint'], {
        maxLength: 500,
        autoComplete: 'off',
        spellCheck: false,
      })}
      {bundleFiles && bundleFiles.length > 0 && (
        <div className="field">
          {label('bundleFileId', t['evidence.bundleFile'], t['evidence.bundleFileHint'])}
          <select
            id={fieldId('bundleFileId')}
            name="bundleFileId"
            value={values.bundleFileId}
            onChange={change('bundleFileId')}
            {...describedBy('bundleFileId', true)}
          >
            <option value="">{t['evidence.bundleFileNone']}</option>
            {bundleFiles.map((file) => (
              <option key={file.id} value={file.id}>
                {file.fileName}
              </option>
            ))}
          </select>
        </div>
      )}
      {textInput('tags', t['evidence.tags'], t['evidence.tagsHint'], { autoComplete: 'off' })}
      {textArea('notes', t['evidence.notes'], 5000)}
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={saving || undefined}>
          {saving ? t['evidence.saving'] : item ? t['evidence.submitEdit'] : t['evidence.submitAdd']}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t['evidence.cancel']}
        </button>
      </div>
    </form>
  );
}
