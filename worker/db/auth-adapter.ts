/**
 * better-auth's drizzle adapter (worker/auth.ts) over the Worker's own Database, whose schema holds
 * better-auth's tables and the relations its joins follow (auth-relations.ts).
 */
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import * as authSchema from './auth-schema';
import type { Database } from './client';

export function authAdapter(db: Database) {
  return drizzleAdapter(db, { provider: 'sqlite', schema: { ...authSchema, rateLimit: authSchema.rateLimit } });
}
