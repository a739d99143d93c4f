/**
 * Why a draft is the template's own when an LLM is configured to refine it (worker/services/
 * drafting/llm.ts): a stable code the island turns into a sentence in the claimant's language.
 * No notice when no LLM is configured: the template draft is then simply the draft.
 */
export const refineNotices = ['llm_failed', 'llm_timeout', 'llm_added_facts'] as const;
export type RefineNotice = (typeof refineNotices)[number];

export function isRefineNotice(value: unknown): value is RefineNotice {
  return typeof value === 'string' && (refineNotices as readonly string[]).includes(value);
}
