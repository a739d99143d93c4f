/**
 * The optional LLM refinement of a template draft: the template (deterministic, always
 * available) writes the draft; an LLM, when configured (./llm-config.ts), rewrites it for clarity
 * and tone; a deterministic guard (src/domain/drafting/fact-guard.ts) throws the rewrite away if it
 * states a date, an amount or a case the template draft does not; and the citation check
 * (./citations.ts) runs on whichever text is returned, configured or not.
 *
 * The log says which provider and model, the outcome and how long it took: never the text.
 */
import { addedFacts } from '../../../src/domain/drafting/fact-guard';
import type { Draft, DraftFacts } from '../../../src/domain/drafting/facts';
import type { RefineNotice } from '../../../src/domain/drafting/refine-notice';
import type { Database } from '../../db/client';
import { describeError, log } from '../../log';
import { checkCitations } from './citations';
import { type LlmConfig, type LlmEnv, llmConfig } from './llm-config';
import { cleanAnswer, refineInstructions } from './llm-prompt';

export type { RefineNotice } from '../../../src/domain/drafting/refine-notice';

export interface RefineInput {
  /** The template's text: the only thing the model sees. */
  draft: Pick<Draft, 'content'>;
  facts: DraftFacts;
  kind: 'document' | 'research';
}

export interface RefinedDraft {
  /** The text to store and show (./markup.ts), unknown citations marked. */
  content: string;
  /** Who wrote `content`: the template, or the LLM's rewrite of it. */
  provider: 'template' | 'llm';
  /** Why the template draft is returned although an LLM is configured; null otherwise. */
  notice: RefineNotice | null;
  /** The citations in `content` we could not verify, as they appear there. */
  unverifiedCitations: string[];
}

type Attempt = { text: string } | { notice: RefineNotice };

async function rewrite(config: LlmConfig, input: RefineInput): Promise<Attempt & { outcome: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    // The AI SDK and its providers are most of the Worker's code but run only when an LLM is
    // configured: loaded on the first rewrite, not parsed and evaluated by every isolate at start-up.
    const { generateText, languageModel } = await import('./llm-model');
    const result = await generateText({
      model: languageModel(config),
      instructions: refineInstructions(input.kind, input.facts.language),
      prompt: input.draft.content,
      temperature: 0.2,
      // One try: a retry would keep a claimant waiting for an answer the template already gives.
      maxRetries: 0,
      abortSignal: controller.signal,
    });
    const text = cleanAnswer(result.text);
    if (!text) return { notice: 'llm_failed', outcome: 'empty' };
    const added = addedFacts(input.draft.content, text);
    const count = added.dates.length + added.amounts.length + added.cases.length;
    if (count > 0) {
      return {
        notice: 'llm_added_facts',
        // Counts only: the facts themselves are the claimant's.
        outcome: `added_facts:dates=${added.dates.length},amounts=${added.amounts.length},cases=${added.cases.length}`,
      };
    }
    return { text, outcome: 'rewritten' };
  } catch (error) {
    if (controller.signal.aborted) return { notice: 'llm_timeout', outcome: 'timeout' };
    log('warn', 'LLM refinement failed', { provider: config.provider, model: config.model, ...errorFields(error) });
    return { notice: 'llm_failed', outcome: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

/** The error's name and HTTP status, not its message: a provider's message may quote the prompt. */
function errorFields(error: unknown): Record<string, unknown> {
  const { errorName } = describeError(error);
  const status = typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : undefined;
  return { errorName, ...(status === undefined ? {} : { status }) };
}

/**
 * The draft to return for `input`: the LLM's rewrite when one is configured, answers in time and
 * adds no fact; the template draft otherwise (with the reason, except when no LLM is configured).
 * Either way every citation in it is checked against `db`.
 */
export async function refineDraft(db: Database, env: LlmEnv, input: RefineInput): Promise<RefinedDraft> {
  const configured = llmConfig(env);
  let content = input.draft.content;
  let provider: RefinedDraft['provider'] = 'template';
  let notice: RefineNotice | null = null;
  if (configured.config) {
    const { config } = configured;
    const started = Date.now();
    const attempt = await rewrite(config, input);
    log('info', 'LLM refinement', {
      provider: config.provider,
      model: config.model,
      kind: input.kind,
      outcome: attempt.outcome,
      durationMs: Date.now() - started,
    });
    if ('text' in attempt) {
      content = attempt.text;
      provider = 'llm';
    } else notice = attempt.notice;
  } else if (configured.problem) {
    log('warn', 'LLM not configured correctly; template drafts are used', { problem: configured.problem });
  }
  const checked = await checkCitations(db, content);
  return { content: checked.text, provider, notice, unverifiedCitations: checked.unverified };
}
