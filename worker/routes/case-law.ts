import { and, asc, count, desc, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type CaseLawItem, type CaseLawPage, caseLawQuerySchema, type Outcome, outcomes } from '../../src/domain/case-law';
import type { AppEnv } from '../app-env';
import { caseLawConditions, ftsJoin } from '../db/case-law-filter';
import { database } from '../db/client';
import { caseLaw, legislation } from '../db/schema';
import { stringList } from '../db/views';
import { validate } from '../validation';

type CaseLawRow = typeof caseLaw.$inferSelect;

function item(row: CaseLawRow, lang: 'en' | 'pt'): CaseLawItem {
  const translated = lang === 'pt' && row.summaryPt !== null;
  return {
    id: row.id,
    caseName: row.caseName,
    citation: row.citation,
    year: row.year,
    courtLevel: row.courtLevel,
    outcome: (outcomes as readonly string[]).includes(row.outcome ?? '') ? (row.outcome as Outcome) : null,
    claimTypes: stringList(row.claimTypes),
    summary: translated ? (row.summaryPt ?? row.summary) : row.summary,
    keyPoints: stringList(translated ? row.keyPointsPt : row.keyPoints),
    legalPrinciple: translated ? row.legalPrinciplePt : row.legalPrinciple,
    facts: translated ? row.factsPt : row.facts,
    caseUrl: row.caseUrl,
    source: row.source,
    decisionDate: row.decisionDate,
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
    const items = await database(c.env.DB)
      .select({
        uri: legislation.uri,
        actTitle: legislation.actTitle,
        section: legislation.section,
        heading: legislation.heading,
        text: legislation.text,
        versionDate: legislation.versionDate,
        attribution: legislation.attribution,
      })
      .from(legislation)
      .orderBy(asc(legislation.actTitle), sql`CAST(${legislation.section} AS INTEGER)`, asc(legislation.section));
    return c.json({ items });
  })
  .get('/', validate('query', caseLawQuerySchema), async (c) => {
    const { q, claimType, outcome, year, page, pageSize, lang } = c.req.valid('query');
    const { match, searched, filtered } = caseLawConditions({ q, claimType, outcome, year });

    // Drizzle throughout; only the FTS5 parts are SQL: the join to the index, MATCH and bm25.
    const db = database(c.env.DB);
    const order = match ? [sql`bm25(case_law_fts)`, desc(caseLaw.year)] : [desc(caseLaw.year), asc(caseLaw.caseName)];
    const claimValue = sql<string>`json_each.value`;

    const rowsQuery = db.select(getTableColumns(caseLaw)).from(caseLaw).$dynamic();
    const totalQuery = db.select({ n: count() }).from(caseLaw).$dynamic();
    const claimQuery = db
      .select({ value: claimValue, count: count() })
      .from(caseLaw)
      .crossJoin(sql`json_each(${caseLaw.claimTypes})`)
      .$dynamic();
    const outcomeQuery = db
      .select({ value: sql<string>`${caseLaw.outcome}`, count: count() })
      .from(caseLaw)
      .$dynamic();
    const yearQuery = db.select({ value: caseLaw.year, count: count() }).from(caseLaw).$dynamic();
    // Dynamic builders change in place: each gets the join to the index when there is a search.
    if (match)
      for (const query of [rowsQuery, totalQuery, claimQuery, outcomeQuery, yearQuery])
        query.innerJoin(ftsJoin.table, ftsJoin.on);

    const [rows, total, claimFacets, outcomeFacets, yearFacets] = await db.batch([
      rowsQuery
        .where(filtered)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      totalQuery.where(filtered),
      claimQuery.where(searched).groupBy(claimValue).orderBy(desc(count())),
      outcomeQuery.where(and(searched, isNotNull(caseLaw.outcome))).groupBy(caseLaw.outcome),
      yearQuery.where(searched).groupBy(caseLaw.year).orderBy(desc(caseLaw.year)),
    ]);

    const body: CaseLawPage = {
      items: rows.map((row) => item(row, lang)),
      total: total[0]?.n ?? 0,
      page,
      pageSize,
      facets: { claimTypes: claimFacets, outcomes: outcomeFacets, years: yearFacets },
    };
    return c.json(body);
  });
