/**
 * Legal research on a claimant's case, for /research:
 * POST /api/research builds the analysis from the case's own facts and keeps it, GET lists the
 * case's past analyses, GET /usage feeds the banner, DELETE removes one. Everything is owner-scoped
 * in SQL: another user's case or analysis is a 404. Users whose plan lacks the research feature
 * have a monthly allowance, counted in one conditional statement before any work is done and given
 * back if the analysis cannot be stored.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { researchListQuerySchema, researchMessages, researchRequestSchema } from '../../src/domain/research/schema';
import type { AppEnv } from '../app-env';
import { workerToday } from '../clock';
import { caseAnalyses, deleteAnalysis } from '../db/research';
import { researchView } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { generateResearch, researchUsage } from '../services/drafting/research';
import { validate } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

const uuid = z.uuid();
const notFound = () => new ApiError(404, ErrorCode.NOT_FOUND, researchMessages.notFound);

export const researchRoutes = new Hono<AppEnv>()
  .post('/', signedIn, validate('json', researchRequestSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const { caseId, language } = c.req.valid('json');
    const { row, usage, notice } = await generateResearch(
      c.var.db,
      c.env,
      { userId: user.id, caseId, language, requestId: c.get('requestId') },
      workerToday(),
    );
    return c.json({ ...researchView(row), usage, draftingNotice: notice }, 201);
  })
  /** The user's past analyses of one case, newest first. */
  .get('/', validate('query', researchListQuerySchema), async (c) => {
    const user = requireUser(c.get('user'));
    const { caseId } = c.req.valid('query');
    const rows = await caseAnalyses(c.var.db, user.id, caseId);
    return c.json({ items: rows.map(researchView) });
  })
  /** For the banner: unlimited with the research feature, else what is left this month. */
  .get('/usage', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await researchUsage(c.var.db, user.id, workerToday()));
  })
  .delete('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw notFound();
    if (!(await deleteAnalysis(c.var.db, user.id, id))) throw notFound();
    return c.body(null, 204);
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const researchPolicies: readonly RoutePolicy[] = [
  // Research: a case id.
  { prefix: '/api/research', session: true, personal: true, maxBodyBytes: 1024, bodyTypes: JSON_ONLY },
];
