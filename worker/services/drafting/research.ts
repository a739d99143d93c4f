/**
 * Legal research on a claimant's case (POST and GET /api/research/usage). A user whose plan lacks the
 * research feature has a monthly allowance, counted in one conditional statement before any work is
 * done and given back if the analysis cannot be stored; the analysis is the template's, written
 * only from the case's own facts, through the optional LLM rewrite and the citation check.
 */

import type { DocumentLanguage } from '../../../src/domain/documents';
import type { DraftFacts } from '../../../src/domain/drafting/facts';
import { buildAnalysis } from '../../../src/domain/research/analysis';
import { researchMessages } from '../../../src/domain/research/schema';
import type { Database } from '../../db/client';
import { insertAnalysis } from '../../db/research';
import { ApiError, ErrorCode } from '../../errors';
import { log } from '../../log';
import { subscriptionState } from '../billing/state';
import { consumeUsage, readUsage, refundUsage } from '../usage';
import { gatherFacts } from './facts';
import { refineDraft } from './llm';
import type { LlmEnv } from './llm-config';

/** The template's analysis, through the optional LLM rewrite (never new facts) and the citation check. */
async function writeAnalysis(db: Database, env: LlmEnv, facts: DraftFacts) {
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

/** For the banner: unlimited with the research feature, else what is left this month. */
export async function researchUsage(db: Database, userId: string, today: string) {
  const [hasFeature, usage] = await Promise.all([hasResearch(db, userId), readUsage(db, userId, 'research_generation', today)]);
  return { hasFeature, usage };
}

/** Writes and keeps one analysis of the user's case; a 404 for another user's case before anything is counted. */
export async function generateResearch(
  db: Database,
  env: LlmEnv,
  request: { userId: string; caseId: string; language: DocumentLanguage; requestId: string },
  today: string,
) {
  const { userId, caseId, language } = request;
  // Facts first: another user's case is a 404 before any allowance is counted.
  const facts = await gatherFacts(db, { userId, caseId, language, today });
  const unlimited = await hasResearch(db, userId);
  const usage = unlimited ? null : await consumeUsage(db, userId, 'research_generation', today);
  if (!unlimited && usage === null) throw new ApiError(403, ErrorCode.USAGE_LIMIT_REACHED, researchMessages.limitReached);
  try {
    const written = await writeAnalysis(db, env, facts);
    const row = await insertAnalysis(db, {
      id: crypto.randomUUID(),
      userId,
      caseId,
      language,
      analysis: written.analysis,
      caseLawIds: JSON.stringify(written.caseLawIds),
      provider: written.provider,
      unverifiedCitations: JSON.stringify(written.unverifiedCitations),
      createdAt: new Date().toISOString(),
    });
    if (!row) throw new Error('research analysis not stored');
    return { row, usage, notice: written.notice };
  } catch (error) {
    if (!unlimited) await refundUsage(db, userId, 'research_generation', today);
    // Only the error's name: a failed query's message carries its parameters, the claimant's analysis.
    log('error', 'research analysis not stored', {
      requestId: request.requestId,
      errorName: error instanceof Error ? error.name : typeof error,
    });
    throw new ApiError(500, ErrorCode.INTERNAL, researchMessages.failed);
  }
}
