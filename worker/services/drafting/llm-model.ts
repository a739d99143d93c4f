/**
 * The AI SDK side of the optional LLM rewrite (./llm.ts imports this module on first use, so a
 * Worker with no LLM configured never evaluates the SDK and its providers).
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { createWorkersAI } from 'workers-ai-provider';
import type { LlmConfig } from './llm-config';

export { generateText } from 'ai';

/** The configured provider's model: Workers AI through its binding, or any OpenAI-compatible endpoint. */
export function languageModel(config: LlmConfig): LanguageModel {
  if (config.provider === 'workers-ai') return createWorkersAI({ binding: config.binding })(config.model);
  const provider = createOpenAICompatible({
    name: 'llm',
    baseURL: config.baseUrl,
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
  });
  return provider(config.model);
}
