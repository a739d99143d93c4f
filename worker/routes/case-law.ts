import { Hono } from 'hono';
import {
  type CaseLawItem,
  type CaseLawPage,
  caseLawQuerySchema,
  ftsQuery,
  type Outcome,
  outcomes,
} from '../../src/domain/case-law';
import type { AppEnv } from '../app-env';
import { ApiError, ErrorCode } from '../errors';

interface CaseLawRow {
  id: string;
  case_name: string;
  citation: string;
  year: number;
  court_level: string;
  outcome: string | null;
  claim_types: string;
  summary: string;
  key_points: string;
  legal_principle: string | null;
  facts: string | null;
  summary_pt: string | null;
  key_points_pt: string | null;
  legal_principle_pt: string | null;
  facts_pt: string | null;
  case_url: string | null;
  source: string;
  decision_date: string | null;
  attribution: string | null;
}

function jsonArray(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function item(row: CaseLawRow, lang: 'en' | 'pt'): CaseLawItem {
  const translated = lang === 'pt' && row.summary_pt !== null;
  return {
    id: row.id,
    caseName: row.case_name,
    citation: row.citation,
    year: row.year,
    courtLevel: row.court_level,
    outcome: (outcomes as readonly string[]).includes(row.outcome ?? '') ? (row.outcome as Outcome) : null,
    claimTypes: jsonArray(row.claim_types),
    summary: translated ? (row.summary_pt ?? row.summary) : row.summary,
    keyPoints: jsonArray(translated ? row.key_points_pt : row.key_points),
    legalPrinciple: translated ? row.legal_principle_pt : row.legal_principle,
    facts: translated ? row.facts_pt : row.facts,
    caseUrl: row.case_url,
    source: row.source,
    decisionDate: row.decision_date,
    attribution: row.attribution,
    untranslated: lang === 'pt' && !translated,
  };
}

/**
 * GET /api/case-law: server-side search (FTS5, ranked by relevance), the three filters, paging and
 * facets, so the screen works the same with 60 curated cases or 100,000 synced decisions.
 */
export const caseLawRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    await next();
    // GOV.UK keeps tribunal decisions out of search engines; so do we (and an API is not a page).
    c.header('X-Robots-Tag', 'noindex');
  })
  /** The key statutory sections, as last synced from legislation.gov.uk. */
  .get('/legislation', async (c) => {
    const rows = await c.env.DB.prepare(
      'SELECT uri, act_title AS actTitle, section, heading, text, version_date AS versionDate, attribution FROM legislation ORDER BY act_title, CAST(section AS INTEGER), section',
    ).all();
    return c.json({ items: rows.results });
  })
  .get('/', async (c) => {
    const parsed = caseLawQuerySchema.safeParse(c.req.query());
    if (!parsed.success)
      throw new ApiError(400, ErrorCode.VALIDATION_FAILED, parsed.error.issues[0]?.message ?? 'The search is not valid');
    const { q, claimType, outcome, year, page, pageSize, lang } = parsed.data;
    const match = ftsQuery(q);

    // The text search narrows the set the facets describe; the filters narrow the results.
    const searchFrom = match ? 'case_law JOIN case_law_fts ON case_law_fts.rowid = case_law.rowid' : 'case_law';
    const searchWhere = match ? ['case_law_fts MATCH ?'] : [];
    const searchParams: (string | number)[] = match ? [match] : [];
    const filters = [...searchWhere];
    const params = [...searchParams];
    if (claimType && claimType !== 'all') {
      filters.push('EXISTS (SELECT 1 FROM json_each(case_law.claim_types) WHERE json_each.value = ?)');
      params.push(claimType);
    }
    if (outcome && outcome !== 'all') {
      filters.push('case_law.outcome = ?');
      params.push(outcome);
    }
    if (year && year !== 'all') {
      filters.push('case_law.year = ?');
      params.push(Number(year));
    }
    const where = filters.length ? `WHERE ${filters.join(' AND ')}` : '';
    const searchOnly = searchWhere.length ? `WHERE ${searchWhere.join(' AND ')}` : '';
    const order = match ? 'ORDER BY bm25(case_law_fts), case_law.year DESC' : 'ORDER BY case_law.year DESC, case_law.case_name';

    const db = c.env.DB;
    const [rows, total, claimFacets, outcomeFacets, yearFacets] = await db.batch([
      db
        .prepare(`SELECT case_law.* FROM ${searchFrom} ${where} ${order} LIMIT ? OFFSET ?`)
        .bind(...params, pageSize, (page - 1) * pageSize),
      db.prepare(`SELECT count(*) AS n FROM ${searchFrom} ${where}`).bind(...params),
      db
        .prepare(
          `SELECT json_each.value AS value, count(*) AS count FROM ${searchFrom}, json_each(case_law.claim_types) ${searchOnly} GROUP BY json_each.value ORDER BY count DESC`,
        )
        .bind(...searchParams),
      db
        .prepare(
          `SELECT case_law.outcome AS value, count(*) AS count FROM ${searchFrom} ${searchOnly} ${searchOnly ? 'AND' : 'WHERE'} case_law.outcome IS NOT NULL GROUP BY case_law.outcome`,
        )
        .bind(...searchParams),
      db
        .prepare(
          `SELECT case_law.year AS value, count(*) AS count FROM ${searchFrom} ${searchOnly} GROUP BY case_law.year ORDER BY case_law.year DESC`,
        )
        .bind(...searchParams),
    ]);

    const body: CaseLawPage = {
      items: (rows?.results as CaseLawRow[] | undefined)?.map((row) => item(row, lang)) ?? [],
      total: (total?.results[0] as { n: number } | undefined)?.n ?? 0,
      page,
      pageSize,
      facets: {
        claimTypes: (claimFacets?.results ?? []) as { value: string; count: number }[],
        outcomes: (outcomeFacets?.results ?? []) as { value: string; count: number }[],
        years: (yearFacets?.results ?? []) as { value: number; count: number }[],
      },
    };
    return c.json(body);
  });
