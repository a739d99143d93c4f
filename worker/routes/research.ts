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
import type { DraftFacts } from '../../src/domain/drafting/facts';
import { buildAnalysis } from '../../src/domain/research/analysis';
import { researchListQuerySchema, researchMessages, researchRequestSchema } from '../../src/domain/research/schema';
import type { AppEnv, Bindings } from '../app-env';
import { workerToday } from '../clock';
import type { Database } from '../db/client';
import { caseAnalyses, deleteAnalysis, insertAnalysis } from '../db/research';
import { researchView } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { log } from '../log';
import { requireUser, signedIn } from '../middleware/session';
import { subscriptionState } from '../services/billing/state';
import { gatherFacts } from '../services/drafting/facts';
import { refineDraft } from '../services/drafting/llm';
import { consumeUsage, readUsage, refundUsage } from '../services/usage';
import { validate } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

const uuid = z.uuid();
const notFound = () => new ApiError(404, ErrorCode.NOT_FOUND, researchMessages.notFound);

/**
 * Who writes the words: the one call the LLM refinement and the citation check will wrap. The
 * template writes only from the facts and cites only facts.authorities, so nothing is unverified.
 */
/** The template's analysis, through the optional LLM rewrite (never new facts) and the citation check. */
async function writeAnalysis(db: Database, env: Bindings, facts: DraftFacts) {
  const { content, caseLawIds } = buildAnalysis(facts);
  const refined = await refineDraft(db, env, { draft: { content }, facts, kind: 'research' });
  return {
    analysis: refined.content,
    caseLawIds,
    provider: refined.provider,
    unverifiedCitations: refined.unverifiedCitations,
    notice: refined.notice,
  };
}

async function hasResearch(db: Database, userId: string): Promise<boolean> {
  return (await subscriptionState(db, userId, new Date())).features.includes('research');
}

export const researchRoutes = new Hono<AppEnv>()
  .post('/', signedIn, validate('json', researchRequestSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const { caseId, language } = c.req.valid('json');
    const today = workerToday();
    const db = c.var.db;
    // Facts first: another user's case is a 404 before any allowance is counted.
    const facts = await gatherFacts(db, { userId: user.id, caseId, language, today });
    const unlimited = await hasResearch(c.var.db, user.id);
    const usage = unlimited ? null : await consumeUsage(c.var.db, user.id, 'research_generation', today);
    if (!unlimited && usage === null) throw new ApiError(403, ErrorCode.USAGE_LIMIT_REACHED, researchMessages.limitReached);
    try {
      const written = await writeAnalysis(db, c.env, facts);
      const row = await insertAnalysis(db, {
        id: crypto.randomUUID(),
        userId: user.id,
        caseId,
        language,
        analysis: written.analysis,
        caseLawIds: JSON.stringify(written.caseLawIds),
        provider: written.provider,
        unverifiedCitations: JSON.stringify(written.unverifiedCitations),
        createdAt: new Date().toISOString(),
      });
      if (!row) throw new Error('research analysis not stored');
      return c.json({ ...researchView(row), usage, draftingNotice: written.notice }, 201);
    } catch (error) {
      if (!unlimited) await refundUsage(c.var.db, user.id, 'research_generation', today);
      // Only the error's name: a failed query's message carries its parameters, the claimant's analysis.
      log('error', 'research analysis not stored', {
        requestId: c.get('requestId'),
        errorName: error instanceof Error ? error.name : typeof error,
      });
      throw new ApiError(500, ErrorCode.INTERNAL, researchMessages.failed);
    }
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
    const [hasFeature, usage] = await Promise.all([
      hasResearch(c.var.db, user.id),
      readUsage(c.var.db, user.id, 'research_generation', workerToday()),
    ]);
    return c.json({ hasFeature, usage });
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
