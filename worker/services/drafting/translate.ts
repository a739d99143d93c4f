/**
 * A suggested English version of the claimant's own words, by the optional language model
 * (./llm-config.ts): one passage a request, faithful and plain, never adding a date, an amount or
 * a case the passage does not hold (the drafts' own fact guard). Without a model configured the
 * answer says so, and the screen lists the passages that need English instead. The claimant reads
 * each suggestion and accepts it or not: nothing is changed without them.
 *
 * The log says the provider, the model, how many passages and the outcome: never the words.
 */
import { addedFacts } from '../../../src/domain/drafting/fact-guard';
import { describeError, log } from '../../log';
import { type LlmConfig, type LlmEnv, llmConfig } from './llm-config';
import { cleanAnswer } from './llm-prompt';

const INSTRUCTIONS = [
  'You translate a claimant’s own words from Portuguese into plain British English, for a document filed with an Employment Tribunal in England and Wales.',
  'Translate faithfully and completely: keep every name, place, date, time, number and amount exactly as written, keep the first person if the claimant wrote in the first person, add nothing and leave nothing out.',
  'Answer with the English translation only: no quotation marks, no notes, no explanation.',
].join(' ');

export type Translation = { source: string; english: string | null };

export type TranslationResult = { available: false } | { available: true; translations: Translation[] };

async function translateOne(config: LlmConfig, source: string): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    // The AI SDK loads only when a model is configured and asked (as for the drafts' rewrite).
    const { generateText, languageModel } = await import('./llm-model');
    const result = await generateText({
      model: languageModel(config),
      instructions: INSTRUCTIONS,
      prompt: source,
      temperature: 0,
      maxRetries: 0,
      abortSignal: controller.signal,
    });
    const english = cleanAnswer(result.text);
    if (!english) return null;
    // A translation that brings a date, an amount or a case the claimant did not write is not theirs.
    const added = addedFacts(source, english);
    return added.dates.length + added.amounts.length + added.cases.length > 0 ? null : english;
  } catch (error) {
    const { errorName } = describeError(error);
    log('warn', 'Translation failed', { provider: config.provider, model: config.model, errorName });
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export async function translatePassages(env: LlmEnv, passages: readonly string[]): Promise<TranslationResult> {
  const configured = llmConfig(env);
  if (!configured.config) return { available: false };
  const { config } = configured;
  const started = Date.now();
  const translations: Translation[] = [];
  // One after another: a small local model answers one request at a time.
  for (const source of passages) translations.push({ source, english: await translateOne(config, source) });
  log('info', 'Translation', {
    provider: config.provider,
    model: config.model,
    passages: passages.length,
    translated: translations.filter((item) => item.english !== null).length,
    durationMs: Date.now() - started,
  });
  return { available: true, translations };
}
