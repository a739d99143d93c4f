import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { EARLIEST_EVENT_DATE } from '../src/domain/case-event-values';
import { formatLongDate } from '../src/domain/format';
import { EARLIEST_DECISION_DATE, taskMessages } from '../src/domain/tasks/limits';
import { type ValidationIssue, validationIssues } from '../src/domain/validation';
import { isMessageKey, type MessageKey, translate } from '../src/i18n/translate';
import { ApiError, ErrorCode } from './errors';

/** A schema not yet written with message keys, or zod's own default, still names its field. */
const FALLBACK_KEY: MessageKey = 'form.invalidAnswer';

/**
 * The English text of a key. The one placeholder a validation message has is the earliest date the
 * tool takes: a judgment's (the tribunal's rules changed then), or any other dated event's.
 */
export function englishMessage(key: MessageKey): string {
  const earliest = key === taskMessages.decisionTooEarly ? EARLIEST_DECISION_DATE : EARLIEST_EVENT_DATE;
  return translate('en', key, { date: formatLongDate(earliest, 'en') });
}

/**
 * The 400 for input at fault: every field's issue with its message key, and the first one's English
 * text as the message for clients that show one line. Routes that find a fault only once the row is
 * read (a hearing date against the stored one) answer through this too, so a screen reads one shape.
 */
export function validationFailed(issues: readonly ValidationIssue[], code: ErrorCode = ErrorCode.VALIDATION_FAILED): ApiError {
  const first = issues[0];
  return new ApiError(400, code, first ? englishMessage(first.key) : 'The request is not valid', issues);
}

/**
 * A refusal of a well-formed request (409: a limit reached, a task the rules keep): its English text,
 * and its key as an issue of the body as a whole, so a screen shows it in its reader's language.
 */
export function conflict(code: ErrorCode, key: MessageKey): ApiError {
  return new ApiError(409, code, englishMessage(key), [{ field: '', key }]);
}

/**
 * zod validation of a request part through @hono/zod-validator, so the route's input type reaches
 * the typed client. A body that is not JSON never gets here: Hono's JSON reader throws, and the
 * app's error handler answers 400 MALFORMED_JSON.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  /** The stable code of the 400, where a route's clients know its refusal by another (INVALID_PLAN). */
  code: ErrorCode = ErrorCode.VALIDATION_FAILED,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const raw = validationIssues(result.error);
    const issues = raw.map((issue) => (isMessageKey(issue.key) ? issue : { field: issue.field, key: FALLBACK_KEY }));
    const first = raw[0];
    // A sentence that is not a key is passed on as it is, rather than replaced by the general one.
    if (first && !isMessageKey(first.key)) throw new ApiError(400, code, first.key, issues);
    throw validationFailed(issues, code);
  });
}
