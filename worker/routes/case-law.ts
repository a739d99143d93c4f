import { Hono } from 'hono';
import {
  type CaseLawItem,
  type CaseLawPage,
  caseLawQuerySchema,
  decisionParamSchema,
  decisionQuerySchema,
  ftsQuery,
  type Outcome,
  outcomes,
} from '../../src/domain/case-law';
import { httpsLink } from '../../src/domain/https-link';
import type { AppEnv } from '../app-env';
import { findDecision } from '../db/case-law-decision';
import { listLegislation } from '../db/legislation';
import { findCaseLaw } from '../db/raw/case-law-page';
import { type CaseLawRow, chosen, summarise } from '../db/raw/case-law-search';
import { stringList } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { validate } from '../validation';

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
    // Only an https address is a link on the page (a feed's row could hold anything).
    caseUrl: httpsLink(row.caseUrl),
    source: row.source,
    decisionDate: row.decisionDate,
    attribution: row.attribution,
    untranslated: lang === 'pt' && !translated,
  };
}

/**
 * GET /api/case-law: server-side search (FTS5, ranked by relevance), the three filters, paging and
 * facets, so the screen works the same with 60 curated cases or 150,000 synced decisions (the
 * statements and why they are shaped so: db/case-law-search.ts).
 */
export const caseLawRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    await next();
    // GOV.UK keeps tribunal decisions out of search engines; so do we (and an API is not a page).
    c.header('X-Robots-Tag', 'noindex');
  })
  /** The key statutory sections, as last synced from legislation.gov.uk. */
  .get('/legislation', async (c) => {
    const items = await listLegislation(c.var.db);
    return c.json({ items });
  })
  /** One decision, for its own address (/case-law/d/<id>): 404 when no decision has this id. */
  .get('/decisions/:id', validate('param', decisionParamSchema), validate('query', decisionQuerySchema), async (c) => {
    const { id } = c.req.valid('param');
    const { lang } = c.req.valid('query');
    const row = await findDecision(c.var.db, id);
    if (!row) throw new ApiError(404, ErrorCode.NOT_FOUND, 'No decision has this address');
    return c.json({ item: item(row, lang) });
  })
  .get('/', validate('query', caseLawQuerySchema), async (c) => {
    const { q, claimType, outcome, year, page, pageSize, lang } = c.req.valid('query');
    const match = ftsQuery(q);
    const filters = chosen({ claimType, outcome, year });
    const found = await findCaseLaw(c.var.db, match, filters, pageSize, (page - 1) * pageSize);
    const { total, facets } = summarise(found.counts, filters);

    const body: CaseLawPage = {
      items: found.rows.map((row) => item(row, lang)),
      total: found.total ?? total,
      totalEstimated: found.total === null && found.estimated,
      page,
      pageSize,
      facets,
      facetsEstimated: found.estimated,
    };
    return c.json(body);
  });
