/** Paths readers asked for that do not exist, as reported by the 404 page (no personal data). */
import { count, sql } from 'drizzle-orm';
import { insertSelectWhere } from './capped-insert';
import type { Database } from './client';
import { missingPaths } from './schema';

/**
 * Counts a report: a new path only while the table holds fewer than `maxPaths`, a known one
 * always. One conditional upsert (INSERT … SELECT … WHERE with ON CONFLICT), so concurrent reports
 * of new paths cannot pass the cap together.
 */
export async function recordMissingPath(db: Database, path: string, now: string, maxPaths: number): Promise<void> {
  await insertSelectWhere(db, missingPaths, { path, hits: 1, firstSeen: now, lastSeen: now }, [
    sql`((SELECT count(*) FROM ${missingPaths}) < ${maxPaths} OR EXISTS (SELECT 1 FROM ${missingPaths} WHERE ${missingPaths.path} = ${path}))`,
  ]).onConflictDoUpdate({
    target: missingPaths.path,
    set: { hits: sql`${missingPaths.hits} + 1`, lastSeen: sql.raw('excluded.last_seen') },
  });
}

/** A round trip to D1 that needs the migrated schema, not just a connection (the health check). */
export async function probeSchema(db: Database): Promise<void> {
  await db.select({ n: count() }).from(missingPaths);
}
