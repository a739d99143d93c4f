/**
 * The GOV.UK error summary pattern for every form: when a submit finds errors, a box at
 * the top of the form lists them, takes focus (so a screen reader announces it and a phone scrolls
 * to it), and each entry is a link that moves focus to its field. The fields show the same message
 * inline (FieldError) with aria-invalid and aria-describedby. Errors are never only toasts.
 */
import { type MouseEvent, useEffect, useRef } from 'react';

export interface FormError {
  /** The id of the input the error belongs to. */
  fieldId: string;
  message: string;
}

interface Props {
  title: string;
  errors: readonly FormError[];
  /** Changes on every failed submit, so focus moves to the summary again even with the same errors. */
  attempt: number;
}

export function ErrorSummary({ title, errors, attempt }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0 && errors.length > 0) box.current?.focus();
  }, [attempt, errors.length]);
  if (errors.length === 0) return null;

  const jump = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    // The label sits above the field: bring both into view, then focus the field itself.
    field.closest('.field')?.scrollIntoView({ block: 'start' });
    field.focus({ preventScroll: true });
  };

  return (
    <div className="error-summary" ref={box} tabIndex={-1} role="alert" aria-labelledby={`${errors[0]?.fieldId}-summary-title`}>
      <h2 className="error-summary-title" id={`${errors[0]?.fieldId}-summary-title`}>
        {title}
      </h2>
      <ul>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} onClick={(event) => jump(event, error.fieldId)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The inline message above a field; give the field `fieldErrorProps(id, message)` too. */
export function FieldError({ fieldId, message, prefix }: { fieldId: string; message: string | undefined; prefix: string }) {
  if (!message) return null;
  return (
    <p className="field-error" id={`${fieldId}-error`}>
      <span className="visually-hidden">{prefix}: </span>
      {message}
    </p>
  );
}

/** aria-invalid and aria-describedby for a field, pointing at its FieldError (and a hint, if any). */
export function fieldErrorProps(fieldId: string, message: string | undefined, hintId?: string) {
  const describedBy = [message ? `${fieldId}-error` : null, hintId ?? null].filter(Boolean).join(' ');
  return {
    'aria-invalid': message ? true : undefined,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}
