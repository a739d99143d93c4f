import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorCode } from '../src/domain/error-codes';
import type { ValidationIssue } from '../src/domain/validation';

// The codes live in src/domain so the islands compare the same constants the Worker sends.
export { ErrorCode };

/**
 * The one error body shape of the whole API. `issues`, on input at fault, names each field and the
 * message key (src/i18n) for it, so a screen shows every field's error in its reader's language.
 */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; issues?: readonly ValidationIssue[] };
}

/** Thrown by handlers for an expected failure; the global handler turns it into the error body. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  readonly issues: readonly ValidationIssue[] | undefined;

  constructor(status: ContentfulStatusCode, code: ErrorCode, message: string, issues?: readonly ValidationIssue[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export function errorBody(code: ErrorCode, message: string, issues?: readonly ValidationIssue[]): ErrorBody {
  return { error: issues ? { code, message, issues } : { code, message } };
}
