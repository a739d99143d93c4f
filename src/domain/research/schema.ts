/**
 * Legal research on a claimant's case (/research and the research_analyses table):
 * the request shapes the island and the Worker share and the messages the API answers with
 * (the island shows each in the reader's language through its `research.*` key).
 */
import { z } from 'zod';
import { researchMessages } from './messages';

export { type ResearchMessageKey, researchMessages } from './messages';

export const researchRequestSchema = z.object({
  caseId: z.uuid({ error: researchMessages.noCase }),
  language: z.enum(['en', 'pt']).default('en'),
});
export type ResearchRequest = z.infer<typeof researchRequestSchema>;

export const researchListQuerySchema = z.object({ caseId: z.uuid({ error: researchMessages.noCase }) });
