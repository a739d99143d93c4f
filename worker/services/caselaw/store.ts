/**
 * Writes synced decisions: one D1 batch per run (a single transaction), so a failure part-way
 * leaves the table as it was. Upsert by source_uri: a second run of the same data adds nothing.
 */

import type { Database } from '../../db/client';
import { knownSourceUris, writeDecisions } from '../../db/raw/case-law-sync';
import type { DecisionRow } from './types';

/** Upserts `rows` and says how many of them were new. */
export async function upsertDecisions(db: Database, rows: DecisionRow[], now = new Date().toISOString()): Promise<number> {
  if (rows.length === 0) return 0;
  const known = await knownSourceUris(
    db,
    rows.map((r) => r.sourceUri),
  );
  await writeDecisions(db, rows, now);
  return rows.filter((row) => !known.has(row.sourceUri)).length;
}
