/** The tracker form's values: every field as the text the inputs hold ("" for empty). */
import { type CaseField, type CaseRecord, caseFields } from '../../domain/case-record';

export type FieldName = CaseField | 'notes';
export type FormValues = Record<FieldName, string>;

/** The form's fields in the order they appear: the error summary lists errors in this order. */
export const CASE_FIELD_ORDER: readonly FieldName[] = [...caseFields, 'notes'];

export const EMPTY_FORM = Object.fromEntries(CASE_FIELD_ORDER.map((name) => [name, ''])) as FormValues;

export function valuesOf(record: CaseRecord): FormValues {
  return Object.fromEntries(CASE_FIELD_ORDER.map((name) => [name, record[name] ?? ''])) as FormValues;
}

/** A real calendar date typed in a field, or null (a half-typed date never reaches the engine). */
export function dateOrNull(value: string, isIsoDate: (v: string) => boolean): string | null {
  return value && isIsoDate(value) ? value : null;
}

/** The fields whose value differs from the saved case: what an update sends. */
export function changedValues(values: FormValues, saved: FormValues): Partial<FormValues> {
  return Object.fromEntries(
    (Object.keys(values) as FieldName[]).filter((name) => values[name] !== saved[name]).map((name) => [name, values[name]]),
  );
}
