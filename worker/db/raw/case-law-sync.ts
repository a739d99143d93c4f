/**
 * The case-law sync's writes and look-ups: which source addresses are already stored, the synced
 * decisions' upsert, and the key statutory sections' upsert.
 */

import { httpsLink } from '../../../src/domain/https-link';
import type { Database } from '../client';
import { refillTermsStatements } from './case-law-terms';
import { d1Of } from './d1';

/** A decision ready to upsert into case_law (English texts only: sources are English). */
export interface DecisionRow {
  caseName: string;
  neutralCitation: string | null;
  citation: string;
  year: number;
  courtLevel: string;
  claimTypes: string[];
  summary: string;
  keyPoints: string[];
  caseUrl: string | null;
  source: 'govuk' | 'national-archives';
  sourceUri: string;
  decisionDate: string | null;
  jurisdictionCodes: string[] | null;
  attribution: string;
  noindex: boolean;
}

/** Which of `sourceUris` are already in case_law (callers pass at least one). */
export async function knownSourceUris(db: Database, sourceUris: readonly string[]): Promise<Set<string>> {
  const existing = await d1Of(db)
    .prepare(`SELECT source_uri FROM case_law WHERE source_uri IN (${sourceUris.map(() => '?').join(',')})`)
    .bind(...sourceUris)
    .all<{ source_uri: string }>();
  return new Set(existing.results.map((r) => r.source_uri));
}

/**
 * Upserts the decisions by source_uri in one D1 batch (a single transaction), so a failure
 * part-way leaves the table as it was. Raw SQL: ON CONFLICT … DO UPDATE of chosen columns only.
 */
export async function writeDecisions(db: Database, rows: readonly DecisionRow[], now: string): Promise<void> {
  const statements = rows.map((row) =>
    d1Of(db)
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
        // A source's address is stored only when it is https: the page links to it.
        httpsLink(row.caseUrl),
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
  // The writes empty case_law_terms (migration 0026's triggers); the same transaction refills it
  // from the index, so searches go on walking exact terms (db/case-law-terms.ts).
  await d1Of(db).batch([...statements, ...refillTermsStatements(db)]);
}

/** One key statutory section as synced from legislation.gov.uk. */
export interface SectionRow {
  uri: string;
  actTitle: string;
  section: string;
  heading: string;
  text: string;
  versionDate: string | null;
  attribution: string;
}

/**
 * Upserts every section in one batch, which is one transaction: all sections or none. Raw SQL:
 * ON CONFLICT … DO UPDATE of chosen columns only (the Act and section never change).
 */
export async function writeSections(db: Database, sections: readonly SectionRow[], now: string): Promise<void> {
  const statements = sections.map((s) =>
    d1Of(db)
      .prepare(
        `INSERT INTO legislation (uri, act_title, section, heading, text, version_date, attribution, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(uri) DO UPDATE SET heading = excluded.heading, text = excluded.text, version_date = excluded.version_date, updated_at = excluded.updated_at`,
      )
      .bind(s.uri, s.actTitle, s.section, s.heading, s.text, s.versionDate, s.attribution, now),
  );
  await d1Of(db).batch(statements);
}
