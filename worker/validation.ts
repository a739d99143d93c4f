import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ApiError, ErrorCode } from './errors';

/**
 * zod validation for a request part. The first issue's message becomes the 400 message, matching
 * the islands, which show the first error too.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return validator(target, (value): z.output<T> => {
    const result = schema.safeParse(value);
    if (!result.success) {
      const first = result.error.issues[0];
      throw new ApiError(400, ErrorCode.VALIDATION_FAILED, first?.message ?? 'The request is not valid');
    }
    return result.data;
  });
}
