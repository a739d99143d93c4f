/** What the citation check (services/drafting/citations.ts) reads: the citations and sections we hold. */
import { database } from './client';
import { legislation } from './schema';

// D1 binds at most 100 parameters a statement.
const CHUNK = 50;

/**
 * The citations of every case_law row (neutral, report and shown citation, joined by ' ; ') that
 * match one of the LIKE `patterns`, read CHUNK patterns a statement. Raw SQL: a LIKE over the
 * concatenated columns, OR-ed per pattern.
 */
export async function citedMatching(d1: D1Database, patterns: readonly string[]): Promise<string[]> {
  const cited: string[] = [];
  for (let i = 0; i < patterns.length; i += CHUNK) {
    const chunk = patterns.slice(i, i + CHUNK);
    const where = chunk.map(() => 'cited LIKE ?').join(' OR ');
    const { results } = await d1
      .prepare(
        `SELECT cited FROM (SELECT coalesce(neutral_citation, '') || ' ; ' || coalesce(report_citation, '') || ' ; ' || citation AS cited FROM case_law) WHERE ${where}`,
      )
      .bind(...chunk)
      .all<{ cited: string }>();
    for (const row of results) cited.push(row.cited);
  }
  return cited;
}

/** Every synced statutory section, as its Act's title and section number. */
export function heldSections(d1: D1Database): Promise<{ actTitle: string; section: string }[]> {
  return database(d1).select({ actTitle: legislation.actTitle, section: legislation.section }).from(legislation);
}
