/**
 * The evidence form's values: every field as the text its input holds ("" for empty), the
 * defaults for a new item (category email, importance medium), an item's values for editing, and
 * what an edit changed.
 */
import type { EvidenceRecord } from '../../domain/evidence';

export const EVIDENCE_FIELDS = [
  'title',
  'category',
  'evidenceDate',
  'importance',
  'description',
  'documentUrl',
  'bundleFileId',
  'tags',
  'notes',
] as const;
export type EvidenceField = (typeof EVIDENCE_FIELDS)[number];
export type EvidenceFormValues = Record<EvidenceField, string>;

/** A new item starts here, and the form returns here after each add: category email, importance medium, nothing else filled in. */
export const NEW_EVIDENCE: EvidenceFormValues = {
  title: '',
  category: 'email',
  evidenceDate: '',
  importance: 'medium',
  description: '',
  documentUrl: '',
  bundleFileId: '',
  tags: '',
  notes: '',
};

export function evidenceValuesOf(item: EvidenceRecord): EvidenceFormValues {
  return {
    title: item.title,
    category: item.category,
    evidenceDate: item.evidenceDate ?? '',
    importance: item.importance,
    description: item.description ?? '',
    documentUrl: item.documentUrl ?? '',
    bundleFileId: item.bundleFileId ?? '',
    tags: item.tags.join(', '),
    notes: item.notes ?? '',
  };
}

/**
 * A change to one field, with the document's two sources kept exclusive: an item's document is a
 * link (or where it is kept) or a file of the case's bundle, never both.
 */
export function withChange(values: EvidenceFormValues, name: EvidenceField, value: string): EvidenceFormValues {
  const next = { ...values, [name]: value };
  if (name === 'bundleFileId' && value) next.documentUrl = '';
  if (name === 'documentUrl' && value) next.bundleFileId = '';
  return next;
}

/** The fields whose text differs from the item as loaded: what an edit sends. */
export function changedEvidenceFields(values: EvidenceFormValues, saved: EvidenceFormValues): EvidenceField[] {
  return EVIDENCE_FIELDS.filter((name) => values[name] !== saved[name]);
}

/** Only the named fields of a checked input (an edit sends what changed). */
export function pickFields<T extends Partial<Record<EvidenceField, unknown>>>(
  input: T,
  names: readonly EvidenceField[],
): Partial<T> {
  const picked: Partial<T> = {};
  for (const name of names) picked[name] = input[name];
  return picked;
}

export function isEvidenceField(name: string | null): name is EvidenceField {
  return name !== null && (EVIDENCE_FIELDS as readonly string[]).includes(name);
}

/**
 * A document location that may become a link: only http(s) addresses. Anything else ("paper copy in
 * the blue folder", a javascript: or file: address) is shown as text, never as a link.
 */
export function documentLink(location: string | null): string | null {
  if (!location) return null;
  try {
    const url = new URL(location.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
