/** What the citation check (services/drafting/citations.ts) reads: the citations and sections we hold. */
import { like, or, sql } from 'drizzle-orm';
import type { Database } from './client';
import { caseLaw, legislation } from './schema';

// D1 binds at most 100 parameters a statement.
const CHUNK = 50;

/**
 * The citations of every case_law row (neutral, report and shown citation, joined by ' ; ') that
 * match one of the LIKE `patterns`, read CHUNK patterns a statement.
 */
export async function citedMatching(db: Database, patterns: readonly string[]): Promise<string[]> {
  const cited = sql<string>`coalesce(${caseLaw.neutralCitation}, '') || ' ; ' || coalesce(${caseLaw.reportCitation}, '') || ' ; ' || ${caseLaw.citation}`;
  const found: string[] = [];
  for (let i = 0; i < patterns.length; i += CHUNK) {
    const chunk = patterns.slice(i, i + CHUNK);
    const rows = await db
      .select({ cited })
      .from(caseLaw)
      .where(or(...chunk.map((pattern) => like(cited, pattern))));
    for (const row of rows) found.push(row.cited);
  }
  return found;
}

/** Every synced statutory section, as its Act's title and section number. */
export function heldSections(db: Database): Promise<{ actTitle: string; section: string }[]> {
  return db.select({ actTitle: legislation.actTitle, section: legislation.section }).from(legislation);
}
