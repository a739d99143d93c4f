/**
 * Writes synced decisions: one D1 batch per run (a single transaction), so a failure part-way
 * leaves the table as it was. Upsert by source_uri: a second run of the same data adds nothing.
 */
import type { DecisionRow } from './types';

export async function upsertDecisions(db: D1Database, rows: DecisionRow[], now = new Date().toISOString()): Promise<number> {
  if (rows.length === 0) return 0;
  const existing = await db
    .prepare(`SELECT source_uri FROM case_law WHERE source_uri IN (${rows.map(() => '?').join(',')})`)
    .bind(...rows.map((r) => r.sourceUri))
    .all<{ source_uri: string }>();
  const known = new Set(existing.results.map((r) => r.source_uri));
  const statements = rows.map((row) =>
    db
      .prepare(
        `INSERT INTO case_law (id, case_name, neutral_citation, citation, year, court_level, outcome, claim_types, summary, key_points, case_url, source, source_uri, decision_date, jurisdiction_codes, attribution, noindex, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(source_uri) DO UPDATE SET case_name = excluded.case_name, neutral_citation = excluded.neutral_citation, citation = excluded.citation,
           year = excluded.year, claim_types = excluded.claim_types, summary = excluded.summary, key_points = excluded.key_points, case_url = excluded.case_url,
           decision_date = excluded.decision_date, jurisdiction_codes = excluded.jurisdiction_codes, updated_at = excluded.updated_at`,
      )
      .bind(
        crypto.randomUUID(),
        row.caseName,
        row.neutralCitation,
        row.citation,
        row.year,
        row.courtLevel,
        JSON.stringify(row.claimTypes),
        row.summary,
        JSON.stringify(row.keyPoints),
        row.caseUrl,
        row.source,
        row.sourceUri,
        row.decisionDate,
        row.jurisdictionCodes ? JSON.stringify(row.jurisdictionCodes) : null,
        row.attribution,
        row.noindex ? 1 : 0,
        now,
        now,
      ),
  );
  await db.batch(statements);
  return rows.filter((row) => !known.has(row.sourceUri)).length;
}
