import { Hono } from 'hono';
import { type CaseLawPage, caseLawQuerySchema, decisionParamSchema, decisionQuerySchema } from '../../src/domain/case-law';
import type { AppEnv } from '../app-env';
import { searchCaseLaw } from '../db/case-law';
import { findDecision } from '../db/case-law-decision';
import { listLegislation } from '../db/legislation';
import { caseLawItem } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { validate } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

/**
 * GET /api/case-law: server-side search (FTS5, ranked by relevance), the three filters, paging and
 * facets, so the screen works the same with 60 curated cases or 150,000 synced decisions (the
 * statements and why they are shaped so: db/raw/case-law-search.ts).
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
    return c.json({ item: caseLawItem(row, lang) });
  })
  .get('/', validate('query', caseLawQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { rows, ...found } = await searchCaseLaw(c.var.db, query);
    const body: CaseLawPage = {
      ...found,
      items: rows.map((row) => caseLawItem(row, query.lang)),
      page: query.page,
      pageSize: query.pageSize,
    };
    return c.json(body);
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const caseLawPolicies: readonly RoutePolicy[] = [
  { prefix: '/api/case-law', session: false, personal: false, maxBodyBytes: 0, bodyTypes: JSON_ONLY },
];
