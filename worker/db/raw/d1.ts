/**
 * The one door from drizzle's client to the D1 binding under it. Every function in worker/db/
 * takes drizzle's `Database`; only the modules of worker/db/raw/ step through here, for the
 * statements the builder cannot say (FTS5's MATCH and bm25 and its term tables, statements whose
 * prepared form is handed around and batched by the caller), each module saying why.
 */
import type { Database } from '../client';

/** The request's D1 binding under `db`. */
export function d1Of(db: Database): D1Database {
  return db.$client;
}
