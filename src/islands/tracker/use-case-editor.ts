/**
 * The tracker's case being edited: the claimant's cases (../cases/use-own-cases), which one is
 * chosen, the form's values and whether they differ from what is saved, the errors at each field,
 * and the save. TrackerScreen only lays out its panels around it.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { todayInLondon } from '../../domain/calendar';
import { EARLIEST_EVENT_DATE } from '../../domain/case-event-values';
import type { CaseRecord } from '../../domain/case-record';
import { ErrorCode } from '../../domain/error-codes';
import { validationIssues } from '../../domain/validation';
import type { Messages } from '../../i18n/island-messages';
import { ApiFailure, call, client } from '../../stores/api';
import { authUrlFrom } from '../../stores/return-path';
import { showToast } from '../../stores/toasts';
import { useOwnCases } from '../cases/use-own-cases';
import type { FormError } from '../forms/ErrorSummary';
import type { Issue } from '../forms/issue-errors';
import { useFieldErrors } from '../forms/use-field-errors';
import { loadChecks } from '../load-checks';
import type { FieldErrors } from './CaseForm';
import { CASE_FIELD_ORDER, changedValues, EMPTY_FORM, type FieldName, type FormValues, valuesOf } from './case-form-values';

type Key =
  | 'tracker.saved'
  | 'tracker.savedBody'
  | 'tracker.error'
  | 'tracker.saveError'
  | 'tracker.conflictTitle'
  | 'tracker.conflict'
  | 'tracker.loadError'
  | 'tracker.unsavedWarning';

export type CaseEditor =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      cases: readonly CaseRecord[];
      selected: CaseRecord | null;
      values: FormValues;
      errors: FieldErrors;
      /** Counts refused saves, so the error summary takes focus each time. */
      attempt: number;
      /** The error summary's entries, in the form's field order, each linking to its field. */
      summary: FormError[];
      /** The id of each field's input, which the summary links to. */
      fieldId: (name: FieldName) => string;
      saving: boolean;
      change(name: FieldName, value: string): void;
      /** Another case, or '' for a new one; asks first when there are unsaved changes. */
      choose(id: string): void;
      save(event: FormEvent): Promise<void>;
      /** Reads the cases again (a task marked done may have written a date to the case). */
      reload(): Promise<void>;
      /** The case just created by the first save, until the screen has taken the reader to its deadline card. */
      created: string | null;
      createdShown(): void;
    };

export function useCaseEditor(
  authPath: string,
  t: Messages<Key> & Readonly<Record<string, string>>,
  longDate: (iso: string) => string,
  /** The cases and the one open, when the page already has them (the tracker's first paint). */
  initial?: { items: readonly CaseRecord[]; selectedId: string | null },
): CaseEditor {
  const own = useOwnCases(authPath, () => undefined, initial);
  // The reader's edits; null while the form shows the selected case as saved.
  const [draft, setDraft] = useState<FormValues | null>(null);
  // The form's field ids are made here, with its errors, so the one summary links to them.
  const formId = useId();
  const fieldId = (name: FieldName) => `${formId}-${name}`;
  const fieldErrors = useFieldErrors(CASE_FIELD_ORDER, fieldId, t);
  const { errors, attempt, summary, clear } = fieldErrors;
  const [saving, setSaving] = useState(false);
  const focusFirstField = useRef(false);
  const [created, setCreated] = useState<string | null>(null);

  const selected = own.status === 'ready' ? own.selected : null;
  const saved = selected ? valuesOf(selected) : EMPTY_FORM;
  const values = draft ?? saved;
  const dirty = (Object.keys(values) as FieldName[]).some((name) => values[name] !== saved[name]);

  // Unsaved changes: the browser asks before the page is left or reloaded.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // After 'New case' has re-rendered the empty form (an effect: requestAnimationFrame never runs in
  // a background tab).
  const selectedId = selected?.id ?? null;
  useEffect(() => {
    if (selectedId !== null || !focusFirstField.current) return;
    focusFirstField.current = false;
    document.querySelector<HTMLInputElement>('form.case-form input')?.focus();
  }, [selectedId]);

  if (own.status === 'loading') return { status: 'loading' };
  if (own.status === 'failed') return { status: 'failed' };
  const { cases, select, replace } = own;

  /** Shows each issue at its field; answers whether any field took one. */
  const showIssues = (issues: readonly Issue[]): boolean =>
    fieldErrors.showIssues(issues, { values: { date: longDate(EARLIEST_EVENT_DATE) } });

  const toAuth = () => window.location.replace(authUrlFrom(authPath, window.location));

  const choose = (id: string) => {
    if (dirty && !window.confirm(t['tracker.unsavedWarning'])) return;
    const record = cases.find((c) => c.id === id);
    select(record ? record.id : null);
    setDraft(null);
    clear();
    // A new case starts at its first field, not on a button that has just been disabled.
    if (!record) focusFirstField.current = true;
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const checks = await loadChecks(() => import('./tracker-checks'));
    const check = checks
      ?.caseInputSchema(todayInLondon(), selected ? { hearingDate: selected.hearingDate } : undefined)
      .safeParse(values);
    if (check && !check.success && showIssues(validationIssues(check.error))) return;
    clear();
    setSaving(true);
    try {
      // An update sends only the fields changed here, with the version they were edited from: a
      // field changed in another tab since then makes the Worker refuse (409) rather than undo it.
      const result = selected
        ? await call(
            client.api.cases[':id'].$patch({
              param: { id: selected.id },
              json: { ...changedValues(values, saved), updatedAt: selected.updatedAt },
            }),
          )
        : await call(client.api.cases.$post({ json: values }));
      replace(selected ? cases.map((c) => (c.id === result.id ? result : c)) : [result, ...cases]);
      select(result.id);
      // A new case's first save: the reader is taken up to its deadline card once it is drawn.
      if (!selected) setCreated(result.id);
      setDraft(null);
      showToast({ title: t['tracker.saved'], description: t['tracker.savedBody'], variant: 'success', action: 'case-save' });
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 400 && showIssues(error.issues)) return;
      if (error instanceof ApiFailure && error.code === ErrorCode.EDIT_CONFLICT) {
        showToast({
          title: t['tracker.conflictTitle'],
          description: t['tracker.conflict'],
          variant: 'destructive',
          action: 'case-save',
        });
      } else if (error instanceof ApiFailure && error.status === 401) {
        toAuth();
      } else {
        showToast({
          title: t['tracker.error'],
          description: t['tracker.saveError'],
          variant: 'destructive',
          action: 'case-save',
        });
      }
    } finally {
      setSaving(false);
    }
  }

  async function reload() {
    try {
      const { items } = await call(client.api.cases.$get());
      replace(items);
      // Edits in progress stay; otherwise the form shows the case as now saved.
      if (!dirty) setDraft(null);
    } catch {
      showToast({ title: t['tracker.error'], description: t['tracker.loadError'], variant: 'destructive' });
    }
  }

  return {
    status: 'ready',
    cases,
    selected,
    values,
    errors,
    attempt,
    summary,
    fieldId,
    saving,
    change: (name, value) => setDraft((current) => ({ ...(current ?? saved), [name]: value })),
    choose,
    save,
    reload,
    created,
    createdShown: () => setCreated(null),
  };
}
