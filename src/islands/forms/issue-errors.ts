/**
 * The one way an island shows input at fault, whether its own check found it before sending or the
 * Worker refused the body: each issue names a field and a message key (src/domain/validation.ts,
 * ApiFailure.issues), and becomes that field's message in the reader's language, listed in the
 * GOV.UK error summary in the form's field order.
 */
import { format } from '../../i18n/island-messages';
import type { FormError } from './ErrorSummary';

export interface Issue {
  field: string;
  key: string;
}

export interface IssueErrors<F extends string> {
  /** The message beside each field of the form at fault, in the reader's language. */
  fields: Partial<Record<F, string>>;
  /** Messages for issues no field of this form shows (the body as a whole): the screen says them another way. */
  other: string[];
}

/** The key an island picks for an issue whose own key it was not given. */
export const FALLBACK_ISSUE_KEY = 'form.invalidAnswer';

/**
 * `messages` holds the island's strings (it should include every key its schema can give, and
 * FALLBACK_ISSUE_KEY); `values` fills placeholders such as {date}. The first issue per field wins.
 */
export function issueErrors<F extends string>(
  issues: readonly Issue[],
  formFields: readonly F[],
  messages: Readonly<Record<string, string>>,
  values: Record<string, string> = {},
): IssueErrors<F> {
  const fields: Partial<Record<F, string>> = {};
  const other: string[] = [];
  for (const issue of issues) {
    const text = format(messages[issue.key] ?? messages[FALLBACK_ISSUE_KEY] ?? '', values);
    const field = formFields.find((name) => name === issue.field);
    if (field === undefined) other.push(text);
    else if (fields[field] === undefined) fields[field] = text;
  }
  return { fields, other };
}

/** The error summary's entries: one per field at fault, in the form's order, each linking to its field. */
export function errorSummary<F extends string>(
  fields: Partial<Record<F, string>>,
  order: readonly F[],
  fieldId: (name: F) => string,
): FormError[] {
  return order.flatMap((name) => {
    const message = fields[name];
    return message ? [{ fieldId: fieldId(name), message }] : [];
  });
}
