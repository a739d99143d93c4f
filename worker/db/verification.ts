/** better-auth's verification rows (auth-schema.ts) that the Worker itself clears. */
import { and, eq, like } from 'drizzle-orm';
import { verification } from './auth-schema';
import type { Database } from './client';

/**
 * Every reset link of a user stops working: after a reset (the link used is already spent) or a
 * password change, an older link must not set the password again.
 */
export async function revokeResetLinks(db: Database, userId: string): Promise<void> {
  await db.delete(verification).where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, userId)));
}
