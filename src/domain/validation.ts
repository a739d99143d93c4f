/**
 * A refused input as data: which field is at fault and the message key (src/i18n) that says why.
 * The schemas here give their issues message keys rather than sentences, so the Worker's 400 and
 * an island's own check before sending name the same key, and each screen shows it in its
 * reader's language without turning English back into a key.
 */
import type { MessageKey } from '../i18n/translate';

export interface ValidationIssue {
  /** The top-level field at fault; '' for the body as a whole (not an object, say). */
  field: string;
  key: MessageKey;
}

/**
 * One issue per field at fault, the first one zod found for it, in zod's order (the schema's field
 * order). The key is the issue's message as the schema set it; callers that may meet a schema not
 * written with keys check it (worker/validation.ts does).
 */
export function validationIssues(error: {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}): ValidationIssue[] {
  const byField = new Map<string, ValidationIssue>();
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : '';
    if (!byField.has(field)) byField.set(field, { field, key: issue.message as MessageKey });
  }
  return [...byField.values()];
}
