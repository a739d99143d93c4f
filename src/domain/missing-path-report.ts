import { z } from 'zod';

/** Longest path we record; anything longer is a crawler or an attack, not a mistyped link. */
export const MAX_REPORTED_PATH_LENGTH = 300;

/**
 * What the 404 page sends when a reader lands on a path that does not exist, so editors can find
 * broken links. Only the path: no query string (it may hold personal data), no referrer, no user.
 */
export const missingPathReportSchema = z.object({
  path: z
    .string({ error: 'Path is required' })
    .trim()
    .min(1, 'Path is required')
    .max(MAX_REPORTED_PATH_LENGTH, `Path must be at most ${MAX_REPORTED_PATH_LENGTH} characters`)
    .regex(/^\/[^?#\s]*$/, 'Path must start with / and hold no query, fragment or spaces'),
});

export type MissingPathReport = z.infer<typeof missingPathReportSchema>;
