import { drizzle } from 'drizzle-orm/d1';
import * as authRelations from './auth-relations';
import * as schema from './schema';

/**
 * A drizzle client over a D1 binding (bindings exist only inside a request or a scheduled run):
 * every function in worker/db/ takes one. Routes get theirs from middleware/database.ts; the
 * relations let better-auth's adapter read a session with its user in one statement.
 */
export function database(d1: D1Database) {
  return drizzle(d1, { schema: { ...schema, ...authRelations } });
}
export type Database = ReturnType<typeof database>;
