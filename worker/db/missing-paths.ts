/** Paths readers asked for that do not exist, as reported by the 404 page (no personal data). */
import { count } from 'drizzle-orm';
import type { Database } from './client';
import { missingPaths } from './schema';

/**
 * Counts a report: a new path only while the table holds fewer than `maxPaths`, a known one
 * always. Raw SQL: a conditional upsert (INSERT … SELECT … WHERE with ON CONFLICT), one statement,
 * so concurrent reports of new paths cannot pass the cap together.
 */
export async function recordMissingPath(d1: D1Database, path: string, now: string, maxPaths: number): Promise<void> {
  await d1
    .prepare(
      `INSERT INTO missing_paths (path, hits, first_seen, last_seen)
       SELECT ?1, 1, ?2, ?2
       WHERE (SELECT count(*) FROM missing_paths) < ?3 OR EXISTS (SELECT 1 FROM missing_paths WHERE path = ?1)
       ON CONFLICT(path) DO UPDATE SET hits = hits + 1, last_seen = excluded.last_seen`,
    )
    .bind(path, now, maxPaths)
    .run();
}

/** A round trip to D1 that needs the migrated schema, not just a connection (the health check). */
export async function probeSchema(db: Database): Promise<void> {
  await db.select({ n: count() }).from(missingPaths);
}
