import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError, ErrorCode } from './errors';

/**
 * zod validation of a request part through @hono/zod-validator, so the route's input type reaches
 * the typed client. The first issue's message becomes the 400 message, matching the islands, which
 * show the first error too. A body that is not JSON never gets here: Hono's JSON reader throws,
 * and the app's error handler answers 400 MALFORMED_JSON.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new ApiError(400, ErrorCode.VALIDATION_FAILED, result.error.issues[0]?.message ?? 'The request is not valid');
    }
  });
}
