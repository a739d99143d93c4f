/** better-auth's verification rows (auth-schema.ts) that the Worker itself clears. */
import { and, eq, like } from 'drizzle-orm';
import { verification } from './auth-schema';
import { database } from './client';

/**
 * Every reset link of a user stops working: after a reset (the link used is already spent) or a
 * password change, an older link must not set the password again.
 */
export async function revokeResetLinks(d1: D1Database, userId: string): Promise<void> {
  await database(d1)
    .delete(verification)
    .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, userId)));
}
