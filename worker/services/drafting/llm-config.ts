/**
 * Which LLM, if any, refines drafts (README "Drafting with an LLM (optional)"). Nothing set: the
 * template drafts are used as they are. A half-set configuration (a provider without its model,
 * an OpenAI-compatible provider without its URL) is treated as not configured, and logged once a
 * call, rather than failing the claimant's request.
 */
export type LlmEnvName = 'LLM_PROVIDER' | 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS';

export type LlmEnv = Partial<Record<LlmEnvName, string>> & {
  /** The Workers AI binding ([ai] binding = "AI" in wrangler.toml), for LLM_PROVIDER=workers-ai. */
  AI?: Ai;
};

export const DEFAULT_LLM_TIMEOUT_MS = 30_000;

export type LlmConfig =
  | { provider: 'openai-compatible'; baseUrl: string; apiKey: string | null; model: string; timeoutMs: number }
  | { provider: 'workers-ai'; binding: Ai; model: string; timeoutMs: number };

export type LlmConfigResult = { config: LlmConfig } | { config: null; problem: string | null };

function timeout(value: string | undefined): number {
  const ms = Number(value);
  return value && Number.isInteger(ms) && ms > 0 ? ms : DEFAULT_LLM_TIMEOUT_MS;
}

/** The configuration, or null with what is missing (null problem: the LLM is simply not wanted). */
export function llmConfig(env: LlmEnv): LlmConfigResult {
  const provider = env.LLM_PROVIDER?.trim();
  if (!provider) return { config: null, problem: null };
  const model = env.LLM_MODEL?.trim();
  if (!model) return { config: null, problem: 'LLM_PROVIDER is set without LLM_MODEL' };
  const timeoutMs = timeout(env.LLM_TIMEOUT_MS);
  if (provider === 'openai-compatible') {
    const baseUrl = env.LLM_BASE_URL?.trim();
    if (!baseUrl || !URL.canParse(baseUrl)) return { config: null, problem: 'LLM_BASE_URL is missing or not a URL' };
    return { config: { provider, baseUrl, apiKey: env.LLM_API_KEY?.trim() || null, model, timeoutMs } };
  }
  if (provider === 'workers-ai') {
    if (!env.AI) return { config: null, problem: 'LLM_PROVIDER=workers-ai without an AI binding' };
    return { config: { provider, binding: env.AI, model, timeoutMs } };
  }
  return { config: null, problem: `LLM_PROVIDER must be openai-compatible or workers-ai` };
}
