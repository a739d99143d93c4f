/**
 * The state every form island keeps for the GOV.UK error pattern: the message beside each field at
 * fault, and a count of refused submits so the one error summary (./ErrorSummary) takes focus each
 * time, even when the same errors come back. Issues from the island's own check and from the
 * Worker's 400 arrive the same way (./issue-errors), so a form never maps errors by hand.
 */
import { useReducer } from 'react';
import type { FormError } from './ErrorSummary';
import { errorSummary, type Issue, issueErrors } from './issue-errors';

export type FieldMessages<F extends string> = Partial<Record<F, string>>;

export interface FieldErrorsState<F extends string> {
  fields: FieldMessages<F>;
  /** Refused submits so far; the summary takes focus when it changes. */
  attempt: number;
}

export type FieldErrorsAction<F extends string> = { type: 'show'; fields: FieldMessages<F> } | { type: 'clear' };

export const NO_FIELD_ERRORS: FieldErrorsState<never> = { fields: {}, attempt: 0 };

/** A refusal replaces every message and counts one more attempt; clearing keeps the count. */
export function fieldErrorsReducer<F extends string>(
  state: FieldErrorsState<F>,
  action: FieldErrorsAction<F>,
): FieldErrorsState<F> {
  if (action.type === 'clear') return Object.keys(state.fields).length === 0 ? state : { ...state, fields: {} };
  return { fields: action.fields, attempt: state.attempt + 1 };
}

export interface IssueOptions {
  /** Fills {placeholders} in the messages, such as {date}. */
  values?: Record<string, string>;
  /**
   * Said at the form's first field when no issue names one of its fields (a one-field form whose
   * refusal names the body as a whole); without it such issues are left to the caller.
   */
  fallback?: string;
}

/** The messages the issues give this form's fields, or null when none of them is one of its fields. */
export function fieldMessagesOf<F extends string>(
  issues: readonly Issue[],
  order: readonly F[],
  messages: Readonly<Record<string, string>>,
  options: IssueOptions = {},
): FieldMessages<F> | null {
  const { fields } = issueErrors(issues, order, messages, options.values);
  if (Object.keys(fields).length > 0) return fields;
  const first = order[0];
  if (options.fallback === undefined || first === undefined) return null;
  return { [first]: options.fallback } as FieldMessages<F>;
}

export interface FieldErrors<F extends string> {
  /** The message beside each field at fault. */
  errors: FieldMessages<F>;
  attempt: number;
  /** The error summary's entries, in the form's field order, each linking to its field. */
  summary: FormError[];
  /** Shows each issue at its field; answers whether any field took one (else the caller says it another way). */
  showIssues(issues: readonly Issue[], options?: IssueOptions): boolean;
  /** Shows messages the island chose itself (a refusal known by its code), as a refused submit. */
  show(fields: FieldMessages<F>): void;
  clear(): void;
}

/**
 * `order` is the form's fields top to bottom, `fieldId` the id of each one's input, `messages` the
 * island's strings (every key its schema can give, and 'form.invalidAnswer').
 */
export function useFieldErrors<F extends string>(
  order: readonly F[],
  fieldId: (name: F) => string,
  messages: Readonly<Record<string, string>>,
): FieldErrors<F> {
  const [state, dispatch] = useReducer(fieldErrorsReducer<F>, NO_FIELD_ERRORS);
  const show = (fields: FieldMessages<F>) => dispatch({ type: 'show', fields });
  return {
    errors: state.fields,
    attempt: state.attempt,
    summary: errorSummary(state.fields, order, fieldId),
    showIssues(issues, options) {
      const fields = fieldMessagesOf(issues, order, messages, options);
      if (fields === null) return false;
      show(fields);
      return true;
    },
    show,
    clear: () => dispatch({ type: 'clear' }),
  };
}
