// Turns the curated case-law seed (seeds/case-law/*.json) into idempotent SQL: an upsert by
// source_uri, so running it again updates the texts and adds nothing. Used by scripts/seed.mjs
// (npm start) and vitest.config.ts (the Worker tests load the same rows).
import fs from 'node:fs';
import path from 'node:path';

const sql = (value) => (value === null || value === undefined ? 'NULL' : `'${String(value).replace(/'/g, "''")}'`);

export function slug(name) {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function readCuratedCases(root) {
  const dir = path.join(root, 'seeds', 'case-law');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
}

export function caseLawSeedSql(cases, now = '2026-11-22T00:00:00.000Z') {
  return cases
    .map((c) => {
      const id = `curated-${slug(c.caseName)}-${c.year}`;
      const citation = [c.neutralCitation, c.reportCitation].filter(Boolean).join('; ');
      const values = [
        id,
        c.caseName,
        c.neutralCitation,
        c.reportCitation,
        citation,
        c.year,
        c.court,
        c.outcome,
        JSON.stringify(c.claimTypes),
        c.en.summary,
        JSON.stringify(c.en.keyPoints),
        c.en.legalPrinciple,
        c.en.facts,
        c.pt.summary,
        JSON.stringify(c.pt.keyPoints),
        c.pt.legalPrinciple,
        c.pt.facts,
        c.caseUrl,
        'curated',
        `curated:${id}`,
        c.decisionDate,
        null,
        null,
        0,
        now,
        now,
      ];
      return `INSERT INTO case_law (id, case_name, neutral_citation, report_citation, citation, year, court_level, outcome, claim_types, summary, key_points, legal_principle, facts, summary_pt, key_points_pt, legal_principle_pt, facts_pt, case_url, source, source_uri, decision_date, jurisdiction_codes, attribution, noindex, created_at, updated_at) VALUES (${values
        .map((v) => (typeof v === 'number' ? String(v) : sql(v)))
        .join(
          ', ',
        )}) ON CONFLICT(source_uri) DO UPDATE SET case_name = excluded.case_name, neutral_citation = excluded.neutral_citation, report_citation = excluded.report_citation, citation = excluded.citation, year = excluded.year, court_level = excluded.court_level, outcome = excluded.outcome, claim_types = excluded.claim_types, summary = excluded.summary, key_points = excluded.key_points, legal_principle = excluded.legal_principle, facts = excluded.facts, summary_pt = excluded.summary_pt, key_points_pt = excluded.key_points_pt, legal_principle_pt = excluded.legal_principle_pt, facts_pt = excluded.facts_pt, case_url = excluded.case_url, decision_date = excluded.decision_date;`;
    })
    .join('\n');
}
