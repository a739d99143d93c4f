import { z } from 'zod';

/** Longest path we record; anything longer is a crawler or an attack, not a mistyped link. */
export const MAX_REPORTED_PATH_LENGTH = 300;

/**
 * What the 404 page sends when a reader lands on a path that does not exist, so editors can find
 * broken links. Only the path: no query string (it may hold personal data), no referrer, no user.
 */
export const missingPathReportSchema = z.object({
  path: z
    .string({ error: 'missingPath.validation.required' })
    .trim()
    .min(1, 'missingPath.validation.required')
    .max(MAX_REPORTED_PATH_LENGTH, 'missingPath.validation.tooLong')
    .regex(/^\/[^?#\s]*$/, 'missingPath.validation.format'),
});

export type MissingPathReport = z.infer<typeof missingPathReportSchema>;
